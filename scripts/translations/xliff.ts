// XLIFF 2.0 and 1.2 (OASIS) for translators' tools: each placeholder a <ph> code a CAT tool will not let a
// translator type over; read back with segments joined, <mrk> read through, any other code refused by unit.
import { DOMParser, type Element } from '@xmldom/xmldom';
import {
  ExchangeFileError,
  type IncomingFile,
  type IncomingUnit,
  notesFor,
  type OutgoingUnit,
  originalOf,
  placeholderPattern,
} from './exchange.ts';

const namespaces = { xliff2: 'urn:oasis:names:tc:xliff:document:2.0', 'xliff1.2': 'urn:oasis:names:tc:xliff:document:1.2' };
const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\r': '&#13;' };
const escapeXml = (text: string) => text.replace(/[&<>"\r]/g, (character) => entities[character] ?? character);

/** `text` as XLIFF content, the nth `{{placeholder}}` written as `code(placeholder, n)`. */
function withCodes(text: string, code: (placeholder: string, n: number) => string): string {
  let n = 0;
  return escapeXml(text).replace(placeholderPattern, (placeholder) => code(placeholder, ++n));
}

/** An element of a 2.0 <unit> holding `lines`, or nothing when there are none. */
const block = (name: string, lines: string[]) =>
  lines.length === 0 ? '' : `\n      <${name}>${lines.join('')}\n      </${name}>`;

/** XLIFF 2.0: one <file> for `code`, a <unit> per key (id and name the dotted key). */
export function writeXliff2(code: string, tag: string, units: readonly OutgoingUnit[]): string {
  const unitXml = units.map((unit) => {
    const data = [...new Set(unit.source.match(placeholderPattern))];
    const ph = (placeholder: string, n: number) =>
      `<ph id="ph${n}" dataRef="d${data.indexOf(placeholder) + 1}" equiv="${placeholder}" disp="${placeholder}" canDelete="no"/>`;
    // A target with a placeholder English lacks has no data to refer to: it goes as text, for the import to refuse.
    const content = (text: string) =>
      text.match(placeholderPattern)?.some((placeholder) => !data.includes(placeholder)) ? escapeXml(text) : withCodes(text, ph);
    const notes = notesFor(unit).map((note) => `\n        <note category="instruction">${escapeXml(note)}</note>`);
    const dataXml = data.map((text, i) => `\n        <data id="d${i + 1}">${escapeXml(text)}</data>`);
    const target = unit.target === undefined ? '' : `\n        <target>${content(unit.target)}</target>`;
    return `    <unit id="${escapeXml(unit.key)}" name="${escapeXml(unit.key)}">${block('notes', notes)}${block('originalData', dataXml)}
      <segment state="${unit.current ? 'translated' : 'initial'}">
        <source>${content(unit.source)}</source>${target}
      </segment>
    </unit>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<xliff xmlns="${namespaces.xliff2}" version="2.0" srcLang="en" trgLang="${escapeXml(tag)}">
  <file id="${escapeXml(code)}" original="${originalOf(code)}">
${unitXml.join('\n')}
  </file>
</xliff>
`;
}

/** XLIFF 1.2: one <file> for `code`, a <trans-unit> per key (id and resname the dotted key). */
export function writeXliff12(code: string, tag: string, units: readonly OutgoingUnit[]): string {
  const ph = (placeholder: string, n: number) => `<ph id="${n}" ctype="x-placeholder">${placeholder}</ph>`;
  const unitXml = units.map((unit) => {
    const state = unit.current ? 'translated' : 'needs-review-translation';
    const target = unit.target === undefined ? '' : `\n        <target state="${state}">${withCodes(unit.target, ph)}</target>`;
    const notes = notesFor(unit).map((note) => `\n        <note from="developer">${escapeXml(note)}</note>`);
    return `      <trans-unit id="${escapeXml(unit.key)}" resname="${escapeXml(unit.key)}"${unit.current ? ' approved="yes"' : ''}>
        <source>${withCodes(unit.source, ph)}</source>${target}${notes.join('')}
      </trans-unit>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<xliff xmlns="${namespaces['xliff1.2']}" version="1.2">
  <file original="${originalOf(code)}" source-language="en" target-language="${escapeXml(tag)}" datatype="plaintext">
    <body>
${unitXml.join('\n')}
    </body>
  </file>
</xliff>
`;
}

const wholePlaceholder = new RegExp(`^${placeholderPattern.source}$`);
const childrenOf = (element: Element) =>
  Array.from(element.childNodes).filter((child): child is Element => child.nodeType === child.ELEMENT_NODE);
const childNamed = (element: Element, name: string) => childrenOf(element).find((child) => child.localName === name);
/** The elements named `name` under `parent`, in the XLIFF namespace (or none) its file uses. */
const named = (parent: Element, name: string) => Array.from(parent.getElementsByTagNameNS(parent.namespaceURI, name));

/** The text of a <source> or <target>: <mrk> read through, each other code the placeholder it stands for, or an error. */
function inlineText(element: Element, placeholderOf: (code: Element) => string | null | undefined): string {
  let out = '';
  for (const child of Array.from(element.childNodes)) {
    if (child.nodeType === child.TEXT_NODE || child.nodeType === child.CDATA_SECTION_NODE) out += child.nodeValue ?? '';
    if (child.nodeType !== child.ELEMENT_NODE) continue;
    const code = child as Element;
    if (code.localName === 'mrk') out += inlineText(code, placeholderOf);
    else if (code.localName === 'cp') out += String.fromCodePoint(Number.parseInt(code.getAttribute('hex') ?? '', 16) || 0xfffd);
    else if (code.localName !== 'sm' && code.localName !== 'em') {
      const placeholder = placeholderOf(code);
      if (!placeholder || !wholePlaceholder.test(placeholder))
        throw new Error(`<${code.localName}> stands for no {{placeholder}} of English’s: write the text without it`);
      out += placeholder;
    }
  }
  return out;
}

const states2 = ['initial', 'translated', 'reviewed', 'final'];

/** An XLIFF 2.0 <unit>: its segments joined (with the <ignorable>s between), finished when every segment is. */
function readUnit2(unit: Element): Omit<IncomingUnit, 'key'> {
  const data = new Map(named(unit, 'data').map((entry) => [entry.getAttribute('id') ?? '', entry.textContent]));
  const placeholderOf = (code: Element) =>
    code.localName === 'ph'
      ? (data.get(code.getAttribute('dataRef') ?? '') ?? code.getAttribute('equiv') ?? code.getAttribute('disp'))
      : undefined;
  const parts = childrenOf(unit).flatMap((part) => {
    if (part.localName !== 'segment' && part.localName !== 'ignorable') return [];
    const [source, target] = [childNamed(part, 'source'), childNamed(part, 'target')];
    // A segment with no state is taken at the translator's word; ilib-xliff writes the state on <target>.
    const state = part.getAttribute('state') || target?.getAttribute('state');
    const text = source ? inlineText(source, placeholderOf) : '';
    return [{ segment: part.localName === 'segment', source: text, target: target && inlineText(target, placeholderOf), state }];
  });
  const segments = parts.filter((part) => part.segment);
  const untranslated = segments.filter((part) => part.target === undefined).length;
  return {
    source: parts.map((part) => part.source).join(''),
    target:
      untranslated === segments.length
        ? undefined
        : parts.map((part) => part.target ?? (part.segment ? '' : part.source)).join(''),
    finished: untranslated === 0 && segments.every((part) => !part.state || states2.indexOf(part.state) >= 1),
  };
}

/** An XLIFF 1.2 <trans-unit>: finished by its target's `state`, else unless `approved="no"`. */
function readUnit12(unit: Element): Omit<IncomingUnit, 'key'> {
  // 1.2's <ph>, <x>, <it> hold the code itself, or say it with equiv-text.
  const placeholderOf = (code: Element) =>
    ['ph', 'x', 'it'].includes(code.localName ?? '') ? code.getAttribute('equiv-text') || code.textContent : undefined;
  const [source, target] = [childNamed(unit, 'source'), childNamed(unit, 'target')];
  const state = target?.getAttribute('state');
  return {
    source: source && inlineText(source, placeholderOf),
    target: target && inlineText(target, placeholderOf),
    finished: state ? ['translated', 'final', 'signed-off'].includes(state) : unit.getAttribute('approved') !== 'no',
  };
}

/** An XLIFF file's <file>s, each unit read on its own: one it cannot read carries its problem, by key. */
export function readXliff(text: string, file: string): IncomingFile[] {
  if (/<!DOCTYPE/i.test(text)) throw new ExchangeFileError(`${file}: a DOCTYPE has no place in XLIFF; remove it`);
  let root: Element | null;
  try {
    const onError = (level: string, message: string) => {
      if (level !== 'warning') throw new Error(message);
    };
    root = new DOMParser({ onError }).parseFromString(text, 'text/xml').documentElement;
  } catch (error) {
    throw new ExchangeFileError(`${file} is not well-formed XML: ${(error as Error).message}`);
  }
  if (root?.localName !== 'xliff') throw new ExchangeFileError(`${file} is neither XLIFF (1.2, 2.0) nor PO`);
  const version = root.getAttribute('version') || '(none)';
  const xliff2 = version === '2.0' || version === '2.1';
  if (!xliff2 && version !== '1.2')
    throw new ExchangeFileError(`${file}: XLIFF version ${version}: export again as XLIFF 2.0 or 1.2, or as PO`);
  // Some tools (ilib-xliff) write no namespace at all: their elements are read as XLIFF all the same.
  const namespace = namespaces[xliff2 ? 'xliff2' : 'xliff1.2'];
  if (root.namespaceURI !== namespace && root.namespaceURI !== null)
    throw new ExchangeFileError(`${file}: the root is not <xliff xmlns="${namespace}">`);
  return named(root, 'file').map((fileElement) => ({
    language: (xliff2 ? root.getAttribute('trgLang') : fileElement.getAttribute('target-language')) ?? undefined,
    names: ['id', 'original'].flatMap((name) => fileElement.getAttribute(name) ?? []),
    units: named(fileElement, xliff2 ? 'unit' : 'trans-unit').map((unit) => {
      const key = unit.getAttribute('id') ?? '';
      try {
        return { key, ...(xliff2 ? readUnit2 : readUnit12)(unit) };
      } catch (error) {
        return { key, source: undefined, target: undefined, finished: false, problem: (error as Error).message };
      }
    }),
  }));
}
