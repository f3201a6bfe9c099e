// The headline figures as the build formats them for every page (scripts/build/headline-figures.ts): compact
// for the language, Latin digits, with a plus. The page and its tests take these texts; this is where the
// formatting itself is checked, on values of its own.
import { describe, expect, it } from 'vitest';
import { languages, numberLocale } from '../../locales/languages.ts';
import { formatFigure, formatHeadlineFigures } from '../../scripts/build/headline-figures.ts';
import { headlineFigures } from '../../src/headlineFigures.ts';

describe('formatFigure', () => {
  it.each([
    ['en', 10_000_000, '10M+'],
    ['en', 100_000, '100K+'],
    ['en', 1_500_000, '1.5M+'],
    // Node writes the compact millions with a no-break space
    ['de', 10_000_000, '10\u00a0Mio.+'],
    ['de', 100_000, '100.000+'],
    ['cn', 80_000_000, '8000万+'],
    ['vi', 100_000, '100\u00a0N+'],
    // Latin digits where the locale's own would be others
    ['ar', 10_000_000, '10\u00a0مليون+'],
    ['hi', 100_000, '1\u00a0लाख+'],
  ] as const)('%s: %d reads %s', (code, value, text) => {
    expect(formatFigure(value, numberLocale(code))).toBe(text);
  });
});

describe('formatHeadlineFigures', () => {
  it('gives every language a text for each figure of the list, in its order', () => {
    const codes = languages.map(({ code }) => code);
    const texts = formatHeadlineFigures(codes);
    for (const code of codes) {
      expect(texts[code]).toHaveLength(headlineFigures.length);
      expect(texts[code], code).toEqual(headlineFigures.map(({ value }) => formatFigure(value, numberLocale(code))));
    }
  });
});
