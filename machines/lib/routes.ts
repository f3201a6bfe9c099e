/** The two pages: `/` and `/about.html` are the landing page, every other path the not-found page. */
export type PageKind = 'landing' | 'not-found';

export const landingPaths = ['/', '/about.html'] as const;

/** `path` with each run of slashes as one, as nginx reads a request's path (`merge_slashes`): `//about.html` is `/about.html`. */
export function mergeSlashes(path: string): string {
  return path.replace(/\/{2,}/g, '/');
}

/**
 * A request target's path as nginx merges and resolves it, for the hosts that read it themselves (the
 * Worker, `npm start`): runs of slashes merged before dot segments are resolved, so `//about.html` is
 * /about.html (never a URL whose host is `about.html`), `//` is /, and `/a//../b` is /b; a target in
 * absolute form (`http://host//path`) by its path, read the same way; a backslash a byte of the name, as
 * on nginx (the URL parser would read it as a slash). No query, no fragment. Unlike nginx it does not
 * decode `%XX` first (nginx serves `/%61bout.html` as /about.html), and it stops `..` at the root (nginx
 * answers 400): what no browser sends unless a visitor types it.
 */
export function requestPath(target: string): string {
  const [path] = target.replace(/^https?:\/\/[^/?#]*/i, '').split(/[?#]/, 1);
  return new URL(mergeSlashes(String(path)).replaceAll('\\', '%5C'), 'http://localhost').pathname;
}

export function pageKind(path: string): PageKind {
  return (landingPaths as readonly string[]).includes(mergeSlashes(path)) ? 'landing' : 'not-found';
}
