/**
 * With all 21 catalogues offered, each language can be chosen from the menu (which scrolls, with that many) and shows
 * real copy: no raw key, no English left in the hero, correct lang and dir, nothing wider than a
 * 320 px phone, the menu open or not. Arabic mirrors the layout.
 */

import { horizontalOverflowIn } from '@marketplace-landing/harness/browser/geometry';
import { expect, languageButton, languageMenu, test, waitForHydration } from '@marketplace-landing/harness/playwright';
import type { Catalogue } from '../../locales/en.ts';
import { languages } from '../../locales/languages.ts';

const catalogue = async (code: string): Promise<Catalogue> => (await import(`../../locales/${code}.ts`)).default as Catalogue;
const rawKey = /\b(meta|nav|hero|headlineFigures|valuePropositions|features|footer|common|marketing|notFound)\.[a-z][A-Za-z.]*\b/;
const screenshotsOf = new Set(['ar', 'ja', 'de', 'ru']);

test('the menu offers all 21 languages and scrolls within its maximum height', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await languageButton(page).click();
  const menu = languageMenu(page);
  await expect(menu.getByRole('menuitemradio')).toHaveCount(21);
  const { scrollHeight, clientHeight } = await menu.evaluate((element) => ({
    scrollHeight: element.scrollHeight,
    clientHeight: element.clientHeight,
  }));
  expect(scrollHeight).toBeGreaterThan(clientHeight);
});

for (const { code, nativeName, tag, dir } of languages) {
  test(`${code} (${nativeName}): chosen from the menu, fully translated, ${dir}, no overflow at 320 px`, async ({
    page,
  }, testInfo) => {
    const [english, messages] = await Promise.all([catalogue('en'), catalogue(code)]);
    await page.goto('/');
    await waitForHydration(page);
    await languageButton(page).click();
    // The open menu fits the 320 px window too; content cut off on the left does not make the page
    // scrollable, so the menu's own box is checked as well.
    await expect(languageMenu(page)).toBeVisible();
    const open = await page.evaluate(horizontalOverflowIn);
    expect(open.overflow, `px wider than the window, the menu open; widest: ${open.widest}`).toBeLessThanOrEqual(0);
    const box = await languageMenu(page).boundingBox();
    expect(box?.x ?? -1, 'the menu’s left edge').toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY), 'the menu’s right edge').toBeLessThanOrEqual(320);
    // Playwright scrolls the item into view inside the menu, as a visitor would.
    await languageMenu(page).getByRole('menuitemradio', { name: nativeName }).click();

    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toHaveText(messages.hero.title);
    await expect(page.locator('html')).toHaveAttribute('lang', tag);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);

    const text = (await page.locator('body').textContent()) ?? '';
    expect(text).not.toMatch(rawKey);
    if (code !== 'en') {
      const hero = (await page.locator('#home').textContent()) ?? '';
      for (const leftover of [
        english.hero.title,
        english.hero.subtitle,
        english.hero.description,
        english.hero.getStarted,
        english.hero.learnMore,
        english.marketing.tagline,
      ]) {
        expect(hero, `English left in the ${code} hero`).not.toContain(leftover);
      }
    }

    const closed = await page.evaluate(horizontalOverflowIn);
    expect(closed.overflow, `px wider than the window; widest: ${closed.widest}`).toBeLessThanOrEqual(0);

    if (dir === 'rtl') {
      // Mirrored: the brand sits at the right edge and the language button at the left.
      const brand = await page.locator('header a').nth(1).boundingBox();
      const button = await languageButton(page).boundingBox();
      expect(brand && button && brand.x > button.x).toBe(true);
      expect(
        await page
          .locator('.flip-in-rtl')
          .first()
          .evaluate((icon) => getComputedStyle(icon).transform),
      ).not.toBe('none');
    }

    if (screenshotsOf.has(code)) {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.screenshot({ path: `test-results/screenshots/languages-${code}-375.png`, fullPage: true });
      await testInfo.attach(`${code} at 375 px`, {
        path: `test-results/screenshots/languages-${code}-375.png`,
        contentType: 'image/png',
      });
    }
  });
}
