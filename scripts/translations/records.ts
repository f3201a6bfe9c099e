// What each translation translates: locales/translated-from/<code>.json records, per dotted key, the
// English text a language's string was made from. A string whose English has changed since is stale:
// it says what English no longer says, and is shown in English until translated again or confirmed.
import { readFile, writeFile } from 'node:fs/promises';
import { inRepo } from '../shared/paths.ts';

/** A catalogue, flat: dotted key → string. */
export type Flat = Record<string, string>;

/** `catalogue` flat (`hero.title` → its string); keys without a string (undefined) are left out. */
export function flatten(value: unknown, prefix = '', into: Flat = {}): Flat {
  for (const [key, child] of Object.entries((value ?? {}) as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') into[path] = child;
    else if (child && typeof child === 'object') flatten(child, path, into);
  }
  return into;
}

export interface Status {
  readonly current: string[];
  /** Translated from an English that has changed since (or from nothing on record). */
  readonly stale: string[];
  /** In English, not in the catalogue. */
  readonly missing: string[];
}

/** Where each of English's keys stands in a language: current, stale or missing. */
export function statusOf(english: Flat, translated: Flat, record: Flat): Status {
  const status: { current: string[]; stale: string[]; missing: string[] } = { current: [], stale: [], missing: [] };
  for (const [key, source] of Object.entries(english)) {
    if (!(key in translated)) status.missing.push(key);
    else if (record[key] === source) status.current.push(key);
    else status.stale.push(key);
  }
  return status;
}

export const recordPath = (code: string) => inRepo('locales', 'translated-from', `${code}.json`);

export async function readRecord(code: string): Promise<Flat> {
  const text = await readFile(recordPath(code), 'utf8').catch(() => '{}');
  const record: unknown = JSON.parse(text);
  if (typeof record !== 'object' || record === null || Array.isArray(record))
    throw new Error(`${recordPath(code)} is not an object of dotted keys and English texts`);
  return record as Flat;
}

/** Writes a record, one key a line in English's order, for diffs that read like the change. */
export async function writeRecord(code: string, record: Flat, english: Flat): Promise<void> {
  const ordered = Object.fromEntries(
    Object.keys(english)
      .filter((key) => key in record)
      .map((key) => [key, record[key]]),
  );
  await writeFile(recordPath(code), `${JSON.stringify(ordered, null, 2)}\n`);
}

/** The placeholders of a message (`{{brand}}`), sorted: a translation must keep English's. */
export const placeholdersOf = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
