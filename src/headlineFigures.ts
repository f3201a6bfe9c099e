/** The headline figures: 10 million products, 100,000 merchants, 80 million users (keys of the `stats` catalogue). */
export const headlineFigures = [
  { key: 'products', value: 10_000_000 },
  { key: 'merchants', value: 100_000 },
  { key: 'users', value: 80_000_000 },
] as const;

const formatters = new Map<string, Intl.NumberFormat>();

/** `10M+`, `10 Mio.+`, `1000万+`: compact for the locale, with a plus. Formatters are costly to make, so kept. */
export function formatFigure(value: number, locale: string): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
    formatters.set(locale, formatter);
  }
  return `${formatter.format(value)}+`;
}
