import {
  cooperationLink,
  customerServiceUrl,
  expect,
  expectLanguage,
  languageButton,
  languageFacts,
  languageMenu,
  offeredLanguages,
  storeLanguage,
  test,
  waitForHydration,
} from '@marketplace-landing/harness/playwright';
import { audit } from '@marketplace-landing/harness/playwright/axe';

// Both colour schemes: axe's colour-contrast rule (AA) is what proves each readable.
for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`accessibility (axe, WCAG 2.1 A and AA), ${colorScheme} scheme`, () => {
    test.use({ colorScheme });

    for (const code of offeredLanguages) {
      test(`the landing page in ${languageFacts[code].nativeName} has no violations, the language menu closed and open`, async ({
        page,
      }) => {
        if (code !== 'en') await storeLanguage(page, code);
        await page.goto('/');
        await waitForHydration(page);
        await expectLanguage(page, code);
        await expect(cooperationLink(page)).toHaveAttribute('href', customerServiceUrl(code));
        expect(await audit(page)).toEqual([]);

        await languageButton(page).click();
        await expect(languageMenu(page)).toBeVisible();
        expect(await audit(page), 'with the language menu open').toEqual([]);
      });
    }

    test('the not-found page has no violations', async ({ page, expectConsoleError }) => {
      expectConsoleError(/^Failed to load resource: the server responded with a status of 404/);
      expectConsoleError(/^404: no page at "\/nope\/x"$/);
      await page.goto('/nope/x');
      await waitForHydration(page);
      await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
      expect(await audit(page)).toEqual([]);
    });
  });
}
