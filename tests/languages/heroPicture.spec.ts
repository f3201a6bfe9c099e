/**
 * An operator's own hero picture: the test command builds this suite's site with one
 * (VITE_HERO_IMAGE=tests/fixtures/acme-hero.jpg, a 1000 × 1250 portrait made for the tests). The page
 * offers it in AVIF, then WebP, then JPEG, at three widths, its box reserved; a wide screen loads the
 * AVIF that fits, a phone none of it.
 */

import { expect, storeLanguage, test, waitForHydration } from '@marketplace-landing/harness/playwright';
import { logoClasses } from '../../src/views/logoClasses.ts';

const widths = [480, 720, 960];
const srcset = (extension: string) =>
  new RegExp(`^${widths.map((width) => `/assets/hero-[0-9a-f]{8}-${width}\\.${extension} ${width}w`).join(', ')}$`);

test('a wide screen shows the AVIF that fits its column, its box reserved, cropped to at most 22rem high', async ({ page }) => {
  const fetched: { path: string; type: string }[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/assets/hero-')) fetched.push({ path, type: response.headers()['content-type'] ?? '' });
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await waitForHydration(page);
  const sources = page.locator('#home picture source');
  await expect(sources).toHaveCount(2);
  await expect(sources.nth(0)).toHaveAttribute('type', 'image/avif');
  await expect(sources.nth(0)).toHaveAttribute('srcset', srcset('avif'));
  await expect(sources.nth(1)).toHaveAttribute('type', 'image/webp');
  await expect(sources.nth(1)).toHaveAttribute('srcset', srcset('webp'));
  const image = page.locator('#home picture img');
  await expect(image).toHaveAttribute('src', /^\/assets\/hero-[0-9a-f]{8}-960\.jpg$/);
  await expect(image).toHaveAttribute('srcset', srcset('jpg'));
  await expect(image).toHaveAttribute('sizes', /^\(min-width: 64rem\) calc\(/);
  await expect(image).toHaveAttribute('width', '960');
  await expect(image).toHaveAttribute('height', '1200');
  await expect(page.locator(`#home .${logoClasses.logo}`)).toHaveCount(0); // the brand's logo goes only into the drawing
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  const shown = await image.evaluate((element: HTMLImageElement) => ({
    current: new URL(element.currentSrc).pathname,
    width: element.getBoundingClientRect().width,
    height: element.getBoundingClientRect().height,
  }));
  // The column is about 426 px wide at 1280 px: the 480 px AVIF is enough on a 1× screen.
  expect(shown.current).toMatch(/-480\.avif$/);
  expect(fetched).toEqual([{ path: shown.current, type: 'image/avif' }]);
  expect(shown.height, 'cropped, not as tall as its 4:5 would make it').toBeLessThanOrEqual(22 * 16);
  expect(shown.width).toBeGreaterThan(400);
});

test('a phone fetches none of it, all the way down the page', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/assets/hero-')) fetched.push(path);
  });
  await storeLanguage(page, 'de');
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#home picture img')).toBeHidden();
  expect(fetched).toEqual([]);
});
