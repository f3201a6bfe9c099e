// A catalogue's TypeScript, read and edited where its strings stand, so that the file stays as translators
// and Biome write it.
import { parseSync } from 'vite';

interface Node {
  readonly type?: string;
  readonly start: number;
  readonly end: number;
  readonly [field: string]: unknown;
}

/** Where each string literal stands, by dotted key, and each object's `}` ('' for the catalogue itself). */
function readCatalogueSource(code: string, file: string) {
  const { program, errors } = parseSync(file, code, { lang: 'ts' });
  if (errors[0]) throw new Error(`${file}: ${errors[0].message}`);
  const strings = new Map<string, { start: number; end: number; value: string }>();
  const objects = new Map<string, number>();
  const visit = (node: unknown, path: string): void => {
    if (typeof node !== 'object' || node === null) return;
    const { type, end, key, value } = node as Node & { key?: Node; value?: Node };
    if (type === 'ObjectExpression' && !objects.has(path)) objects.set(path, end - 1);
    if (type !== 'Property' || key === undefined || value === undefined) {
      for (const child of Object.values(node)) visit(child, path);
      return;
    }
    const at = `${path}${path ? '.' : ''}${key.name ?? key.value}`;
    if (value.type === 'Literal' && typeof value.value === 'string')
      strings.set(at, { start: value.start, end: value.end, value: value.value });
    else visit(value, at);
  };
  visit(program, '');
  return { strings, objects };
}

const escapes: Record<string, string> = { '\\': '\\\\', "'": "\\'", '\n': '\\n', '\t': '\\t' };
// Controls, line and paragraph separators, bidi marks, embeddings, overrides and isolates, the BOM: written as
// escapes, so that tsc reads every string, git shows the file as text and a reviewer sees each one.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters to escape
const invisible = /[\\'\n\t\u0000-\u001f\u007f-\u009f\u200e\u200f\u2028-\u202e\u2066-\u2069\ufeff]/g;

/** A string as the catalogues write it: single-quoted, every character a reader cannot see escaped. */
export const quoted = (text: string) =>
  `'${text.replace(invisible, (c) => escapes[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}'`;

/** `code` with each `replacements` key's literal replaced by its text as written (`undefined`, a quoted string). */
export function replaceValues(code: string, file: string, replacements: ReadonlyMap<string, string>): string {
  const { strings } = readCatalogueSource(code, file);
  const edits = [...replacements].map(([key, text]) => {
    const at = strings.get(key);
    if (!at) throw new Error(`${file}: no string at ${key}`);
    return { ...at, text };
  });
  edits.sort((a, b) => b.start - a.start);
  return edits.reduce((out, { start, end, text }) => out.slice(0, start) + text + out.slice(end), code);
}

/** `code` with `values` set, by dotted key: a string in place where there is one, else added to its object. */
export function setStrings(code: string, file: string, values: ReadonlyMap<string, string>): string {
  const { strings } = readCatalogueSource(code, file);
  const present = [...values].filter(([key]) => strings.has(key));
  let out = replaceValues(code, file, new Map(present.map(([key, text]) => [key, quoted(text)])));
  for (const [key, text] of values) {
    if (strings.has(key)) continue;
    const parent = key.split('.').slice(0, -1).join('.');
    const end = readCatalogueSource(out, file).objects.get(parent);
    if (end === undefined) throw new Error(`${file}: no object ${parent || '(the catalogue)'} to add ${key} to`);
    const before = out.slice(0, end).trimEnd();
    const comma = before.endsWith(',') || before.endsWith('{') ? '' : ',';
    // Members one step in from the line that closes their object, as Biome writes them.
    const closing = /^[ \t]*/.exec(out.slice(out.lastIndexOf('\n', end - 1) + 1))?.[0] ?? '';
    const name = key.slice(parent ? parent.length + 1 : 0);
    const property = /^[A-Za-z_$][\w$]*$/.test(name) ? name : quoted(name);
    out = `${before}${comma}\n${closing}  ${property}: ${quoted(text)},\n${closing}${out.slice(end)}`;
  }
  return out;
}

/** A catalogue's strings, flat, as its source has them. */
export const stringsOf = (code: string, file: string): Record<string, string> =>
  Object.fromEntries(Array.from(readCatalogueSource(code, file).strings, ([key, { value }]) => [key, value]));
