// What MDN's browser-compat-data says about a feature in the supported browsers. Shared by the API
// rule (compat-rule.mjs) and the stylesheet check (css-compat.mjs).
import bcd from '@mdn/browser-compat-data' with { type: 'json' };
import { compareVersions } from './browser-targets.mjs';

export { bcd };

// browserslist family → browser-compat-data's name.
const bcdBrowser = {
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

/**
 * True when one browser's support statement(s) cover `version` under the feature's own name, or
 * under a vendor prefix or older name when `as` says so (`{ prefix: '-webkit-' }`,
 * `{ alternativeName: 'scroll-snap-margin-top' }`). A partial implementation exists and counts;
 * a flagged one does not.
 */
export function supports(statements, version, as = {}) {
  return [statements ?? []].flat().some((statement) => {
    if (statement.flags) return false;
    if ((statement.prefix ?? null) !== (as.prefix ?? null)) return false;
    if ((statement.alternative_name ?? null) !== (as.alternativeName ?? null)) return false;
    const added = statement.version_added;
    if (added === true) return true;
    if (typeof added !== 'string' || !/^≤?\d/.test(added)) return false; // false, null, "preview"
    const removed = statement.version_removed;
    const fromOk = compareVersions(added.replace('≤', ''), version) <= 0;
    const untilOk = typeof removed !== 'string' || compareVersions(removed.replace('≤', ''), version) > 0;
    return fromOk && untilOk;
  });
}

/** The supported browsers (oldest versions, `{ safari: '16.0', … }`) that lack a feature: `['Safari 16.0', …]`. */
export function missingIn(compat, oldest, as = {}) {
  return Object.entries(oldest)
    .filter(([family, version]) => !supports(compat.support[bcdName(family)], version, as))
    .map(([family, version]) => `${bcd.browsers[bcdName(family)].name} ${version}`);
}

function bcdName(family) {
  const name = bcdBrowser[family];
  if (!name)
    throw new Error(`browserslist family "${family}" has no browser-compat-data name: map it in scripts/browser-support.mjs`);
  return name;
}
