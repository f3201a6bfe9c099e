// What MDN's browser-compat-data says about a feature in the supported browsers. Shared by the API
// rule (compat-rule.ts) and the stylesheet check (css-compat.ts).
import bcd from '@mdn/browser-compat-data' with { type: 'json' };
import type { BrowserName, CompatStatement, Identifier, SupportStatement } from '@mdn/browser-compat-data/types';
import { compareVersions } from '../build/browser-targets.ts';

export { bcd };

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
  opera: 'opera',
  op_mob: 'opera_android',
  android: 'webview_android',
};

/** How a feature may be named in a statement: under a vendor prefix or an older name. */
export interface FeatureName {
  readonly prefix?: string;
  readonly alternativeName?: string;
}

/**
 * True when one browser's support statement(s) cover `version` under the feature's own name, or
 * under a vendor prefix or older name when `as` says so (`{ prefix: '-webkit-' }`,
 * `{ alternativeName: 'scroll-snap-margin-top' }`). A partial implementation exists and counts;
 * a flagged one does not.
 */
export function supports(statements: SupportStatement | undefined, version: string, as: FeatureName = {}): boolean {
  return [statements ?? []].flat().some((statement) => {
    if (statement.flags) return false;
    if ((statement.prefix ?? null) !== (as.prefix ?? null)) return false;
    if ((statement.alternative_name ?? null) !== (as.alternativeName ?? null)) return false;
    const added: unknown = statement.version_added; // `true` in some data: "since long ago"
    if (added === true) return true;
    if (typeof added !== 'string' || !/^≤?\d/.test(added)) return false; // false, null, "preview"
    const removed = statement.version_removed;
    const fromOk = compareVersions(added.replace('≤', ''), version) <= 0;
    const untilOk = typeof removed !== 'string' || compareVersions(removed.replace('≤', ''), version) > 0;
    return fromOk && untilOk;
  });
}

/** The supported browsers (oldest versions, `{ safari: '16.0', … }`) that lack a feature: `['Safari 16.0', …]`. */
export function missingIn(
  compat: Pick<CompatStatement, 'support'>,
  oldest: Readonly<Record<string, string>>,
  as: FeatureName = {},
): string[] {
  return browsersWhere(oldest, (family, version) => !supports(compat.support[bcdName(family)], version, as));
}

/** The supported browsers that have a feature (under `as`, as for `missingIn`). */
export function presentIn(
  compat: Pick<CompatStatement, 'support'>,
  oldest: Readonly<Record<string, string>>,
  as: FeatureName = {},
): string[] {
  return browsersWhere(oldest, (family, version) => supports(compat.support[bcdName(family)], version, as));
}

function browsersWhere(oldest: Readonly<Record<string, string>>, test: (family: string, version: string) => boolean): string[] {
  return Object.entries(oldest)
    .filter(([family, version]) => test(family, version))
    .map(([family, version]) => `${bcd.browsers[bcdName(family)].name} ${version}`);
}

function bcdName(family: string): BrowserName {
  const name = bcdBrowser[family];
  if (!name)
    throw new Error(
      `browserslist family "${family}" has no browser-compat-data name: map it in scripts/checks/browser-support.ts`,
    );
  return name;
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
