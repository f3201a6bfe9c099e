import {
  desktopShopUrl,
  expect,
  mobileShopUrl,
  onlyOnDesktop,
  type Page,
  test,
  waitForHydration,
} from '@marketplace-landing/harness/playwright';

const startShopping = (page: Page) => page.locator('#home').getByRole('link', { name: 'Start shopping' });
const buyNow = (page: Page) => page.locator('#about').getByRole('link', { name: 'Buy now' });

test.describe('shop and seller actions', () => {
  // The seller action: its href in views/landing.test.tsx and, with JavaScript off, production.spec.ts;
  // the click on nginx and workerd, nginx/reports.spec.ts.
  test('Start shopping and Buy now lead to the shop for this screen (mobile below 768 px), and take the visitor there', async ({
    page,
    viewport,
  }) => {
    const expected = (viewport?.width ?? 1280) < 768 ? mobileShopUrl : desktopShopUrl;
    await page.goto('/');
    await waitForHydration(page);
    await expect(buyNow(page)).toHaveAttribute('href', expected);
    await expect(startShopping(page)).toHaveAttribute('href', expected);
    await startShopping(page).click();
    await page.waitForURL(expected);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Shop: (mobile|desktop) site$/);
    await page.goBack();
    await waitForHydration(page);
    await expect(buyNow(page)).toHaveAttribute('href', expected);
    await buyNow(page).click();
    await page.waitForURL(expected);
  });

  test.describe('the shop links follow the window width', () => {
    test.skip(onlyOnDesktop, 'sets its own window sizes: runs once, in the desktop project');

    test('resizing across 768 px switches the shop links without a reload', async ({ page }) => {
      await page.setViewportSize({ width: 1024, height: 800 });
      await page.goto('/');
      await waitForHydration(page);
      await page.evaluate(() => {
        Object.assign(window, { notReloaded: true });
      });
      const stillSamePage = () => page.evaluate(() => 'notReloaded' in window);

      await expect(startShopping(page)).toHaveAttribute('href', desktopShopUrl);
      await expect(buyNow(page)).toHaveAttribute('href', desktopShopUrl);

      await page.setViewportSize({ width: 767, height: 800 });
      await expect(startShopping(page)).toHaveAttribute('href', mobileShopUrl);
      await expect(buyNow(page)).toHaveAttribute('href', mobileShopUrl);

      await page.setViewportSize({ width: 768, height: 800 });
      await expect(startShopping(page)).toHaveAttribute('href', desktopShopUrl);
      await expect(buyNow(page)).toHaveAttribute('href', desktopShopUrl);

      await page.setViewportSize({ width: 375, height: 740 });
      await expect(startShopping(page)).toHaveAttribute('href', mobileShopUrl);
      expect(await stillSamePage(), 'the page was not reloaded').toBe(true);
    });
  });
});
