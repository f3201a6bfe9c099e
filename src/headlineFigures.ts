import { type LanguageCode, numberLocale } from '../locales/languages.ts';

/** The headline figures: 10 million products, 100,000 merchants, 80 million users (keys of the `stats` catalogue). */
export const headlineFigures = [
  { key: 'products', value: 10_000_000 },
  { key: 'merchants', value: 100_000 },
  { key: 'users', value: 80_000_000 },
] as const;

/**
 * `10M+`, `10 Mio.+`, `1000万+`: compact for the locale, with a plus. Run by the build (vite.config.ts), whose
 * texts the page shows: a compact formatter takes a phone's main thread tens of milliseconds to make, and
 * each browser's locale data says it a little differently (docs/decisions.md, "The headline figures are
 * formatted by the build").
 */
export function formatFigure(value: number, locale: string): string {
  return `${new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value)}+`;
}

/** The headline figures in each of `languages`, as `formatFigure` writes them: what `__HEADLINE_FIGURES__` holds. */
export function figureTexts(languages: readonly LanguageCode[]): FigureTexts {
  return Object.fromEntries(
    languages.map((code) => [code, headlineFigures.map(({ value }) => formatFigure(value, numberLocale(code)))]),
  );
}

/** Each offered language's three figure texts, in the order of `headlineFigures`. */
export type FigureTexts = Readonly<Partial<Record<LanguageCode, readonly string[]>>>;
