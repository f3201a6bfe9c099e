/** The two pages: `/` and `/about.html` are the landing page, every other path the not-found page. */
export type PageKind = 'landing' | 'not-found';

export const landingPaths = ['/', '/about.html'] as const;

/** `path` with each run of slashes as one, as nginx reads a request's path (`merge_slashes`): `//about.html` is `/about.html`. */
export function mergeSlashes(path: string): string {
  return path.replace(/\/{2,}/g, '/');
}

export function pageKind(path: string): PageKind {
  return (landingPaths as readonly string[]).includes(mergeSlashes(path)) ? 'landing' : 'not-found';
}
