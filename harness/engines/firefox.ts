/**
 * Debian's Firefox ESR, driven by puppeteer-core over WebDriver BiDi. (Playwright's Firefox channel
 * fails with this Firefox on `emulation.setMediaFeaturesOverride`.)
 */
import puppeteer from 'puppeteer-core';
import type { EngineDriver, LaunchOptions, Selector } from './driver.ts';
import { browserStartLimitMs, ports, siteOrigin } from './environment.ts';

export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

function query(selector: Selector): string {
  return 'css' in selector ? selector.css : `::-p-xpath(${selector.xpath})`;
}

export async function launchFirefox({ colorScheme = 'light' }: LaunchOptions = {}): Promise<EngineDriver> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath,
    headless: true,
    timeout: browserStartLimitMs,
    debuggingPort: ports.firefoxBiDi,
    extraPrefsFirefox: {
      // Anything not on loopback goes to a proxy port where nothing listens: tests stay on this machine.
      'network.proxy.type': 1,
      'network.proxy.share_proxy_settings': true,
      'network.proxy.http': '127.0.0.1',
      'network.proxy.http_port': ports.nowhere,
      // What pages see as prefers-color-scheme (Settings → Website appearance): 0 dark, 1 light.
      'layout.css.prefers-color-scheme.content-override': colorScheme === 'dark' ? 0 : 1,
    },
  });
  const [page = await browser.newPage()] = await browser.pages();
  const popups = async () => (await browser.pages()).filter((other) => other !== page);
  return {
    engine: 'firefox',
    async goto(path) {
      await page.goto(`${siteOrigin}${path}`, { waitUntil: 'domcontentloaded' });
      await page.bringToFront(); // headless, the tab has no focus until told: key presses would go nowhere
    },
    async click(selector) {
      await page.click(query(selector));
    },
    async press(key) {
      await page.keyboard.press(key);
    },
    // puppeteer types a page function's arguments and result its own way; the values are the same JSON.
    evaluate: (fn, ...args) => page.evaluate(fn as (...values: unknown[]) => unknown, ...args) as never,
    async setViewport(width, height) {
      await page.setViewport({ width, height });
    },
    async popupUrls() {
      return (await popups()).map((popup) => popup.url());
    },
    async closePopups() {
      await Promise.all((await popups()).map((popup) => popup.close()));
      await page.bringToFront();
    },
    async screenshot(file) {
      await page.screenshot({ path: file as `${string}.png` });
    },
    async close() {
      await browser.close();
    },
  };
}
