// `npm run translations -- import <file>`: a translator's file back into locales/<code>.ts. A translation is
// recorded as current only when it was made for today's English, for this catalogue's language, and
// finished; every other unit is named and left as it was (issue 39).
import { isLanguageCode, languageFromTag } from '../../locales/languages.ts';
import { setStrings, stringsOf } from './catalogue-source.ts';
import { decodeUtf8, ExchangeFileError, formatOf, type IncomingFile, type IncomingUnit } from './exchange.ts';
import { readPo } from './po.ts';
import { type Flat, placeholdersOf } from './records.ts';
import { readXliff2, readXliff12 } from './xliff.ts';

/** Where catalogues and their records are read and written: the repository's locales/, or a test's copy. */
export interface CatalogueStore {
  readCatalogue(code: string): Promise<string>;
  /** Writes a catalogue's TypeScript, formatted as the repository formats it. */
  writeCatalogue(code: string, text: string): Promise<void>;
  readRecord(code: string): Promise<Flat>;
  writeRecord(code: string, record: Flat): Promise<void>;
}

export type Verdict =
  /** Recorded as translating today's English. */
  | 'written'
  /** Already current, and the same text came back. */
  | 'unchanged'
  /** Not a finished translation of today's English: the catalogue keeps what it had. */
  | 'left'
  /** Cannot be taken at all (no such key, placeholders changed, characters no catalogue may hold). */
  | 'refused';

export interface Judged {
  readonly key: string;
  readonly verdict: Verdict;
  readonly why?: string;
  readonly target?: string;
}

/** The code of the language a file is for: from its target language, and refused if its names say another. */
export function languageOf(file: IncomingFile, name: string): string {
  if (!file.language)
    throw new ExchangeFileError(`${name} names no target language (trgLang, target-language or Language): export it again`);
  const code = languageFromTag(file.language);
  if (!code || code === 'en') throw new ExchangeFileError(`${name}: ${file.language} is no language this site translates into`);
  for (const other of file.names) {
    const named = /^locales\/(\w+)\.ts$/.exec(other)?.[1] ?? other;
    const namedCode = isLanguageCode(named) ? named : languageFromTag(named);
    if (namedCode !== undefined && namedCode !== code)
      throw new ExchangeFileError(
        `${name} is for ${file.language} (${code}) by its target language but names itself ${other}: which is it? Export it again`,
      );
  }
  return code;
}

const characterNames: Record<number, string> = {
  0: 'NUL',
  13: 'carriage return',
  8234: 'left-to-right embedding',
  8235: 'right-to-left embedding',
  8236: 'pop directional formatting',
  8237: 'left-to-right override',
  8238: 'right-to-left override',
  65533: 'replacement character: the file lost characters to a wrong encoding',
};

/** The first character no catalogue string may hold (controls other than tab and newline, bidi overrides, U+FFFD), named. */
export function forbiddenCharacter(text: string): string | undefined {
  for (const character of text) {
    const point = character.codePointAt(0) ?? 0;
    const control = (point < 0x20 && point !== 0x09 && point !== 0x0a) || (point >= 0x7f && point <= 0x9f);
    if (control || (point >= 0x202a && point <= 0x202e) || point === 0xfffd || point === 0xfffe || point === 0xffff) {
      const code = `U+${point.toString(16).toUpperCase().padStart(4, '0')}`;
      return characterNames[point] ? `${code} (${characterNames[point]})` : code;
    }
  }
  return undefined;
}

/** What becomes of each unit of a file for one language, against today's English and the catalogue. */
export function judge(
  units: readonly IncomingUnit[],
  english: ReadonlyMap<string, string>,
  translated: ReadonlyMap<string, string>,
  record: ReadonlyMap<string, string>,
): Judged[] {
  const seen = new Set<string>();
  return units.map((unit): Judged => {
    const { key } = unit;
    const source = english.get(key);
    if (source === undefined) return { key, verdict: 'refused', why: 'no key of English (a unit id a tool changed?)' };
    if (seen.has(key)) return { key, verdict: 'refused', why: 'appears twice in the file' };
    seen.add(key);
    if (unit.problem) return { key, verdict: 'refused', why: unit.problem };
    if (unit.source !== source)
      return { key, verdict: 'left', why: 'its source is not today’s English (a file made for older English): export it again' };
    const target = unit.target;
    if (target === undefined || target.trim() === '') return { key, verdict: 'left', why: 'no translation' };
    const forbidden = forbiddenCharacter(target);
    if (forbidden) return { key, verdict: 'refused', why: `the translation holds ${forbidden}` };
    const want = placeholdersOf(source).join(', ');
    const got = placeholdersOf(target).join(', ');
    if (want !== got)
      return { key, verdict: 'refused', why: `the placeholders are {{${got || '—'}}}, English's are {{${want || '—'}}}` };
    if (target === translated.get(key)) {
      if (record.get(key) === source) return { key, verdict: 'unchanged' };
      return {
        key,
        verdict: 'left',
        why: 'the translation is the one already there, made for older English: translate it, or `confirm` it if it still holds',
      };
    }
    if (!unit.finished) return { key, verdict: 'left', why: 'not marked finished (translated, reviewed, final; not fuzzy)' };
    return { key, verdict: 'written', target };
  });
}

/** Reads a translator's file, whatever its format, into one entry per language file it holds. */
export function readExchangeFile(bytes: Uint8Array, name: string): IncomingFile[] {
  if (bytes.length > 10 * 1024 * 1024) throw new ExchangeFileError(`${name} is over 10 MB: no exported file is that large`);
  const text = decodeUtf8(bytes, name);
  const format = formatOf(text, name);
  return format === 'po' ? readPo(text, name) : format === 'xliff2' ? readXliff2(text, name) : readXliff12(text, name);
}

/**
 * Writes what a file finished for today's English into its catalogue and record; logs every unit not
 * written, by key, and returns how many there are (refused or left).
 */
export async function importExchangeFile(
  bytes: Uint8Array,
  name: string,
  english: Flat,
  store: CatalogueStore,
  log: (line: string) => void,
): Promise<number> {
  const files = readExchangeFile(bytes, name).map((file) => ({ file, code: languageOf(file, name) }));
  const englishByKey = new Map(Object.entries(english));
  let notWritten = 0;
  for (const { file, code } of files) {
    const catalogue = await store.readCatalogue(code);
    const translated = new Map(Object.entries(stringsOf(catalogue, `${code}.ts`)));
    const record = await store.readRecord(code);
    const judged = judge(file.units, englishByKey, translated, new Map(Object.entries(record)));
    const written = judged.filter((unit) => unit.verdict === 'written');
    if (written.length > 0) {
      const values = new Map(written.map(({ key, target }) => [key, target ?? '']));
      const edited = setStrings(catalogue, `${code}.ts`, values);
      const back = stringsOf(edited, `${code}.ts`);
      for (const [key, value] of values)
        if (back[key] !== value) throw new Error(`locales/${code}.ts: ${key} would not read back as written; nothing written`);
      await store.writeCatalogue(code, edited);
      for (const { key } of written) record[key] = englishByKey.get(key) ?? '';
      await store.writeRecord(code, record);
    }
    const count = (verdict: Verdict) => judged.filter((unit) => unit.verdict === verdict);
    log(
      `${code}: ${written.length} written to locales/${code}.ts as translating today’s English${written.length > 0 ? ` (${written.map((unit) => unit.key).join(', ')})` : ''}; ${count('unchanged').length} unchanged, ${count('left').length} left, ${count('refused').length} refused`,
    );
    for (const unit of [...count('left'), ...count('refused')])
      log(`${code}: ${unit.verdict.padEnd(7)} ${unit.key}: ${unit.why}`);
    notWritten += count('left').length + count('refused').length;
  }
  return notWritten;
}
