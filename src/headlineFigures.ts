import type { LanguageCode } from '../locales/languages.ts';

/** The headline figures: 10 million products, 100,000 merchants, 80 million users (keys of the catalogues' `headlineFigures` section). */
export const headlineFigures = [
  { key: 'products', value: 10_000_000 },
  { key: 'merchants', value: 100_000 },
  { key: 'users', value: 80_000_000 },
] as const;

/** Each offered language's figure texts, in the order of `headlineFigures` (scripts/build/headline-figures.ts). */
export type HeadlineFigureTexts = Readonly<Partial<Record<LanguageCode, readonly string[]>>>;
