// Reads a stylesheet into its style rules, for harness/checks/css-compat.ts to check each property, selector
// and condition. Two maintained parsers, each for what it reads best: PostCSS the structure (rules nested in
// rules, at-rules nested in rules, comments, strings with escapes), css-tree what a part says (the
// pseudo-classes of a selector, the functions of a value, the features of a media query).
import * as csstree from 'css-tree';
import postcss, { type AtRule, type ChildNode, type Declaration as PostcssDeclaration, type Rule } from 'postcss';

export interface Declaration {
  readonly property: string;
  /** As written, with `!important` if it has it. */
  readonly value: string;
  /** The functions the value calls (`calc`, `color-mix`). */
  readonly functions: string[];
}

export interface StyleRule {
  /** The at-rules around the declarations, as written (`@media (max-width:767.98px)`), outermost first. */
  readonly conditions: string[];
  readonly selector: string;
  /** The declarations sit inside another style rule (native CSS nesting): a rule or an at-rule in a rule. */
  readonly nested: boolean;
  /** The pseudo-classes and -elements of the selector (`focus-visible`, `before`). */
  readonly pseudos: string[];
  /** The features the media queries test (`width` for `max-width`). */
  readonly mediaFeatures: string[];
  /** A media query uses the range syntax (`width<768px`). */
  readonly mediaRanges: boolean;
  readonly declarations: Declaration[];
  /** The parts css-tree could not read: the check reports them rather than passes them. */
  readonly unreadable: string[];
}

/** Parses `text` as a `context` (`selectorList`, `value`, `atrulePrelude`), hands each node to `visit`, and says whether it read all of it. */
function readPart(
  text: string,
  context: string,
  visit: (node: csstree.CssNode) => void,
  options: csstree.ParseOptions = {},
): boolean {
  let readable = true;
  try {
    const ast = csstree.parse(text, { context, ...options, onParseError: () => (readable = false) });
    csstree.walk(ast, (node) => {
      if (node.type === 'Raw') readable = false;
      visit(node);
    });
  } catch {
    return false; // some errors (an+b in :nth-child) are thrown, not reported
  }
  return readable;
}

/** The style rule a block of declarations belongs to, the at-rules around it (outermost first), and whether it is nested. */
function surroundings(block: Rule | AtRule): { rule: Rule | null; atRules: AtRule[]; nested: boolean } {
  const atRules = block.type === 'atrule' ? [block] : [];
  let rule = block.type === 'rule' ? block : null;
  let nested = false;
  for (let node = block.parent; node && node.type !== 'root'; node = node.parent) {
    if (node.type === 'atrule') atRules.unshift(node as AtRule);
    if (node.type === 'rule') {
      nested = true; // a rule, or an at-rule, inside a style rule
      rule ??= node as Rule;
    }
  }
  return { rule, atRules, nested };
}

function readMediaQueries(atRules: readonly AtRule[], selector: string) {
  const features: string[] = [];
  const unreadable: string[] = [];
  let ranges = false;
  for (const { params } of atRules.filter(({ name }) => name.toLowerCase() === 'media')) {
    const read = readPart(
      params,
      'atrulePrelude',
      (node) => {
        if (node.type === 'Feature') features.push(node.name.toLowerCase().replace(/^(min|max)-/, ''));
        if (node.type !== 'FeatureRange') return;
        ranges = true;
        const feature = [node.left, node.middle, node.right].find((side) => side?.type === 'Identifier');
        if (feature?.type === 'Identifier') features.push(feature.name.toLowerCase());
      },
      { atrule: 'media' },
    );
    if (!read) unreadable.push(`@media ${params} (around "${selector}")`);
  }
  return { features, ranges, unreadable };
}

function readDeclaration(declaration: PostcssDeclaration, selector: string, unreadable: string[]): Declaration {
  const property = declaration.prop.toLowerCase();
  const functions: string[] = [];
  // A custom property's value is any tokens at all: nothing there is a function call yet.
  if (!property.startsWith('--')) {
    const read = readPart(declaration.value, 'value', (node) => {
      if (node.type === 'Function') functions.push(node.name.toLowerCase());
    });
    if (!read) unreadable.push(`${property}:${declaration.value} in "${selector}"`);
  }
  return { property, value: `${declaration.value}${declaration.important ? '!important' : ''}`, functions };
}

/** Every block that declares properties for a style rule, in source order. */
export function styleRules(css: string): StyleRule[] {
  const rules: StyleRule[] = [];
  postcss.parse(css).walk((block: ChildNode) => {
    if (block.type !== 'rule' && block.type !== 'atrule') return;
    const declarations = (block.nodes ?? []).filter((node): node is PostcssDeclaration => node.type === 'decl');
    const { rule, atRules, nested } = surroundings(block);
    if (declarations.length === 0 || !rule) return; // @font-face and @page declare descriptors, not properties
    const pseudos: string[] = [];
    const selectorRead = readPart(rule.selector, 'selectorList', (node) => {
      if (node.type === 'PseudoClassSelector' || node.type === 'PseudoElementSelector') pseudos.push(node.name.toLowerCase());
    });
    const media = readMediaQueries(atRules, rule.selector);
    const unreadable = [...(selectorRead ? [] : [`selector "${rule.selector}"`]), ...media.unreadable];
    rules.push({
      conditions: atRules.map((atRule) => `@${atRule.name} ${atRule.params}`.trim()),
      selector: rule.selector,
      nested,
      pseudos,
      mediaFeatures: media.features,
      mediaRanges: media.ranges,
      declarations: declarations.map((declaration) => readDeclaration(declaration, rule.selector, unreadable)),
      unreadable,
    });
  });
  return rules;
}
