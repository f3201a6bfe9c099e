// Reads a minified, comment-free stylesheet (Lightning CSS output) into its style rules, enough for
// scripts/checks/css-compat.ts to check each property, selector and condition: no full CSS parser needed.

export interface StyleRule {
  /** The preludes of the at-rules around the rule (`@media (max-width:767.98px)`). */
  readonly conditions: string[];
  readonly selector: string;
  /** The rule sits inside another style rule (native CSS nesting). */
  readonly nested: boolean;
  readonly declarations: [property: string, value: string][];
}

export function styleRules(css: string): StyleRule[] {
  const rules: StyleRule[] = [];
  const open: string[] = []; // the preludes of the blocks we are in
  const before: string[] = []; // per open block: its declarations that came before a nested rule
  let buffer = '';
  let quote: string | null = null;
  let parens = 0;
  for (const char of css) {
    if (quote) {
      buffer += char;
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") {
      quote = char;
      buffer += char;
    } else if (char === '(' || char === ')') {
      parens += char === '(' ? 1 : -1;
      buffer += char;
    } else if (parens > 0) {
      buffer += char;
    } else if (char === '{') {
      // Inside a style rule, the nested rule's selector follows the parent's last declaration.
      const split: number = open.length > 0 && !open.at(-1)?.startsWith('@') ? buffer.lastIndexOf(';') + 1 : 0;
      before[before.length - 1] += buffer.slice(0, split);
      open.push(buffer.slice(split).trim());
      before.push('');
      buffer = '';
    } else if (char === '}') {
      const prelude = open.pop() ?? '';
      const body = `${before.pop() ?? ''}${buffer}`;
      if (!prelude.startsWith('@')) {
        rules.push({
          conditions: open.filter((outer) => outer.startsWith('@')),
          selector: prelude,
          nested: open.some((outer) => !outer.startsWith('@')),
          declarations: declarations(body),
        });
      }
      buffer = '';
    } else if (char === ';' && !open.some((outer) => !outer.startsWith('@'))) {
      buffer = ''; // the end of a statement at-rule (`@import …;`), outside any style rule
    } else {
      buffer += char;
    }
  }
  return rules;
}

/** `color:red;margin:0` → `[['color', 'red'], ['margin', '0']]`; a `;` inside parentheses or quotes stays. */
function declarations(body: string): [property: string, value: string][] {
  const parts: string[] = [];
  let current = '';
  let depth = 0;
  let quote = null;
  for (const char of body) {
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === ';' && depth === 0) {
      parts.push(current);
      current = '';
      continue;
    }
    current += char;
  }
  parts.push(current);
  return parts
    .map((part) => part.trim())
    .filter((part) => part.includes(':'))
    .map((part) => {
      const colon = part.indexOf(':');
      return [part.slice(0, colon).trim().toLowerCase(), part.slice(colon + 1).trim()];
    });
}
