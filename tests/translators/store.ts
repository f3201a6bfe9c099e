// The catalogues as an import sees them, held in memory: tests import into these, never into locales/.
import { readFileSync } from 'node:fs';
import en from '../../locales/en.ts';
import { inRepo } from '../../scripts/shared/paths.ts';
import { stringsOf } from '../../scripts/translations/catalogue-source.ts';
import type { CatalogueStore } from '../../scripts/translations/import.ts';
import { type Flat, flatten, readRecord } from '../../scripts/translations/records.ts';

export const english = flatten(en);

export const catalogueSource = (code: string) => readFileSync(inRepo('locales', `${code}.ts`), 'utf8');

export interface MemoryStore extends CatalogueStore {
  readonly catalogues: Map<string, string>;
  readonly records: Map<string, Flat>;
  /** A catalogue's strings as they stand now. */
  strings(code: string): Flat;
}

/** The repository's catalogues and records, copied into memory on first read. */
export function memoryStore(
  overrides: { catalogues?: Record<string, string>; records?: Record<string, Flat> } = {},
): MemoryStore {
  const catalogues = new Map<string, string>(Object.entries(overrides.catalogues ?? {}));
  const records = new Map<string, Flat>(Object.entries(overrides.records ?? {}));
  const catalogue = (code: string) => catalogues.get(code) ?? catalogueSource(code);
  return {
    catalogues,
    records,
    strings: (code) => stringsOf(catalogue(code), `${code}.ts`),
    readCatalogue: async (code) => catalogue(code),
    writeCatalogue: async (code, text) => {
      catalogues.set(code, text);
    },
    readRecord: async (code) => ({ ...(records.get(code) ?? readRecord(code)) }),
    writeRecord: async (code, record) => {
      records.set(code, { ...record });
    },
  };
}

/** English as it would be after a change: the keys given say something new. */
export const englishChangedAt = (changes: Flat): Flat => ({ ...english, ...changes });

export const bytes = (text: string) => new TextEncoder().encode(text);
