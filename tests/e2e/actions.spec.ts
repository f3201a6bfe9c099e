import {
  desktopShopUrl,
  expect,
  mobileShopUrl,
  onlyOnDesktop,
  onlyOnPhone,
  type Page,
  sellerRegistrationUrl,
  test,
  waitForHydration,
} from './fixtures.ts';

const startShopping = (page: Page) => page.locator('#home').getByRole('link', { name: 'Start shopping' });
const buyNow = (page: Page) => page.locator('#about').getByRole('link', { name: 'Buy now' });
const registerAsSeller = (page: Page) => page.locator('#about').getByRole('link', { name: 'Register as a seller' });

test.describe('shop and seller actions', () => {
  test('Start shopping and Buy now lead to the mobile shop below 768 px and to the desktop shop otherwise', async ({
    page,
    viewport,
  }) => {
    const expected = (viewport?.width ?? 1280) < 768 ? mobileShopUrl : desktopShopUrl;
    await page.goto('/');
    await waitForHydration(page);
    await expect(startShopping(page)).toHaveAttribute('href', expected);
    await expect(buyNow(page)).toHaveAttribute('href', expected);
  });

  test('Start shopping is a real link that takes the visitor to the shop', async ({ page, viewport }) => {
    const expected = (viewport?.width ?? 1280) < 768 ? mobileShopUrl : desktopShopUrl;
    await page.goto('/');
    await waitForHydration(page);
    await expect(startShopping(page)).toHaveAttribute('href', expected);
    await startShopping(page).click();
    await page.waitForURL(expected);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Shop: (mobile|desktop) site$/);
  });

  test('Buy now takes the visitor to the shop for their screen', async ({ page, viewport }) => {
    const expected = (viewport?.width ?? 1280) < 768 ? mobileShopUrl : desktopShopUrl;
    await page.goto('/');
    await waitForHydration(page);
    await expect(buyNow(page)).toHaveAttribute('href', expected);
    await buyNow(page).click();
    await page.waitForURL(expected);
  });

  test('Register as a seller leads to the seller application on the merchant site', async ({ page, viewport }) => {
    test.skip(onlyOnPhone({ viewport }), 'independent of the window width: runs once, in the phone project');
    await page.goto('/');
    await waitForHydration(page);
    await expect(registerAsSeller(page)).toHaveAttribute('href', sellerRegistrationUrl);
    await registerAsSeller(page).click();
    await page.waitForURL(sellerRegistrationUrl);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop: home');
    expect(await page.evaluate(() => window.location.hash)).toBe('#/pagesC/applyshop/applyType');
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

    test('a phone-width window that opens the page gets the mobile shop link at once', async ({ page }) => {
      await page.setViewportSize({ width: 767, height: 740 });
      await page.goto('/');
      await waitForHydration(page);
      await expect(startShopping(page)).toHaveAttribute('href', mobileShopUrl);
      await expect(buyNow(page)).toHaveAttribute('href', mobileShopUrl);
    });
  });
});
