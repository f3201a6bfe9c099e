import {
  english,
  expect,
  headlineFigureTexts,
  onlyOnDesktop,
  onlyOnPhone,
  type Page,
  test,
  textOf,
  waitForHydration,
} from './fixtures.ts';

/** The two console errors every visit to an unknown path brings: the browser's 404 and the page's own log. */
function expectNotFoundLogs(expectConsoleError: (pattern: RegExp) => void, path: string): void {
  const escaped = path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  expectConsoleError(/^Failed to load resource: the server responded with a status of 404/);
  expectConsoleError(new RegExp(`^404: no page at "${escaped}"$`));
}

async function expectLandingPage(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(english.heroTitle);
  for (const id of ['home', 'about', 'features', 'contact']) await expect(page.locator(`#${id}`)).toBeVisible();
  await waitForHydration(page);
}

test.describe('routes', () => {
  test.describe('the landing page and the not-found page', () => {
    test.skip(onlyOnPhone, 'independent of the window width: runs once, in the phone project');

    test('serves the landing page at / with status 200', async ({ page }) => {
      const response = await page.goto('/');
      expect(response?.status()).toBe(200);
      await expectLandingPage(page);
      await expect(page).toHaveTitle(english.title);
    });

    test('answers an unknown path with status 404 and the not-found page', async ({ page, expectConsoleError }) => {
      expectNotFoundLogs(expectConsoleError, '/nope/x');
      const response = await page.goto('/nope/x');
      expect(response?.status()).toBe(404);
      const main = page.getByRole('main');
      await expect(main.getByText('404', { exact: true })).toBeVisible();
      await expect(main.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
      await expect(main.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
      await waitForHydration(page);
      // The not-found page has no section links: they would point at sections that are not there.
      await expect(page.locator('header').getByRole('link', { name: 'Features' })).toHaveCount(0);
      // Checked after hydration: the tab must still say "not found" once the page's scripts ran.
      await expect(page).toHaveTitle(/Page not found/);
    });
  });

  test.describe('independent of the window width', () => {
    test.skip(onlyOnDesktop, 'runs once, in the desktop project');

    test('serves the same landing page at /about.html with status 200', async ({ page }) => {
      const response = await page.goto('/about.html');
      expect(response?.status()).toBe(200);
      await expectLandingPage(page);
    });

    test('logs the attempted path of an unknown route with console.error', async ({
      page,
      browserConsole,
      expectConsoleError,
    }) => {
      expectNotFoundLogs(expectConsoleError, '/deep/missing.html');
      const response = await page.goto('/deep/missing.html');
      expect(response?.status()).toBe(404);
      await browserConsole.waitForError(/^404: no page at "\/deep\/missing\.html"$/);
    });

    test('Return to Home leads from the not-found page back to the landing page', async ({ page, expectConsoleError }) => {
      expectNotFoundLogs(expectConsoleError, '/nope/x');
      await page.goto('/nope/x');
      await waitForHydration(page);
      await page.getByRole('link', { name: 'Return to Home' }).click();
      await expect(page).toHaveURL('/');
      await expectLandingPage(page);
    });

    test('the HTML of / already contains the landing page, so hydration has nothing to change', async ({ request }) => {
      const response = await request.get('/');
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      const html = await response.text();
      expect(html).toContain('data-page="landing"');
      expect(textOf(html)).toContain(english.heroTitle);
      expect(html).toContain(`<title>${english.title}</title>`);
      expect(html).toContain('<html lang="en" dir="ltr">');
      for (const figure of headlineFigureTexts('en')) expect(html).toContain(figure);
      for (const id of ['home', 'about', 'features', 'contact']) expect(html).toContain(`id="${id}"`);
    });

    test('the HTML of /about.html is the same landing page', async ({ request }) => {
      const response = await request.get('/about.html');
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain('data-page="landing"');
      expect(textOf(html)).toContain(english.heroTitle);
    });

    test('an unknown path answers 404 with the prerendered not-found page', async ({ request }) => {
      const response = await request.get('/nope/x');
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain('data-page="not-found"');
      expect(textOf(html)).toContain('Oops! Page not found');
      expect(html).toMatch(/<title>[^<]*Page not found[^<]*<\/title>/);
    });
  });
});
