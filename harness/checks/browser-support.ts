// What MDN's browser-compat-data says of a feature in the oldest version of each supported browser.
import { createRequire } from 'node:module';
import type { BrowserName, CompatData, CompatStatement, Identifier, SupportStatement } from '@mdn/browser-compat-data/types';
import { coerce, gt, lte } from 'semver';
import { supportedBrowsers } from '../../scripts/build/browser-targets.ts';

// Read by Node's own require, which parses its 20 MB of JSON in a fraction of a second: imported, Vite
// (and so Vitest) turns it into a JavaScript module first, which took a test file 60–70 s to load.
const bcd = createRequire(import.meta.url)('@mdn/browser-compat-data') as CompatData;

// browserslist family → browser-compat-data's name.
const bcdBrowser: Readonly<Record<string, BrowserName>> = {
  chrome: 'chrome',
  and_chr: 'chrome_android',
  edge: 'edge',
  firefox: 'firefox',
  and_ff: 'firefox_android',
  safari: 'safari',
  ios_saf: 'safari_ios',
  samsung: 'samsunginternet_android',
};

/** The oldest version of each family (`{ safari: '16.0', … }`): browserslist lists each family newest first. */
export const oldestVersions = (): Record<string, string> =>
  Object.fromEntries(supportedBrowsers().map((entry) => entry.split(/[ -]/).slice(0, 2)));

/** How a feature may be named in a statement: under a vendor prefix or an older name. */
export interface FeatureName {
  readonly prefix?: string;
  readonly alternativeName?: string;
}

/** Whether a browser's statements cover `version` under the name `as` says; partial support counts, a flag does not. */
export function supports(statements: SupportStatement | undefined, version: string, as: FeatureName = {}): boolean {
  const at = coerce(version) ?? '0.0.0';
  return [statements ?? []].flat().some((statement) => {
    if (statement.flags || (statement.prefix ?? null) !== (as.prefix ?? null)) return false;
    if ((statement.alternative_name ?? null) !== (as.alternativeName ?? null)) return false;
    const [added, removed] = [statement.version_added, statement.version_removed].map(
      (value) => (typeof value === 'string' ? coerce(value) : null), // "≤79" is 79, "preview" none
    );
    return added != null && lte(added, at) && (removed == null || gt(removed, at));
  });
}

/** Which browsers of `oldest` (`{ safari: '16.0' }`) have a feature under `as` and which lack it: `['Safari 16.0']`. */
export function supportIn(
  { support }: Pick<CompatStatement, 'support'>,
  oldest: Readonly<Record<string, string>>,
  as: FeatureName = {},
): { present: string[]; missing: string[] } {
  const result = { present: [] as string[], missing: [] as string[] };
  for (const [family, version] of Object.entries(oldest)) {
    const name = bcdBrowser[family];
    if (!name) throw new Error(`browserslist family "${family}" has no browser-compat-data name: map it in browser-support.ts`);
    result[supports(support[name], version, as) ? 'present' : 'missing'].push(`${bcd.browsers[name].name} ${version}`);
  }
  return result;
}

/** The node of MDN's data at a dotted path (`css.selectors.nesting`), if there is one. */
export function featureAt(path: string): Identifier | undefined {
  let node: unknown = bcd;
  for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  return node as Identifier | undefined;
}

/** The features directly under a node, by name (`__compat` and the like left out). */
export function featuresUnder(node: Identifier | undefined): [name: string, feature: Identifier][] {
  return Object.entries(node ?? {}).filter(([name]) => !name.startsWith('__')) as [string, Identifier][];
}
