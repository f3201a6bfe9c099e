import { existsSync, readdirSync, readFileSync } from 'node:fs';
import {
  cooperationLink,
  desktopShopUrl,
  english,
  expect,
  german,
  headlineFigureTexts,
  languageButton,
  onlyOnDesktop,
  onlyOnPhone,
  sellerRegistrationUrl,
  storeLanguage,
  supportChatUrl,
  test,
  waitForHydration,
} from '@marketplace-landing/harness/playwright';
import { outDir } from '../../scripts/build/out-dir.ts';
import { compileHint } from '../../scripts/build/plugins/compile-hints.ts';
import { repo } from '../../scripts/shared/paths.ts';
import { featureCards } from '../../src/featureCards.ts';

test.describe('before and without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the prerendered page reads well and every call to action leads somewhere sensible', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(english.heroTitle);
    await expect(page).toHaveTitle(english.title);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('#home dd')).toHaveText(headlineFigureTexts('en'));
    await expect(page.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', desktopShopUrl);
    await expect(page.getByRole('link', { name: 'Buy now' })).toHaveAttribute('href', desktopShopUrl);
    await expect(page.getByRole('link', { name: 'Register as a seller' })).toHaveAttribute('href', sellerRegistrationUrl);
    await expect(cooperationLink(page)).toHaveAttribute('href', supportChatUrl);
    await expect(page.locator('#features article')).toHaveCount(featureCards.length);
    await expect(page.locator('footer')).toContainText('partners@example.com');
    // The page is styled without a stylesheet request: the CSS is inline.
    expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
  });
});

test.describe('a returning visitor', () => {
  test.skip(onlyOnPhone, 'independent of the window width: runs once, in the phone project');

  test('never sees English when German is stored: the first frame that shows the page is German', async ({ page }) => {
    await storeLanguage(page, 'de');
    await page.addInitScript((englishTitle) => {
      // Checks every frame before it is painted: is English copy visible, and what is <html lang> the
      // first time the heading is?
      const seen = { english: false, firstLang: '' };
      Object.assign(window, { __seen: seen });
      const check = () => {
        const title = document.querySelector('h1');
        const visible = title !== null && getComputedStyle(title).visibility !== 'hidden';
        if (visible) seen.firstLang ||= document.documentElement.lang;
        if (visible && title.textContent === englishTitle) seen.english = true;
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    }, english.heroTitle);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(german.heroTitle);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const seen = await page.evaluate(() => (window as unknown as { __seen: { english: boolean; firstLang: string } }).__seen);
    expect(seen.firstLang).toBe('de');
    expect(seen.english, 'English copy was visible in some frame').toBe(false);
  });

  test('still gets a readable page, in English, when their catalogue cannot load', async ({ page, expectConsoleError }) => {
    expectConsoleError(/Could not load the "de" catalogue/);
    expectConsoleError(/Failed to load resource|net::ERR_FAILED|Failed to fetch dynamically imported module/);
    await page.route(/\/assets\/de-[\w-]+\.js$/, (route) => route.abort());
    await storeLanguage(page, 'de');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(english.heroTitle);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('hosting', () => {
  test.skip(onlyOnDesktop, 'independent of the window width');

  test('behind a host that answers unknown paths with index.html, the not-found page renders without a hydration error', async ({
    page,
    expectConsoleError,
  }) => {
    expectConsoleError(/^404: no page at "\/spa\/fallback"$/);
    const landing = readFileSync('dist/index.html', 'utf8');
    await page.route('**/spa/fallback', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: landing }));
    await page.goto('/spa/fallback');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await expect(page).toHaveTitle(/Page not found/);
  });

  test('the landing page hydrates the prerendered HTML in place', async ({ page }) => {
    await page.goto('/');
    const before = await page.locator('h1').elementHandle();
    await waitForHydration(page);
    await languageButton(page).click();
    // Hydration reused the server's nodes: the very element from before is still the page's h1.
    expect(await page.evaluate((element) => element?.isConnected, before)).toBe(true);
  });
});

test.describe('head', () => {
  test.skip(onlyOnDesktop, 'independent of the window width');

  test('links the web manifest once the page is running, and it names the brand', async ({ page, request }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
      name: string;
      icons: unknown[];
      theme_color: string;
    };
    expect(manifest.name).toBe('Marketly');
    expect(manifest.icons.length).toBeGreaterThan(0);
    // A colour value: the styles' tokens are custom properties, which a manifest cannot read.
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  });

  // Only the address is checked: Playwright does not report favicon requests, so it cannot see one that is not made.
  test('carries the favicon inside the page: the logo, not a request beside the first screen', async ({ page, request }) => {
    await page.goto('/');
    await waitForHydration(page);
    const href = (await page.locator('link[rel="icon"]').getAttribute('href')) ?? '';
    expect(href).toMatch(/^data:image\/svg\+xml,/);
    const logo = await (await request.get('/favicon.svg')).text();
    expect(decodeURIComponent(href.slice('data:image/svg+xml,'.length))).toBe(logo);
  });
});

test.describe('start-up', () => {
  // With field reports on, the bundler splits what the app starts with into more chunks (XState in one of its own).
  for (const build of ['dist', 'dist-reports']) {
    test(`the chunks the app starts with, and only they, ask V8 to compile them as they load (${build}/)`, () => {
      const { site: dist, facts } = outDir(`${repo}${build}`);
      // The entry and the chunks the head script preloads, as the prerender handed them to it.
      const { entry, chunks }: { entry: string; chunks: string[] } = JSON.parse(readFileSync(`${facts}/assets.json`, 'utf8'));
      const starting = [entry, ...chunks];
      expect(chunks.length, 'the head script preloads the chunks the entry imports').toBeGreaterThan(1);
      const hinted = readdirSync(`${dist}/assets`)
        .filter((name) => name.endsWith('.js') && readFileSync(`${dist}/assets/${name}`, 'utf8').startsWith(compileHint))
        .map((name) => `/assets/${name}`);
      expect(hinted.sort()).toEqual(starting.sort());
    });
  }
});

test.describe('field reports off, the default (docs/operators.md)', () => {
  test('the build carries none of their code, and no release marker', () => {
    const dist = `${repo}dist`;
    expect(existsSync(`${dist}/_reports`)).toBe(false);
    const scripts = readdirSync(`${dist}/assets`).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(1);
    const carrying = scripts.filter((name) => /sendBeacon|reports:ready/.test(readFileSync(`${dist}/assets/${name}`, 'utf8')));
    expect(carrying).toEqual([]);
  });

  test('the page sends nothing: idle, hidden and left, it asks for nothing beyond what it always does', async ({
    page,
    context,
    viewport,
  }) => {
    test.skip(onlyOnDesktop({ viewport }), 'independent of the window width: runs once, in the desktop project');
    const requested: string[] = [];
    context.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/');
    await waitForHydration(page);
    // Idle (when the reporter would load), then hidden (when it would send).
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new PageTransitionEvent('pagehide'));
    });
    await page.goto('about:blank');
    expect(requested.filter((path) => path === '/_r' || /\/start-[\w-]+\.js$/.test(path))).toEqual([]);
  });
});
