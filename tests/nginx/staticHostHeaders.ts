// Reads a `_headers` file the way static hosts do (Netlify, Cloudflare Pages): a path gets the headers
// of every rule whose pattern matches it (`*` matches anything), a header named twice both values.

interface Rule {
  readonly pattern: RegExp;
  readonly headers: (readonly [name: string, value: string])[];
}

function parse(text: string): Rule[] {
  const rules: Rule[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
      rules.push({ pattern: new RegExp(`^${source.join('.*')}$`), headers: [] });
      continue;
    }
    const separator = line.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || separator === -1) throw new Error(`_headers: a header line outside a rule, or without a colon: ${line}`);
    rule.headers.push([line.slice(0, separator).trim().toLowerCase(), line.slice(separator + 1).trim()]);
  }
  return rules;
}

/** The headers `path` gets from the `_headers` text, by lower-case name. */
export function staticHostHeaders(text: string, path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of parse(text).filter(({ pattern }) => pattern.test(path))) {
    for (const [name, value] of rule.headers) headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  return headers;
}
