// XLIFF 2.0 and 1.2 (OASIS), written for translators' tools and read as those tools write them back:
// placeholders as <ph> codes a CAT tool will not let a translator type over, the stale target's English
// as a note, segments joined, <mrk> read through, and any other inline code refused by its unit's key.
import { DOMParser, type Element, type Node } from '@xmldom/xmldom';
import {
  ExchangeFileError,
  type IncomingFile,
  type IncomingUnit,
  type OutgoingUnit,
  originalOf,
  placeholderPattern,
} from './exchange.ts';

const namespaces = { '2.0': 'urn:oasis:names:tc:xliff:document:2.0', '1.2': 'urn:oasis:names:tc:xliff:document:1.2' } as const;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/\r/g, '&#13;');

/** `text` as XLIFF content: each `{{placeholder}}` a code made by `code(placeholder, n)`. */
function withCodes(text: string, code: (placeholder: string, n: number) => string): string {
  let n = 0;
  let out = '';
  let at = 0;
  for (const match of text.matchAll(placeholderPattern)) {
    out += escapeXml(text.slice(at, match.index)) + code(match[0], ++n);
    at = match.index + match[0].length;
  }
  return out + escapeXml(text.slice(at));
}

const note = (unit: OutgoingUnit) =>
  unit.translatedFrom === undefined
    ? undefined
    : `The translation here was made from older English: “${unit.translatedFrom}”. Translate today’s English.`;
const placeholderNote = (unit: OutgoingUnit) => {
  const placeholders = [...new Set(unit.source.match(placeholderPattern) ?? [])];
  return placeholders.length > 0 ? `Keep ${placeholders.join(', ')} exactly as written: the page fills it in.` : undefined;
};

/** XLIFF 2.0: one <file> for `code`, a <unit> per key (id and name the dotted key). */
export function writeXliff2(code: string, tag: string, units: readonly OutgoingUnit[]): string {
  const unitXml = units.map((unit) => {
    const placeholders = unit.source.match(placeholderPattern) ?? [];
    const dataIds = new Map([...new Set(placeholders)].map((placeholder, i) => [placeholder, `d${i + 1}`]));
    const ph = (placeholder: string, n: number) =>
      `<ph id="ph${n}" dataRef="${dataIds.get(placeholder) ?? ''}" equiv="${escapeXml(placeholder)}" disp="${escapeXml(placeholder)}" canDelete="no"/>`;
    const target = unit.target === undefined ? undefined : (unit.target.match(placeholderPattern) ?? []);
    const notes = [note(unit), placeholderNote(unit)].filter((text) => text !== undefined);
    const unknownInTarget = (target ?? []).some((placeholder) => !dataIds.has(placeholder));
    return [
      `    <unit id="${escapeXml(unit.key)}" name="${escapeXml(unit.key)}">`,
      ...(notes.length > 0
        ? [
            '      <notes>',
            ...notes.map((text) => `        <note category="instruction">${escapeXml(text)}</note>`),
            '      </notes>',
          ]
        : []),
      ...(dataIds.size > 0
        ? [
            '      <originalData>',
            ...[...dataIds].map(([placeholder, id]) => `        <data id="${id}">${escapeXml(placeholder)}</data>`),
            '      </originalData>',
          ]
        : []),
      `      <segment state="${unit.current ? 'translated' : 'initial'}">`,
      `        <source>${withCodes(unit.source, ph)}</source>`,
      ...(unit.target === undefined
        ? []
        : [`        <target>${unknownInTarget ? escapeXml(unit.target) : withCodes(unit.target, ph)}</target>`]),
      '      </segment>',
      '    </unit>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<xliff xmlns="${namespaces['2.0']}" version="2.0" srcLang="en" trgLang="${escapeXml(tag)}">`,
    `  <file id="${escapeXml(code)}" original="${originalOf(code)}">`,
    ...unitXml,
    '  </file>',
    '</xliff>',
    '',
  ].join('\n');
}

/** XLIFF 1.2: one <file> for `code`, a <trans-unit> per key (id and resname the dotted key). */
export function writeXliff12(code: string, tag: string, units: readonly OutgoingUnit[]): string {
  const ph = (placeholder: string, n: number) => `<ph id="${n}" ctype="x-placeholder">${escapeXml(placeholder)}</ph>`;
  const unitXml = units.map((unit) => {
    const state = unit.current ? 'translated' : 'needs-review-translation';
    return [
      `      <trans-unit id="${escapeXml(unit.key)}" resname="${escapeXml(unit.key)}"${unit.current ? ' approved="yes"' : ''}>`,
      `        <source>${withCodes(unit.source, ph)}</source>`,
      ...(unit.target === undefined ? [] : [`        <target state="${state}">${withCodes(unit.target, ph)}</target>`]),
      ...[note(unit), placeholderNote(unit)]
        .filter((text) => text !== undefined)
        .map((text) => `        <note from="developer">${escapeXml(text)}</note>`),
      '      </trans-unit>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<xliff xmlns="${namespaces['1.2']}" version="1.2">`,
    `  <file original="${originalOf(code)}" source-language="en" target-language="${escapeXml(tag)}" datatype="plaintext">`,
    '    <body>',
    ...unitXml,
    '    </body>',
    '  </file>',
    '</xliff>',
    '',
  ].join('\n');
}

const elements = (node: Node): Element[] =>
  Array.from(node.childNodes).filter((child): child is Element => child.nodeType === child.ELEMENT_NODE);

/** An inline code's placeholder: what it stands for must be a `{{placeholder}}`, or the text cannot be read. */
type Resolve = (code: Element) => string | undefined;

/** The text of a <source> or <target>: placeholders restored, <mrk> read through; an error names any other code. */
function inlineText(element: Element, resolve: Resolve, readThrough: readonly string[]): string {
  let out = '';
  for (const child of Array.from(element.childNodes)) {
    if (child.nodeType === child.TEXT_NODE || child.nodeType === child.CDATA_SECTION_NODE) out += child.nodeValue ?? '';
    else if (child.nodeType === child.ELEMENT_NODE) {
      const code = child as Element;
      if (code.localName === 'cp') out += String.fromCodePoint(Number.parseInt(code.getAttribute('hex') ?? '', 16) || 0xfffd);
      else if (readThrough.includes(code.localName ?? '')) out += inlineText(code, resolve, readThrough);
      else if (code.localName === 'sm' || code.localName === 'em') continue;
      else {
        const placeholder = resolve(code);
        if (placeholder === undefined || !new RegExp(`^${placeholderPattern.source}$`).test(placeholder))
          throw new Error(`<${code.localName}> stands for no {{placeholder}} of English’s: write the text without it`);
        out += placeholder;
      }
    }
  }
  return out;
}

function parse(text: string, file: string, version: keyof typeof namespaces): Element {
  if (/<!DOCTYPE/i.test(text)) throw new ExchangeFileError(`${file}: a DOCTYPE has no place in XLIFF; remove it`);
  let document: ReturnType<DOMParser['parseFromString']>;
  try {
    document = new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') throw new Error(message);
      },
    }).parseFromString(text, 'text/xml');
  } catch (error) {
    throw new ExchangeFileError(`${file} is not well-formed XML: ${error instanceof Error ? error.message : String(error)}`);
  }
  const root = document.documentElement;
  // Some tools (ilib-xliff) write no namespace at all: their elements are read as XLIFF all the same.
  if (root?.localName !== 'xliff' || (root.namespaceURI !== namespaces[version] && root.namespaceURI !== null))
    throw new ExchangeFileError(`${file}: the root is not <xliff xmlns="${namespaces[version]}">`);
  return root;
}

/** The elements named `name` under `parent`, in the XLIFF namespace its root uses. */
const descendants = (parent: Element, name: string, root: Element): Element[] =>
  Array.from(parent.getElementsByTagName('*')).filter(
    (element) => element.localName === name && element.namespaceURI === root.namespaceURI,
  );

/** A unit, read: its problem (not its text) when its content cannot be read. */
function readUnit(key: string, read: () => Omit<IncomingUnit, 'key'>): IncomingUnit {
  try {
    return { key, ...read() };
  } catch (error) {
    return { key, source: undefined, target: undefined, finished: false, problem: (error as Error).message };
  }
}

/** XLIFF 2.0 (and 2.1) as CAT tools write it: `trgLang`, units in groups, several segments, ignorables. */
export function readXliff2(text: string, file: string): IncomingFile[] {
  const root = parse(text, file, '2.0');
  const language = root.getAttribute('trgLang') ?? undefined;
  const order = ['initial', 'translated', 'reviewed', 'final'];
  return descendants(root, 'file', root).map((fileElement) => ({
    language,
    names: [fileElement.getAttribute('id'), fileElement.getAttribute('original')].filter((name) => name !== null),
    units: descendants(fileElement, 'unit', root).map((unit) =>
      readUnit(unit.getAttribute('id') ?? '', () => {
        const data = new Map(descendants(unit, 'data', root).map((entry) => [entry.getAttribute('id'), entry.textContent ?? '']));
        const resolve: Resolve = (code) => {
          if (code.localName !== 'ph') return undefined;
          const ref = code.getAttribute('dataRef');
          return (
            (ref !== null ? data.get(ref) : undefined) ?? code.getAttribute('equiv') ?? code.getAttribute('disp') ?? undefined
          );
        };
        let source = '';
        let target: string | undefined = '';
        let untranslated = 0;
        let state = order.length - 1;
        const parts = elements(unit).filter((part) => part.localName === 'segment' || part.localName === 'ignorable');
        for (const part of parts) {
          const sourceElement = elements(part).find((child) => child.localName === 'source');
          const targetElement = elements(part).find((child) => child.localName === 'target');
          const partSource = sourceElement ? inlineText(sourceElement, resolve, ['mrk']) : '';
          source += partSource;
          if (targetElement) target += inlineText(targetElement, resolve, ['mrk']);
          else if (part.localName === 'ignorable') target += partSource;
          else untranslated += 1;
          // No state: the tool keeps none, and the translator's target is taken as their word. (ilib-xliff
          // writes it on <target>.)
          const partState = part.getAttribute('state') || targetElement?.getAttribute('state');
          if (part.localName === 'segment' && partState) state = Math.min(state, order.indexOf(partState));
        }
        if (untranslated === parts.filter((part) => part.localName === 'segment').length) target = undefined;
        return { source, target, finished: untranslated === 0 && state >= order.indexOf('translated') };
      }),
    ),
  }));
}

/** XLIFF 1.2 as CAT tools write it: `target-language` on each <file>, `state` and `approved`, <mrk> segments. */
export function readXliff12(text: string, file: string): IncomingFile[] {
  const root = parse(text, file, '1.2');
  const finishedStates = ['translated', 'final', 'signed-off'];
  return descendants(root, 'file', root).map((fileElement) => ({
    language: fileElement.getAttribute('target-language') ?? undefined,
    names: [fileElement.getAttribute('original')].filter((name) => name !== null),
    units: descendants(fileElement, 'trans-unit', root).map((unit) =>
      readUnit(unit.getAttribute('id') ?? '', () => {
        // 1.2's <ph>, <x> … hold the code itself, or say it with equiv-text.
        const resolve: Resolve = (code) =>
          ['ph', 'x', 'it'].includes(code.localName ?? '')
            ? code.getAttribute('equiv-text') || (code.textContent ?? undefined) || undefined
            : undefined;
        const sourceElement = elements(unit).find((child) => child.localName === 'source');
        const targetElement = elements(unit).find((child) => child.localName === 'target');
        const state = targetElement?.getAttribute('state') || undefined;
        const approved = unit.getAttribute('approved') || undefined;
        return {
          source: sourceElement ? inlineText(sourceElement, resolve, ['mrk']) : undefined,
          target: targetElement ? inlineText(targetElement, resolve, ['mrk']) : undefined,
          finished: state !== undefined ? finishedStates.includes(state) : approved !== 'no',
        };
      }),
    ),
  }));
}
