// Where a build goes, for `--out DIR` given relative (to the working directory) or absolute: the site
// itself, the server build the prerender reads, and the build's facts (CSP, entry) that the tests and
// the budget read, which stay out of the site so that no host serves them.
import { isAbsolute, relative, resolve } from 'node:path';
import { repo } from '../shared/paths.ts';

export interface OutDir {
  /** The site, absolute. */
  readonly site: string;
  /** The server build of the same pages, absolute; removed once prerendered. */
  readonly serverBuild: string;
  /** The build's facts (csp.json, assets.json), absolute: .build/ for dist/, .build/<DIR>/ for another. */
  readonly facts: string;
}

export function outDir(dir = 'dist', cwd = process.cwd()): OutDir {
  const site = resolve(cwd, dir);
  const inside = relative(repo, site);
  // A folder outside the project keeps its facts under the project too, named by its absolute path.
  const key = inside && !inside.startsWith('..') && !isAbsolute(inside) ? inside : `out${site}`;
  return {
    site,
    serverBuild: resolve(repo, '.ssr', key),
    facts: key === 'dist' ? resolve(repo, '.build') : resolve(repo, '.build', key),
  };
}
