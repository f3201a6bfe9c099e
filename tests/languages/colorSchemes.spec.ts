/**
 * Readable in both colour schemes in the languages whose scripts differ most from the default build's
 * (Arabic right to left, Japanese, Hindi, Thai): axe's WCAG 2.1 AA audit, the language menu closed and
 * open, on a small phone.
 */
import { languageInfo } from '../../locales/languages.ts';
import { audit } from '../e2e/axe.ts';
import { expect, languageButton, languageMenu, storeLanguage, test, waitForHydration } from '../e2e/fixtures.ts';

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} scheme`, () => {
    test.use({ colorScheme });

    for (const code of ['ar', 'ja', 'hi', 'th'] as const) {
      const { nativeName, tag } = languageInfo(code);
      test(`${code} (${nativeName}): no axe violations, the language menu closed and open`, async ({ page }) => {
        await storeLanguage(page, code);
        await page.goto('/');
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('lang', tag);
        await expect(page.locator('html')).not.toHaveClass(/lang-pending/);
        expect(await audit(page)).toEqual([]);

        await languageButton(page).click();
        await expect(languageMenu(page)).toBeVisible();
        // With 21 languages the menu scrolls. Its items are reached by the arrow keys (the WAI-ARIA menu
        // pattern: each has tabindex -1), which axe's rule on scrolling regions does not count.
        expect(await audit(page, ['scrollable-region-focusable']), 'with the language menu open').toEqual([]);
      });
    }
  });
}
