// The headline figures as every page shows them, formatted here by the build (docs/decisions.md, "The
// headline figures are formatted by the build"): the page makes no formatter while it wakes up, and
// every browser shows the same text.
import { type LanguageCode, numberLocale } from '../../locales/languages.ts';
import { type HeadlineFigureTexts, headlineFigures } from '../../src/headlineFigures.ts';

/** `10M+`, `10 Mio.+`, `1000万+`: compact for the locale, with a plus. */
export function formatFigure(value: number, locale: string): string {
  return `${new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value)}+`;
}

/** The headline figures in each of `languages`: what `__HEADLINE_FIGURE_TEXTS__` holds. */
export function formatHeadlineFigures(languages: readonly LanguageCode[]): HeadlineFigureTexts {
  return Object.fromEntries(
    languages.map((code) => [code, headlineFigures.map(({ value }) => formatFigure(value, numberLocale(code)))]),
  );
}
