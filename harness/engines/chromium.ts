/**
 * Debian's Chromium behind the same driver interface as Firefox and WebKit, for the gallery
 * (gallery.ts): Chromium's own tests are the Playwright suites, which can do more.
 */
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../launchers/chromium.ts';
import type { EngineDriver, LaunchOptions, Selector } from './driver.ts';
import { siteOrigin } from './environment.ts';

const query = (selector: Selector) => ('css' in selector ? selector.css : `xpath=${selector.xpath}`);

export async function launchChromium({ colorScheme = 'light' }: LaunchOptions = {}): Promise<EngineDriver> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] });
  const context = await browser.newContext({ colorScheme });
  const page = await context.newPage();
  const popups = () => context.pages().filter((other) => other !== page);
  return {
    engine: 'chromium',
    async goto(path) {
      await page.goto(`${siteOrigin}${path}`, { waitUntil: 'domcontentloaded' });
    },
    async click(selector) {
      await page.locator(query(selector)).click();
    },
    async press(key) {
      await page.keyboard.press(key);
    },
    // One expression with the arguments spread in (Playwright passes a single argument); DevTools
    // evaluates it outside the page's Content Security Policy, as it does a function.
    evaluate: (fn, ...args) => page.evaluate(`(${fn.toString()})(...${JSON.stringify(args)})`) as never,
    async setViewport(width, height) {
      await page.setViewportSize({ width, height });
    },
    async popupUrls() {
      return popups().map((popup) => popup.url());
    },
    async closePopups() {
      await Promise.all(popups().map((popup) => popup.close()));
    },
    async screenshot(file) {
      await page.screenshot({ path: file });
    },
    async close() {
      await browser.close();
    },
  };
}
