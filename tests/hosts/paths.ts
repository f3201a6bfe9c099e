// The page's routes (docs/product.md), as every host must serve them (deploy/README.md).

/** The landing page, each at its own URL (no redirect), status 200. */
export const landingPaths = ['/', '/about.html'] as const;

/**
 * Paths that must answer with the not-found page and status 404, at their own URL: unknown paths, the
 * pages by their file names (/index.html, /404.html, /index.de.html …, which the router treats as unknown),
 * the static hosts' own files, precompressed copies by name, /about, where Cloudflare Pages would
 * send /about.html, and the field reports' path and marker, as every build these suites serve has reports off.
 */
export const notFoundPaths = [
  '/nope',
  '/deep/missing/path',
  '/about',
  '/index.html',
  '/404.html',
  '/index.de.html',
  '/404.de.html',
  '/about.de.html',
  '/_headers',
  '/_redirects',
  '/.assetsignore',
  '/_r',
  '/_reports',
  '/index.html.gz',
  '/assets/missing.js',
  '/assets/',
] as const;

/**
 * The not-found paths the browser opens. headers.spec.ts reads every path in `notFoundPaths` over HTTP on
 * each host (status, no redirect, the build's very 404.html byte for byte, its headers), and the app
 * reads them all alike (tests/app/routes.test.ts), so what a browser can still find differs only with the
 * URL's shape: a name, a nested path (the page's assets must not be relative to it), a neighbour of a
 * page, a file name and a folder. A browser load and hydration of all sixteen on both hosts was most of
 * those two suites' routes time.
 */
export const notFoundPathsInTheBrowser = [
  '/nope',
  '/deep/missing/path',
  '/about',
  '/index.html',
  '/assets/',
] as const satisfies readonly (typeof notFoundPaths)[number][];

/**
 * Paths with a run of slashes, which every host and the app read as one (nginx's `merge_slashes`), each with
 * the page the merged path shows: a sloppy link to the landing page finds it, and a page file stays hidden.
 * Sent as a browser sends them: resolved against the site, `//x` would name a host.
 */
export const slashRunPaths = [
  ['//', 'landing'],
  ['//about.html', 'landing'],
  ['//nope', 'not-found'],
  ['//index.html', 'not-found'],
  ['/deep//missing', 'not-found'],
] as const;

export const notFoundHeading = 'Oops! Page not found';
