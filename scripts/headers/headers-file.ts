/**
 * The headers `path` gets from a `_headers` text, by lower-case name, as Cloudflare (and Netlify) read
 * it: those of every rule whose pattern matches the path (`*` matches anything), a header named twice
 * with both values, joined.
 */
export function headersForPath(text: string, path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let matches: boolean | undefined; // undefined before the first rule
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = line
        .trim()
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
      matches = new RegExp(`^${pattern.join('.*')}$`).test(path);
      continue;
    }
    const separator = line.indexOf(':');
    if (matches === undefined || separator === -1) {
      throw new Error(`_headers: a header line outside a rule, or without a colon: ${line}`);
    }
    const [name, value] = [line.slice(0, separator).trim().toLowerCase(), line.slice(separator + 1).trim()];
    if (matches) headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  return headers;
}
