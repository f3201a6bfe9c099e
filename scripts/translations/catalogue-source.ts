// A catalogue's TypeScript source, read and edited where its strings stand, so that the file stays as
// translators and Biome write it: every string by its dotted key, and every object a key may be added to.
import { parseSync } from 'vite';

interface Node {
  readonly type: string;
  readonly start: number;
  readonly end: number;
  readonly [field: string]: unknown;
}
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && 'type' in value;

export interface CatalogueSource {
  /** Each string's literal, by dotted key: where it stands in the source, and its text. */
  readonly strings: ReadonlyMap<string, { readonly start: number; readonly end: number; readonly value: string }>;
  /** Each object of the catalogue, by dotted key ('' for the catalogue itself): where its `}` stands. */
  readonly objects: ReadonlyMap<string, { readonly end: number }>;
}

/** Where the strings and objects of the catalogue object in `code` stand. */
export function readCatalogueSource(code: string, file: string): CatalogueSource {
  const { program, errors } = parseSync(file, code, { lang: 'ts' });
  if (errors.length > 0) throw new Error(`${file}: ${errors[0]?.message}`);
  const strings = new Map<string, { start: number; end: number; value: string }>();
  const objects = new Map<string, { end: number }>();
  const visit = (node: unknown, path: readonly string[]): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child, path);
      return;
    }
    if (!isNode(node)) return;
    if (node.type === 'ObjectExpression' && !objects.has(path.join('.'))) objects.set(path.join('.'), { end: node.end - 1 });
    if (node.type === 'Property' && isNode(node.key) && isNode(node.value)) {
      const key = [...path, String(node.key.name ?? node.key.value)];
      const { value } = node;
      if (value.type === 'Literal' && typeof value.value === 'string')
        strings.set(key.join('.'), { start: value.start, end: value.end, value: value.value });
      else visit(value, key);
      return;
    }
    for (const [field, child] of Object.entries(node)) if (field !== 'type') visit(child, path);
  };
  visit(program, []);
  return { strings, objects };
}

const escapes: Record<string, string> = { '\\': '\\\\', "'": "\\'", '\n': '\\n', '\t': '\\t' };
// Controls, line and paragraph separators, bidi marks, embeddings, overrides and isolates, the BOM: written
// as escapes, so that tsc reads every string, git shows the file as text and a reviewer sees each one.
const invisible = (point: number) =>
  point < 0x20 ||
  (point >= 0x7f && point <= 0x9f) ||
  point === 0x200e ||
  point === 0x200f ||
  (point >= 0x2028 && point <= 0x202e) ||
  (point >= 0x2066 && point <= 0x2069) ||
  point === 0xfeff;

/** A string as the catalogues write it: single-quoted, every character a reader cannot see escaped. */
export const quoted = (text: string) =>
  `'${Array.from(text, (character) => {
    const point = character.codePointAt(0) ?? 0;
    return escapes[character] ?? (invisible(point) ? `\\u${point.toString(16).padStart(4, '0')}` : character);
  }).join('')}'`;

/** `code` with each `replacements` key's literal replaced by its text as written (`undefined`, a quoted string). */
export function replaceValues(code: string, file: string, replacements: ReadonlyMap<string, string>): string {
  const { strings } = readCatalogueSource(code, file);
  const edits = [...replacements].map(([key, text]) => {
    const at = strings.get(key);
    if (!at) throw new Error(`${file}: no string at ${key}`);
    return { start: at.start, end: at.end, text };
  });
  return edits
    .sort((a, b) => b.start - a.start)
    .reduce((out, { start, end, text }) => out.slice(0, start) + text + out.slice(end), code);
}

/** `code` with `values` set, by dotted key: a string in place where there is one, else added to its object. */
export function setStrings(code: string, file: string, values: ReadonlyMap<string, string>): string {
  const { strings } = readCatalogueSource(code, file);
  const replaced = new Map([...values].filter(([key]) => strings.has(key)).map(([key, text]) => [key, quoted(text)]));
  let out = replaceValues(code, file, replaced);
  for (const [key, text] of values) {
    if (strings.has(key)) continue;
    const parent = key.split('.').slice(0, -1).join('.');
    const name = key.split('.').at(-1) ?? key;
    const object = readCatalogueSource(out, file).objects.get(parent);
    if (!object) throw new Error(`${file}: no object ${parent || '(the catalogue)'} to add ${key} to`);
    const before = out.slice(0, object.end).trimEnd();
    const comma = before.endsWith(',') || before.endsWith('{') ? '' : ',';
    // Members one step in from the line that closes their object, as Biome writes them.
    const closing = /^[ \t]*/.exec(out.slice(out.lastIndexOf('\n', object.end - 1) + 1))?.[0] ?? '';
    const property = /^[A-Za-z_$][\w$]*$/.test(name) ? name : quoted(name);
    out = `${before}${comma}\n${closing}  ${property}: ${quoted(text)},\n${closing}${out.slice(object.end)}`;
  }
  return out;
}

/** A catalogue's strings, flat, as its source has them. */
export function stringsOf(code: string, file: string): Record<string, string> {
  return Object.fromEntries([...readCatalogueSource(code, file).strings].map(([key, { value }]) => [key, value]));
}
