// Where a build goes, for `--out DIR` relative or absolute: the site, the server build the prerender
// reads, and the build's facts (CSP, entry) for the tests and the budget, kept out of what hosts serve.
import { isAbsolute, relative, resolve } from 'node:path';
import { repo } from '../shared/paths.ts';

export interface OutDir {
  readonly site: string;
  /** Removed once prerendered. */
  readonly serverBuild: string;
  /** csp.json and assets.json: .build/ for dist/, .build/<DIR>/ for another. */
  readonly facts: string;
}

export function outDir(dir: string): OutDir {
  const site = resolve(dir);
  const inside = relative(repo, site);
  // A folder outside the project keeps its facts under the project too, named by its absolute path.
  const key = inside && !inside.startsWith('..') && !isAbsolute(inside) ? inside : `out${site}`;
  return { site, serverBuild: resolve(repo, '.ssr', key), facts: resolve(repo, '.build', key === 'dist' ? '' : key) };
}
