// `npm run translations -- import <file>`: a translator's file back into locales/<code>.ts. Only a finished
// translation of today's English, for the file's language, is recorded as current; every other unit is named.
import { isLanguageCode, languageFromTag } from '../../locales/languages.ts';
import { setStrings, stringsOf } from './catalogue-source.ts';
import { ExchangeFileError, type IncomingFile, type IncomingUnit, placeholdersOf } from './exchange.ts';
import { readPo } from './po.ts';
import type { Flat } from './records.ts';
import { readXliff } from './xliff.ts';

/** Where catalogues and their records are read and written: the repository's locales/, or a test's copy. */
export interface CatalogueStore {
  readCatalogue(code: string): Promise<string>;
  /** Writes a catalogue's TypeScript, formatted as the repository formats it. */
  writeCatalogue(code: string, text: string): Promise<void>;
  readRecord(code: string): Promise<Flat>;
  writeRecord(code: string, record: Flat): Promise<void>;
}

/** written: recorded as translating today's English; unchanged: current, and the same text came back;
 * left: not a finished translation of today's English; refused: cannot be taken at all. */
interface Judged {
  readonly key: string;
  readonly verdict: 'written' | 'unchanged' | 'left' | 'refused';
  readonly why?: string;
  readonly target?: string;
}

/** The code of the language a file is for: from its target language, and refused if its names say another. */
function languageOf(file: IncomingFile, name: string): string {
  if (!file.language)
    throw new ExchangeFileError(`${name} names no target language (trgLang, target-language or Language): export it again`);
  const code = languageFromTag(file.language);
  if (!code || code === 'en') throw new ExchangeFileError(`${name}: ${file.language} is no language this site translates into`);
  const other = file.names.find((other) => {
    const named = /^locales\/(\w+)\.ts$/.exec(other)?.[1] ?? other;
    return (isLanguageCode(named) ? named : (languageFromTag(named) ?? code)) !== code;
  });
  if (other)
    throw new ExchangeFileError(
      `${name} is for ${file.language} (${code}) by its target language but names itself ${other}: which is it? Export it again`,
    );
  return code;
}

const characterNames: Record<string, string> = {
  '\u0000': 'NUL',
  '\r': 'carriage return',
  '\u202a': 'left-to-right embedding',
  '\u202b': 'right-to-left embedding',
  '\u202c': 'pop directional formatting',
  '\u202d': 'left-to-right override',
  '\u202e': 'right-to-left override',
  '\ufffd': 'replacement character: the file lost characters to a wrong encoding',
};
/** What no catalogue string may hold: controls other than tab and newline, bidi embeddings and overrides, U+FFFD. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters to refuse
const forbidden = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\ufffd-\uffff]/;

function judge(units: readonly IncomingUnit[], english: Flat, translated: Flat, record: Flat): Judged[] {
  const seen = new Set<string>();
  return units.map(({ key, source, target, finished, problem }): Judged => {
    const refused = (why: string): Judged => ({ key, verdict: 'refused', why });
    const left = (why: string): Judged => ({ key, verdict: 'left', why });
    if (!Object.hasOwn(english, key)) return refused('no key of English (a unit id a tool changed?)');
    if (seen.has(key)) return refused('appears twice in the file');
    seen.add(key);
    if (problem) return refused(problem);
    if (source !== english[key])
      return left('its source is not today’s English (a file made for older English): export it again');
    if (target === undefined || target.trim() === '') return left('no translation');
    const character = forbidden.exec(target)?.[0];
    if (character) {
      const point = `U+${character.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
      return refused(`the translation holds ${characterNames[character] ? `${point} (${characterNames[character]})` : point}`);
    }
    const want = placeholdersOf(source ?? '').join(', ');
    const got = placeholdersOf(target).join(', ');
    if (want !== got) return refused(`the placeholders are {{${got || '—'}}}, English's are {{${want || '—'}}}`);
    if (target === translated[key])
      return record[key] === source
        ? { key, verdict: 'unchanged' }
        : left(
            'the translation is the one already there, made for older English: translate it, or `confirm` it if it still holds',
          );
    if (!finished) return left('not marked finished (translated, reviewed, final; not fuzzy)');
    return { key, verdict: 'written', target };
  });
}

/** Reads a translator's file, whatever its format, into one entry per language file it holds. */
export function readExchangeFile(bytes: Uint8Array, name: string): IncomingFile[] {
  const again = 'save it as UTF-8 and import it again';
  if (bytes.length > 10 * 1024 * 1024) throw new ExchangeFileError(`${name} is over 10 MB: no exported file is that large`);
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
    throw new ExchangeFileError(`${name} is UTF-16: ${again}`);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ExchangeFileError(`${name} is not UTF-8 (Latin-1 or another legacy encoding?): ${again}`);
  }
  const declared = /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([^"']+)["']/.exec(text)?.[1];
  if (declared && !/^utf-?8$/i.test(declared)) throw new ExchangeFileError(`${name} declares encoding="${declared}": ${again}`);
  if (text.trimStart().startsWith('<')) return readXliff(text, name);
  if (/^(?:msgctxt|msgid)\s+"/m.test(text)) return readPo(text, name);
  throw new ExchangeFileError(`${name} is neither XLIFF (1.2, 2.0) nor PO`);
}

/** Writes what a file finished for today's English into its catalogue and record; logs every unit not
 * written, by key, and returns how many there are. */
export async function importExchangeFile(
  bytes: Uint8Array,
  name: string,
  english: Flat,
  store: CatalogueStore,
  log: (line: string) => void,
): Promise<number> {
  const files = readExchangeFile(bytes, name).map((file) => ({ file, code: languageOf(file, name) }));
  let notWritten = 0;
  for (const { file, code } of files) {
    const catalogue = await store.readCatalogue(code);
    const record = await store.readRecord(code);
    const judged = judge(file.units, english, stringsOf(catalogue, `${code}.ts`), record);
    const of = (verdict: Judged['verdict']) => judged.filter((unit) => unit.verdict === verdict);
    const written = of('written');
    if (written.length > 0) {
      const values = new Map(written.map(({ key, target }) => [key, target ?? '']));
      const edited = setStrings(catalogue, `${code}.ts`, values);
      const back = stringsOf(edited, `${code}.ts`);
      for (const [key, value] of values)
        if (back[key] !== value) throw new Error(`locales/${code}.ts: ${key} would not read back as written; nothing written`);
      await store.writeCatalogue(code, edited);
      for (const { key } of written) record[key] = english[key] ?? '';
      await store.writeRecord(code, record);
    }
    const keys = written.length > 0 ? ` (${written.map((unit) => unit.key).join(', ')})` : '';
    log(
      `${code}: ${written.length} written to locales/${code}.ts as translating today’s English${keys}; ${of('unchanged').length} unchanged, ${of('left').length} left, ${of('refused').length} refused`,
    );
    const notTaken = [...of('left'), ...of('refused')];
    for (const unit of notTaken) log(`${code}: ${unit.verdict.padEnd(7)} ${unit.key}: ${unit.why}`);
    notWritten += notTaken.length;
  }
  return notWritten;
}
