import en, { type Catalogue } from './en.ts';
import { defaultLanguage, type LanguageCode } from './languages.ts';

export { en };

/** Dotted paths to every message, e.g. `'hero.title'`. */
export type MessageKey = PathsOf<Catalogue>;
type PathsOf<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${PathsOf<T[K]>}`;
}[keyof T & string];

// One chunk per catalogue, English excepted: it ships with the app as the fallback.
const loaders = import.meta.glob<{ default: Catalogue }>(['./??.ts', '!./en.ts']);

/** Loads a catalogue's chunk; the language machine keeps what came (its `loaded`), the page's one cache. */
export function loadCatalogue(code: LanguageCode): Promise<Catalogue> {
  if (code === defaultLanguage) return Promise.resolve(en);
  const loader = loaders[`./${code}.ts`];
  if (!loader) return Promise.reject(new Error(`No catalogue for language "${code}"`));
  return loader().then((module) => module.default);
}
