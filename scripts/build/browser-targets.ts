// The supported browsers are declared once, as "browserslist" in package.json. This module says the
// same list in the words of each tool that needs it.
import browserslist from 'browserslist';
import { inRepo } from '../shared/paths.ts';

// browserslist looks for its config from this path upwards; a directory path would start one level too high.
const packageJson = inRepo('package.json');

/** The browserslist entries (`safari 16.0`, `ios_saf 16.6-16.7`, …) of package.json. */
export function supportedBrowsers(): string[] {
  return browserslist(undefined, { path: packageJson });
}

/** The oldest version of each browser family in the list: `{ safari: '16.0', ios_saf: '16.0', … }`. */
export function oldestVersions(browsers: readonly string[] = supportedBrowsers()): Record<string, string> {
  const oldest: Record<string, string> = {};
  for (const entry of browsers) {
    const [family = '', range = ''] = entry.split(' ');
    const version = range.split('-')[0] ?? range;
    const known = oldest[family];
    if (known === undefined || compareVersions(version, known) < 0) oldest[family] = version;
  }
  return oldest;
}

/** Compares dotted version numbers numerically (`16.4` < `16.10`). */
export function compareVersions(a: string, b: string): number {
  const [x, y] = [a.split('.').map(Number), b.split('.').map(Number)];
  for (let i = 0; i < Math.max(x.length, y.length); i += 1) {
    const difference = (x[i] ?? 0) - (y[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

// browserslist family → the transpiler's name (Oxc takes esbuild's). Samsung Internet has none; it
// runs Chromium, and the list's Samsung 21 (Chromium 110) is newer than its Chrome 109 anyway.
const transpilerNames: Readonly<Record<string, string>> = {
  chrome: 'chrome',
  and_chr: 'chrome',
  edge: 'edge',
  firefox: 'firefox',
  and_ff: 'firefox',
  safari: 'safari',
  ios_saf: 'ios',
};
const chromiumOnly = new Set(['samsung']);

/** Vite's `build.target` (and so its `cssTarget`): `['chrome109', 'edge109', 'firefox115', 'ios16.0', 'safari16.0']`. */
export function transpileTargets(browsers: readonly string[] = supportedBrowsers()): string[] {
  const targets: Record<string, string> = {};
  for (const [family, version] of Object.entries(oldestVersions(browsers))) {
    if (chromiumOnly.has(family)) continue;
    const name = transpilerNames[family];
    if (!name)
      throw new Error(`browserslist family "${family}" has no transpiler target: map it in scripts/build/browser-targets.ts`);
    const known = targets[name];
    if (known === undefined || compareVersions(version, known) < 0) targets[name] = version;
  }
  return Object.entries(targets)
    .map(([name, version]) => `${name}${version}`)
    .sort();
}
