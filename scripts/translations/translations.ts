// `npm run translations [-- export|import|confirm …]`: where every language stands against today's English,
// and the loop with translators (docs/translations.md says each command).
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import en from '../../locales/en.ts';
import { isLanguageCode, type LanguageCode, languageInfo, languages } from '../../locales/languages.ts';
import { isMain } from '../shared/is-main.ts';
import { inRepo } from '../shared/paths.ts';
import { stringsOf } from './catalogue-source.ts';
import { ExchangeFileError, type ExchangeFormat, formats, type OutgoingUnit } from './exchange.ts';
import { type CatalogueStore, importExchangeFile } from './import.ts';
import { writePo } from './po.ts';
import { type Flat, flatten, readRecord, statusOf, writeRecord } from './records.ts';
import { writeXliff2, writeXliff12 } from './xliff.ts';

/** A wrong call: the message says what to do. */
class TranslationsError extends Error {}

const english = flatten(en);
const others = languages.map((language) => language.code).filter((code) => code !== 'en');
const cataloguePath = (code: string) => inRepo('locales', `${code}.ts`);
const translationsOf = async (code: string) => stringsOf(await readFile(cataloguePath(code), 'utf8'), cataloguePath(code));

function languageArgument(code: string | undefined): LanguageCode {
  if (!code || !isLanguageCode(code) || code === 'en')
    throw new TranslationsError(`not a language to translate into: ${code ?? '(none)'}`);
  return code;
}

/** Prints every language's counts and each stale or missing key with its languages; how many are not current. */
async function report(): Promise<number> {
  const statusOfLanguage = async (code: string) => ({ code, ...statusOf(english, await translationsOf(code), readRecord(code)) });
  const statuses = await Promise.all(others.map(statusOfLanguage));
  console.log('language  current  stale  missing');
  for (const { code, current, stale, missing } of statuses)
    console.log(
      `${code.padEnd(9)} ${String(current.length).padStart(7)} ${String(stale.length).padStart(6)} ${String(missing.length).padStart(8)}`,
    );
  for (const key of new Set(statuses.flatMap(({ stale, missing }) => [...stale, ...missing]))) {
    const where = (kind: 'stale' | 'missing') => statuses.flatMap((status) => (status[kind].includes(key) ? [status.code] : []));
    if (where('stale').length > 0)
      console.log(`stale   ${key}: ${where('stale').join(' ')} (English changed since they were translated)`);
    if (where('missing').length > 0) console.log(`missing ${key}: ${where('missing').join(' ')}`);
  }
  const notCurrent = statuses.reduce((sum, { stale, missing }) => sum + stale.length + missing.length, 0);
  console.log(
    notCurrent === 0
      ? '✓ every translation translates today’s English'
      : `✗ ${notCurrent} translation(s) stale or missing: export them for translators (npm run translations -- export <lang> <file>), or confirm those an English change left right (… confirm <lang> <key>)`,
  );
  return notCurrent;
}

/** Each stale and missing key, and each of `also` (a review's findings, say), as sent to translators. */
export function unitsToTranslate(english: Flat, translated: Flat, record: Flat, also: readonly string[] = []): OutgoingUnit[] {
  const { stale, missing } = statusOf(english, translated, record);
  for (const key of also) if (!Object.hasOwn(english, key)) throw new TranslationsError(`${key} is no key of English`);
  return [...new Set([...stale, ...missing, ...also])].map((key) => {
    const source = english[key] ?? '';
    if (!Object.hasOwn(translated, key)) return { key, source, current: false };
    const current = record[key] === source;
    const translatedFrom = current ? undefined : record[key];
    return { key, source, target: translated[key] ?? '', ...(translatedFrom === undefined ? {} : { translatedFrom }), current };
  });
}

/** A file for translators in `format`. */
export function exchangeFile(format: ExchangeFormat, code: LanguageCode, units: readonly OutgoingUnit[]): string {
  return { xliff2: writeXliff2, 'xliff1.2': writeXliff12, po: writePo }[format](code, languageInfo(code).tag, units);
}

/** A file for translators in `format`, or `undefined` when there is nothing to translate. */
export async function exportLanguage(code: LanguageCode, format: ExchangeFormat = 'xliff2', also: readonly string[] = []) {
  const units = unitsToTranslate(english, await translationsOf(code), readRecord(code), also);
  return units.length === 0 ? undefined : exchangeFile(format, code, units);
}

/** A catalogue's TypeScript as Biome formats it (long strings on their own line), so that `npm run lint` stays green. */
export const formatCatalogue = (code: string, text: string) =>
  execFileSync(inRepo('node_modules', '.bin', 'biome'), ['format', `--stdin-file-path=locales/${code}.ts`], {
    cwd: inRepo(),
    input: text,
    encoding: 'utf8',
  });

const repoStore: CatalogueStore = {
  readCatalogue: (code) => readFile(cataloguePath(code), 'utf8'),
  writeCatalogue: (code, text) => writeFile(cataloguePath(code), formatCatalogue(code, text)),
  readRecord: async (code) => readRecord(code),
  writeRecord: async (code, record) => writeRecord(code, record, english),
};

/** Writes a translator's file into its catalogue (import.ts); how many units it did not write. */
export const importFile = (bytes: Uint8Array, name: string, log = console.log, store = repoStore) =>
  importExchangeFile(bytes, name, english, store, log);

/** Records `keys` of `code` (its stale ones by default) as still right for today's English. */
async function confirm(code: string, keys: readonly string[]): Promise<void> {
  const translated = await translationsOf(code);
  const record = readRecord(code);
  const chosen = keys.length > 0 ? keys : statusOf(english, translated, record).stale;
  for (const key of chosen) {
    if (!Object.hasOwn(translated, key)) throw new TranslationsError(`${code}: ${key} has no translation to confirm`);
    record[key] = english[key] ?? '';
  }
  writeRecord(code, record, english);
  console.log(
    `${code}: ${chosen.length} translation(s) confirmed for today’s English${chosen.length > 0 ? `: ${chosen.join(', ')}` : ''}`,
  );
}

if (isMain(import.meta.url)) {
  const [command, ...rest] = process.argv.slice(2);
  try {
    if (!command) process.exitCode = (await report()) > 0 ? 1 : 0;
    else if (command === 'export') {
      const [code, file, ...more] = rest;
      const formatAt = more.indexOf('--format');
      const format = formatAt >= 0 ? more[formatAt + 1] : 'xliff2';
      const keys = more.filter((_, i) => formatAt < 0 || (i !== formatAt && i !== formatAt + 1));
      if (!file || !formats.includes(format as ExchangeFormat))
        throw new TranslationsError(`export <lang> <file> [--format ${formats.join('|')}] [key…]`);
      const text = await exportLanguage(languageArgument(code), format as ExchangeFormat, keys);
      if (text === undefined) console.log(`${code}: nothing to translate (no key stale or missing); no file written`);
      else {
        await writeFile(file, text);
        console.log(
          `${code}: its stale and missing keys${keys.length > 0 ? ` and ${keys.join(', ')}` : ''} → ${file} (${format})`,
        );
      }
    } else if (command === 'import') {
      if (!rest[0]) throw new TranslationsError('import <file>');
      const notWritten = await importFile(await readFile(rest[0]), rest[0]);
      if (notWritten > 0) {
        console.error(`translations: ${notWritten} unit(s) of ${rest[0]} not written, each named above`);
        process.exitCode = 1;
      }
    } else if (command === 'confirm') {
      const [which, ...keys] = rest;
      for (const code of which === 'all' ? others : [languageArgument(which)]) await confirm(code, keys);
    } else throw new TranslationsError(`no command ${command}: export, import or confirm`);
  } catch (error) {
    const known = error instanceof TranslationsError || error instanceof ExchangeFileError;
    console.error(`translations: ${known ? error.message : error instanceof Error ? error.stack : String(error)}`);
    process.exitCode = 1;
  }
}
