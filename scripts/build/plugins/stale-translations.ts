// A stale translation is never shown: as each catalogue is compiled, a string whose recorded English is not
// today's becomes undefined, and the page shows English there, as for a missing key (docs/translations.md).
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { inRepo } from '../../shared/paths.ts';
import { replaceValues, stringsOf } from '../../translations/catalogue-source.ts';
import { type Flat, readRecord, statusOf } from '../../translations/records.ts';

/** The keys of the catalogue in `code` (TypeScript) that translate an English no longer there. */
export const staleKeys = (code: string, file: string, english: Flat, record: Flat) =>
  statusOf(english, stringsOf(code, file), record).stale;

export function staleTranslationsPlugin({ offered }: { readonly offered: readonly string[] }): Plugin {
  const fallingBack = new Map<string, string[]>();
  return {
    name: 'stale-translations',
    enforce: 'pre',
    buildStart() {
      fallingBack.clear();
    },
    transform(code, id) {
      const language = /\/locales\/([a-z]{2})\.ts$/.exec(id)?.[1];
      if (!language || language === 'en') return null;
      const englishFile = inRepo('locales', 'en.ts');
      let record: Flat = {};
      try {
        record = readRecord(language);
      } catch (error) {
        // Every string of the language is then stale: the page shows English, and the build says why.
        this.warn((error as Error).message);
      }
      const stale = staleKeys(code, id, stringsOf(readFileSync(englishFile, 'utf8'), englishFile), record);
      if (stale.length === 0) return null;
      if (offered.includes(language)) fallingBack.set(language, stale);
      // Only string literals change, each in its place: the lines stay where they were.
      return { code: replaceValues(code, id, new Map(stale.map((key) => [key, 'undefined']))), map: null };
    },
    buildEnd() {
      for (const [language, keys] of fallingBack)
        this.warn(
          `${language}: ${keys.length} stale translation(s) shown in English until translated or confirmed: ${keys.join(', ')}`,
        );
    },
  };
}
