/**
 * Readable in both colour schemes in the languages whose scripts differ most from the default build's
 * (Arabic right to left, Japanese, Hindi, Thai): axe's WCAG 2.1 AA audit, the language menu closed and
 * open, on a small phone. And the operator's logo for dark backgrounds (this suite's build has one)
 * where the background is dark.
 */
import { readFileSync } from 'node:fs';
import {
  expect,
  languageButton,
  languageMenu,
  type Page,
  shownLogo,
  storeLanguage,
  test,
  waitForHydration,
} from '@marketplace-landing/harness/playwright';
import { audit } from '@marketplace-landing/harness/playwright/axe';
import { languageInfo } from '../../locales/languages.ts';
import { logoClasses } from '../../src/views/logoClasses.ts';

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

test.describe("the operator's logo for dark backgrounds (VITE_BRAND_LOGO_DARK)", () => {
  const logos = {
    light: readFileSync('brand/logo.svg', 'utf8'),
    dark: readFileSync('tests/fixtures/logo-on-dark.svg', 'utf8'),
  };
  /** Which of the two logos a logo's box shows. */
  const shown = async (page: Page, selector: string) => {
    const svg = await shownLogo(page, selector);
    return svg === logos.dark ? 'dark' : svg === logos.light ? 'light' : `another picture: ${svg.slice(0, 80)}…`;
  };

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`in the ${colorScheme} scheme, the header shows the ${colorScheme} logo and the (always dark) footer the dark one`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto('/');
      expect(await shown(page, `header .${logoClasses.logo}`)).toBe(colorScheme);
      expect(await shown(page, `footer .${logoClasses.logo}`)).toBe('dark');
    });

    test(`with forced colours in the ${colorScheme} scheme, the footer (its dark background painted over with the theme's Canvas) shows the ${colorScheme} logo`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme, forcedColors: 'active' });
      await page.goto('/');
      expect(await shown(page, `footer .${logoClasses.logo}`)).toBe(colorScheme);
      expect(await shown(page, `header .${logoClasses.logo}`)).toBe(colorScheme);
    });
  }
});
