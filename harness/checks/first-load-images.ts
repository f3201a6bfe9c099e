// The images a first visit to a page loads with it, as the byte budget (budget.ts) counts them.

/**
 * The site's own image files `html` loads: each `<img src>`, and each file the inlined stylesheet
 * paints (`url(/assets/…)`: a logo too large to inline, scripts/brand/logo-stylesheet.ts), once.
 * What the page carries inside itself (`data:` URLs) is already in the HTML's bytes.
 */
export function firstLoadImages(html: string): string[] {
  const sources = [
    ...[...html.matchAll(/<img [^>]*src="(\/[^"]+)"/g)].map((match) => match[1] ?? ''),
    ...[...html.matchAll(/url\("?(\/assets\/[^")]+)"?\)/g)].map((match) => match[1] ?? ''),
  ];
  return [...new Set(sources)];
}
