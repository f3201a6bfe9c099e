/**
 * Where the cross-engine suite lives on this machine: its own ports (4191–4199, so it never meets
 * another checkout's servers), its build and the URLs that build was made with.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { languages } from '../../locales/languages.ts';
import { customerServiceUrl as standInCustomerServiceUrl, standInEnvironment } from '../launchers/shop-standin.ts';

export const ports = {
  // Not 4190: browsers refuse it (ManageSieve is on the Fetch standard's list of bad ports).
  /** What the browsers load: the build behind a front that can delay responses and records errors. */
  site: 4191,
  /** harness/launchers/preview.ts with the build, behind the front. */
  siteBackend: 4192,
  /** harness/launchers/shop-standin.ts: the shop's API, its /h5/ and /pc/ pages, the merchant site and support chat. */
  shop: 4193,
  /** WPEWebDriver. */
  webDriver: 4194,
  /** Firefox's WebDriver BiDi endpoint. */
  firefoxBiDi: 4195,
  /** Nothing listens here: the browsers' proxy, so a request off loopback fails at once. */
  nowhere: 4199,
} as const;

/**
 * How long a browser (or its WebDriver) may take to start. A first start reads the whole browser from
 * disk: Firefox ESR took 15.8 s here with the page cache dropped, and in CI, beside the unit tests on
 * both cores, it overran puppeteer's default 30 s. A warm start takes 2–4 s.
 */
export const browserStartLimitMs = 120_000;

export const repo = fileURLToPath(new URL('../../', import.meta.url));
export const buildDir = 'dist-engines';
export const siteOrigin = `http://127.0.0.1:${ports.site}`;
export const shopOrigin = `http://127.0.0.1:${ports.shop}`;
const standIn = standInEnvironment(shopOrigin, 'engines-key');
export const supportChatUrl = standIn.VITE_SUPPORT_CHAT_URL;

/** The build's environment: every language offered, and the shop, merchant site and support chat on the stand-in. */
export const buildEnvironment = {
  ...standIn,
  VITE_OFFERED_LANGUAGES: languages.map(({ code }) => code).join(','),
  VITE_SITE_URL: siteOrigin,
} as const;

/** The customer-service URL the stand-in answers for `lang`. */
export function customerServiceUrl(lang: string): string {
  return standInCustomerServiceUrl(shopOrigin, lang);
}

/**
 * Builds the site the engines load, once before the suite (and the gallery): WebDriver classic cannot
 * intercept requests, so the shop, seller site and support chat are baked into this build as the local
 * stand-in, and all 21 languages are offered (for right-to-left Arabic and the scrolling menu).
 */
export function buildForEngines(): void {
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build/build.ts', '--mode', 'standin', '--out', buildDir], {
    cwd: repo,
    env: { ...process.env, ...buildEnvironment },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
