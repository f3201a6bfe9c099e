// A stale translation is never shown: as each catalogue is compiled, every string whose recorded English
// (locales/translated-from/<code>.json) is not today's English becomes undefined, so the page shows
// English there, as for a missing key (locales/translate.ts). The client's chunks, the server build the
// prerender renders every language with, and Vitest all read the catalogues through it. The build says
// which keys of which offered languages fall back this way.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { inRepo } from '../shared/paths.ts';
import { replaceValues, stringsOf } from './catalogue-source.ts';
import { type Flat, recordPath, statusOf } from './records.ts';

const readJson = (file: string): Flat => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Flat;
  } catch {
    return {};
  }
};

/** The keys of the catalogue in `code` (TypeScript) that translate an English no longer there. */
export function staleKeys(code: string, file: string, english: Flat, record: Flat): string[] {
  return statusOf(english, stringsOf(code, file), record).stale;
}

export function staleTranslationsPlugin({ offered }: { readonly offered: readonly string[] }): Plugin {
  const catalogue = /\/locales\/([a-z]{2})\.ts$/;
  const fallingBack = new Map<string, string[]>();
  return {
    name: 'stale-translations',
    enforce: 'pre',
    buildStart() {
      fallingBack.clear();
    },
    transform(code, id) {
      const language = catalogue.exec(id)?.[1];
      if (!language || language === 'en') return null;
      const englishFile = inRepo('locales', 'en.ts');
      const english = stringsOf(readFileSync(englishFile, 'utf8'), englishFile);
      const stale = staleKeys(code, id, english, readJson(recordPath(language)));
      if (stale.length === 0) return null;
      if (offered.includes(language)) fallingBack.set(language, stale);
      // Only string literals change, each in its place: the lines stay where they were.
      return { code: replaceValues(code, id, new Map(stale.map((key) => [key, 'undefined']))), map: null };
    },
    buildEnd() {
      for (const [language, keys] of fallingBack) {
        this.warn(
          `${language}: ${keys.length} stale translation(s) shown in English until translated or confirmed: ${keys.join(', ')}`,
        );
      }
    },
  };
}
