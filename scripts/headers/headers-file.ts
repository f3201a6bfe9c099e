// Reads a `_headers` file the way Cloudflare (and Netlify) do: a path gets the headers of every rule
// whose pattern matches it (`*` matches anything), a header named twice both values, joined.

export interface HeadersRule {
  readonly path: string;
  readonly pattern: RegExp;
  readonly headers: [name: string, value: string][];
}

/** The rules of a _headers text, in order. */
export function parseHeadersFile(text: string): HeadersRule[] {
  const rules: HeadersRule[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const path = line.trim();
      const source = path.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
      rules.push({ path, pattern: new RegExp(`^${source.join('.*')}$`), headers: [] });
      continue;
    }
    const separator = line.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || separator === -1) throw new Error(`_headers: a header line outside a rule, or without a colon: ${line}`);
    rule.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
  }
  return rules;
}

/** The headers `path` gets from the _headers text, by lower-case name. */
export function headersForPath(text: string, path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of parseHeadersFile(text).filter(({ pattern }) => pattern.test(path))) {
    for (const [written, value] of rule.headers) {
      const name = written.toLowerCase();
      headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
    }
  }
  return headers;
}
