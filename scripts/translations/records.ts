// locales/translated-from/<code>.json records, per dotted key, the English a language's string was made
// from: a string whose English has changed since is stale, and shown in English until translated again.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { inRepo } from '../shared/paths.ts';
import { ExchangeFileError } from './exchange.ts';

/** A catalogue, flat: dotted key → string. */
export type Flat = Record<string, string>;

/** `catalogue` flat (`hero.title` → its string). */
export function flatten(value: object, prefix = '', into: Flat = {}): Flat {
  for (const [key, child] of Object.entries(value)) {
    if (typeof child === 'string') into[`${prefix}${key}`] = child;
    else if (child && typeof child === 'object') flatten(child, `${prefix}${key}.`, into);
  }
  return into;
}

/** Where each of English's keys stands in a language: current, stale (English changed since), or missing. */
export function statusOf(english: Flat, translated: Flat, record: Flat) {
  const status = { current: [] as string[], stale: [] as string[], missing: [] as string[] };
  for (const [key, source] of Object.entries(english)) {
    if (!Object.hasOwn(translated, key)) status.missing.push(key);
    else if (record[key] === source) status.current.push(key);
    else status.stale.push(key);
  }
  return status;
}

const recordPath = (code: string) => inRepo('locales', 'translated-from', `${code}.json`);

/** A record's text, read; a broken one is refused by name. */
export function parseRecord(code: string, text: string): Flat {
  const broken = (why: string) => new ExchangeFileError(`locales/translated-from/${code}.json ${why}: restore it with git`);
  let record: unknown;
  try {
    record = JSON.parse(text);
  } catch (error) {
    throw broken(`is not JSON (${(error as Error).message})`);
  }
  if (
    typeof record !== 'object' ||
    record === null ||
    Array.isArray(record) ||
    Object.values(record).some((v) => typeof v !== 'string')
  )
    throw broken('is not an object of dotted keys and English strings');
  return record as Flat;
}

export const readRecord = (code: string): Flat =>
  existsSync(recordPath(code)) ? parseRecord(code, readFileSync(recordPath(code), 'utf8')) : {};

/** Writes a record, one key a line in English's order, for diffs that read like the change. */
export function writeRecord(code: string, record: Flat, english: Flat): void {
  const ordered = Object.fromEntries(Object.keys(english).flatMap((key) => (key in record ? [[key, record[key]]] : [])));
  writeFileSync(recordPath(code), `${JSON.stringify(ordered, null, 2)}\n`);
}
