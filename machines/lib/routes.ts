/** The two pages: `/` and `/about.html` are the landing page, every other path the not-found page. */
export type PageKind = 'landing' | 'not-found';

export const landingPaths = ['/', '/about.html'] as const;

export function pageKind(path: string): PageKind {
  return (landingPaths as readonly string[]).includes(path) ? 'landing' : 'not-found';
}
