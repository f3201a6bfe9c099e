// The app's router and the hosts agree on the page each path shows (docs/product.md, "Routes"): the paths
// every host must serve as the landing page, and the ones it must answer with the not-found page.
import { expect, it } from 'vitest';
import { mergeSlashes, pageKind, requestPath } from '../../machines/lib/routes.ts';
import { landingPaths, notFoundPaths, slashRunPaths } from '../hosts/paths.ts';

it('shows the landing page at its paths and the not-found page at every other the hosts are asked for', () => {
  expect(landingPaths.map(pageKind)).toEqual(landingPaths.map(() => 'landing'));
  expect(notFoundPaths.map(pageKind)).toEqual(notFoundPaths.map(() => 'not-found'));
});

it('reads a run of slashes as one, as the hosts do', () => {
  expect(mergeSlashes('//assets///x.js//')).toBe('/assets/x.js/');
  expect(slashRunPaths.map(([path]) => pageKind(path))).toEqual(slashRunPaths.map(([, kind]) => kind));
});

it('reads a request target as nginx does: slashes merged before dot segments, the absolute form by its path', () => {
  const targets = [
    '//',
    '//about.html?x=//y',
    '/x//../about.html',
    '/x/..//nope',
    'http://elsewhere//index.html',
    'HTTPS://h',
    '/go/http://elsewhere/about.html', // a path that names a URL is a path
    '/\\about.html', // a backslash is part of a name, as on nginx: no host `about.html`
  ];
  expect(targets.map(requestPath)).toEqual([
    '/',
    '/about.html',
    '/about.html',
    '/nope',
    '/index.html',
    '/',
    '/go/http:/elsewhere/about.html',
    '/%5Cabout.html',
  ]);
});
