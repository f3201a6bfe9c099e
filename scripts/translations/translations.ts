// `npm run translations [-- <command>]`: where every language's translations stand against today's
// English, and the loop with translators (docs/translations.md).
//
//   npm run translations                          each language: current, stale, missing; exits 1 on any
//   npm run translations -- export <lang> <file> [key…]  its stale and missing keys (and those named), as XLIFF 2.0
//   npm run translations -- import <file>         the targets of an XLIFF file into locales/<lang>.ts
//   npm run translations -- confirm <lang|all> [key…]  its translations still right for today's English
import { readFile, writeFile } from 'node:fs/promises';
import xliff from 'xliff';
import en from '../../locales/en.ts';
import { isLanguageCode, type LanguageCode, languageInfo, languages } from '../../locales/languages.ts';
import { isMain } from '../shared/is-main.ts';
import { inRepo } from '../shared/paths.ts';
import { setStrings, stringsOf } from './catalogue-source.ts';
import { type Flat, flatten, placeholdersOf, readRecord, statusOf, writeRecord } from './records.ts';

/** A wrong call or file: the message says what to do. */
export class TranslationsError extends Error {
  override name = 'TranslationsError';
}

const english = flatten(en);
const others = languages.map((language) => language.code).filter((code) => code !== 'en');
const cataloguePath = (code: string) => inRepo('locales', `${code}.ts`);

async function translationsOf(code: string): Promise<Flat> {
  const file = cataloguePath(code);
  return stringsOf(await readFile(file, 'utf8'), file);
}

function languageArgument(code: string | undefined): LanguageCode {
  if (!code || !isLanguageCode(code) || code === 'en')
    throw new TranslationsError(`not a language to translate into: ${code ?? '(none)'}`);
  return code;
}

/** Prints every language's counts and each stale or missing key with its languages; how many are not current. */
export async function report(log: (line: string) => void = console.log): Promise<number> {
  const byKey = new Map<string, { stale: string[]; missing: string[] }>();
  let notCurrent = 0;
  log('language  current  stale  missing');
  for (const code of others) {
    const { current, stale, missing } = statusOf(english, await translationsOf(code), await readRecord(code));
    log(
      `${code.padEnd(9)} ${String(current.length).padStart(7)} ${String(stale.length).padStart(6)} ${String(missing.length).padStart(8)}`,
    );
    for (const [kind, keys] of [
      ['stale', stale],
      ['missing', missing],
    ] as const) {
      for (const key of keys) {
        const entry = byKey.get(key) ?? { stale: [], missing: [] };
        entry[kind].push(code);
        byKey.set(key, entry);
      }
    }
    notCurrent += stale.length + missing.length;
  }
  for (const [key, { stale, missing }] of byKey) {
    if (stale.length > 0) log(`stale   ${key}: ${stale.join(' ')} (English changed since they were translated)`);
    if (missing.length > 0) log(`missing ${key}: ${missing.join(' ')}`);
  }
  log(
    notCurrent === 0
      ? '✓ every translation translates today’s English'
      : `✗ ${notCurrent} translation(s) stale or missing: export them for translators (npm run translations -- export <lang> <file>), or confirm those an English change left right (… confirm <lang> <key>)`,
  );
  return notCurrent;
}

/**
 * The XLIFF 2.0 of `code`'s stale and missing keys, and of `also` (a review's findings, say): source
 * today's English, target today's translation.
 */
export async function exportLanguage(code: LanguageCode, also: readonly string[] = []): Promise<string> {
  const translated = await translationsOf(code);
  const record = await readRecord(code);
  const { stale, missing } = statusOf(english, translated, record);
  for (const key of also) if (!(key in english)) throw new TranslationsError(`${key} is no key of English`);
  const units = Object.fromEntries(
    [...new Set([...stale, ...missing, ...also])].map((key) => [
      key,
      {
        source: english[key] ?? '',
        ...(key in translated ? { target: translated[key] } : {}),
        ...(record[key] !== undefined ? { note: `Translated from: ${record[key]}` } : {}),
      },
    ]),
  );
  return xliff.js2xliff({ sourceLanguage: 'en', targetLanguage: languageInfo(code).tag, resources: { [code]: units } });
}

/** Writes an XLIFF file's targets into their catalogue and records them as translating today's English. */
export async function importFile(text: string, log: (line: string) => void = console.log): Promise<void> {
  const document = await xliff.xliff2js(text);
  for (const [code, units] of Object.entries(document.resources)) {
    languageArgument(code);
    const values = new Map<string, string>();
    for (const [key, unit] of Object.entries(units)) {
      const source = english[key];
      if (source === undefined) throw new TranslationsError(`${code}: ${key} is no key of English`);
      if (typeof unit.target !== 'string' || unit.target.trim() === '') continue;
      const want = placeholdersOf(source).join(', ');
      const got = placeholdersOf(unit.target).join(', ');
      if (want !== got) {
        throw new TranslationsError(`${code}: ${key}: the placeholders are {{${got || '—'}}}, English's are {{${want || '—'}}}`);
      }
      values.set(key, unit.target);
    }
    const file = cataloguePath(code);
    await writeFile(file, setStrings(await readFile(file, 'utf8'), file, values));
    const record = await readRecord(code);
    for (const key of values.keys()) record[key] = english[key] ?? '';
    await writeRecord(code, record, english);
    log(`${code}: ${values.size} translation(s) written to locales/${code}.ts, recorded as translating today’s English`);
  }
}

/** Records `keys` of `code` (its stale ones by default) as still right for today's English. */
export async function confirm(code: string, keys: readonly string[], log: (line: string) => void = console.log): Promise<void> {
  const translated = await translationsOf(code);
  const record = await readRecord(code);
  const chosen = keys.length > 0 ? keys : statusOf(english, translated, record).stale;
  for (const key of chosen) {
    if (!(key in translated)) throw new TranslationsError(`${code}: ${key} has no translation to confirm`);
    record[key] = english[key] ?? '';
  }
  await writeRecord(code, record, english);
  log(
    `${code}: ${chosen.length} translation(s) confirmed for today’s English${chosen.length > 0 ? `: ${chosen.join(', ')}` : ''}`,
  );
}

if (isMain(import.meta.url)) {
  const [command, ...rest] = process.argv.slice(2);
  try {
    if (!command) process.exitCode = (await report()) > 0 ? 1 : 0;
    else if (command === 'export') {
      const [code, file, ...keys] = rest;
      if (!file) throw new TranslationsError('export <lang> <file> [key…]');
      await writeFile(file, await exportLanguage(languageArgument(code), keys));
      console.log(`${code}: its stale and missing keys${keys.length > 0 ? ` and ${keys.join(', ')}` : ''} → ${file}`);
    } else if (command === 'import') {
      if (!rest[0]) throw new TranslationsError('import <file>');
      await importFile(await readFile(rest[0], 'utf8'));
    } else if (command === 'confirm') {
      const [which, ...keys] = rest;
      for (const code of which === 'all' ? others : [languageArgument(which)]) await confirm(code, keys);
    } else throw new TranslationsError(`no command ${command}: export, import or confirm`);
  } catch (error) {
    console.error(
      `translations: ${error instanceof TranslationsError ? error.message : error instanceof Error ? error.stack : String(error)}`,
    );
    process.exitCode = 1;
  }
}
