import en, { type Catalogue } from './en.ts';
import type { LanguageCode } from './languages.ts';

export { en };

/** Dotted paths to every message, e.g. `'hero.title'`. */
export type MessageKey = PathsOf<Catalogue>;
type PathsOf<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${PathsOf<T[K]>}`;
}[keyof T & string];

// One chunk per catalogue, English excepted: it ships in the entry as the fallback.
const loaders = import.meta.glob<{ default: Catalogue }>(['./??.ts', '!./en.ts']);

const cache = new Map<LanguageCode, Promise<Catalogue>>();

/** Loads a catalogue once; a failed load is forgotten so that a later attempt can succeed. */
export function loadCatalogue(code: LanguageCode): Promise<Catalogue> {
  if (code === 'en') return Promise.resolve(en);
  const cached = cache.get(code);
  if (cached) return cached;
  const loader = loaders[`./${code}.ts`];
  if (!loader) return Promise.reject(new Error(`No catalogue for language "${code}"`));
  const pending = loader().then((module) => module.default);
  cache.set(code, pending);
  pending.catch(() => cache.delete(code));
  return pending;
}
