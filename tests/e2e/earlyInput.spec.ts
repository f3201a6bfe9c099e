// Interactive from the first paint: under a slow phone's network and CPU (Lighthouse's mobile
// conditions), a visitor uses the language menu before the app has hydrated, and nothing is lost.

import {
  desktopShopUrl,
  english,
  expect,
  expectLanguage,
  expectMenuExpanded,
  german,
  holdEntryScript,
  languageButton,
  languageFacts,
  languageMenu,
  mobileShopUrl,
  offeredLanguages,
  onlyOnDesktop,
  onlyOnPhone,
  type Page,
  pageSettles,
  storedLanguage,
  test,
  waitForHydration,
} from '@marketplace-landing/harness/playwright';
import { throttleLikeASlowPhone } from '@marketplace-landing/harness/slow-phone';

interface Interaction {
  readonly type: string;
  readonly key: string;
  readonly hydrated: boolean;
}

declare global {
  interface Window {
    __interactions?: Interaction[];
  }
}

/**
 * Records every click and key press with whether the app ran at that moment. Runs
 * before the page's own scripts, so its listener sees each event first.
 */
async function recordInteractions(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const interactions: Interaction[] = [];
    window.__interactions = interactions;
    // Until the app runs (src/main.tsx says so on <html>), the head script records what needs it.
    const hydrated = () => document.documentElement.dataset.app === 'running';
    for (const type of ['click', 'keydown']) {
      document.addEventListener(
        type,
        (event) => {
          if (event.isTrusted) interactions.push({ type, key: (event as KeyboardEvent).key ?? '', hydrated: hydrated() });
        },
        true,
      );
    }
  });
}

const interactions = (page: Page) => page.evaluate(() => window.__interactions ?? []);

// The app's entry script is held back (holdEntryScript): on a real slow phone the window before hydration
// is about a second, shorter than a test's few actions, so the test keeps it open (and still asserts that
// each interaction really happened before hydration).

/** The page is German and remembers it, with the menu closed. */
async function expectGermanChosen(page: Page): Promise<void> {
  await expectLanguage(page, 'de');
  await expect.poll(() => storedLanguage(page)).toBe('de');
  await expect(languageMenu(page)).toBeHidden();
  await expectMenuExpanded(page, false);
}

test.describe('before the app has hydrated, on a slow phone', () => {
  test.beforeEach(async ({ page }) => {
    await recordInteractions(page);
    await throttleLikeASlowPhone(page);
  });

  test.describe('by touch', () => {
    test.skip(onlyOnPhone, 'a phone’s taps: runs in the phone project');

    test('a tap on the language button the moment it shows opens the menu, and a tap on Deutsch is kept and applied', async ({
      page,
    }) => {
      const { release: releaseTheApp } = await holdEntryScript(page);
      await page.goto('/', { waitUntil: 'commit' });
      await languageButton(page).click();
      await expect(languageMenu(page)).toBeVisible();
      await languageMenu(page).getByRole('menuitemradio', { name: 'Deutsch' }).click();
      // Both taps landed before hydration: this is the early path, not the app's.
      expect(await interactions(page)).toEqual([
        { type: 'click', key: '', hydrated: false },
        { type: 'click', key: '', hydrated: false },
      ]);
      // The menu closes with the tap; the language follows as soon as the app runs.
      await expect(languageMenu(page)).toBeHidden();
      releaseTheApp();
      await waitForHydration(page);
      await expectGermanChosen(page);
      await pageSettles(page);
      await expectGermanChosen(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(german.heroTitle);
    });

    test('a menu opened before hydration stays open when the app takes over, and closes on a tap outside', async ({ page }) => {
      const { release: releaseTheApp } = await holdEntryScript(page);
      await page.goto('/', { waitUntil: 'commit' });
      await languageButton(page).click();
      expect((await interactions(page))[0]?.hydrated).toBe(false);
      releaseTheApp();
      await waitForHydration(page);
      await expectMenuExpanded(page, true);
      await pageSettles(page);
      await expect(languageMenu(page)).toBeVisible();
      await page.getByRole('heading', { level: 1 }).click();
      await expect(languageMenu(page)).toBeHidden();
      await expectMenuExpanded(page, false);
      await expectLanguage(page, 'en');
    });
  });

  test('Start shopping pressed before the app runs leads to the shop for this screen (mobile below 768 px)', async ({
    page,
    viewport,
  }) => {
    // The page is served with the wide window's link (the host cannot know the width); the head script
    // points it at the mobile shop as a finger goes down in a narrow window, as the app's link would.
    // The entry is held: no app ran.
    await holdEntryScript(page);
    await page.goto('/', { waitUntil: 'commit' });
    const expected = (viewport?.width ?? 1280) < 768 ? mobileShopUrl : desktopShopUrl;
    const startShopping = page.locator('#home').getByRole('link', { name: 'Start shopping' });
    await expect(startShopping).toHaveAttribute('href', desktopShopUrl);
    await startShopping.dispatchEvent('pointerdown'); // what a long press's "open in new tab" reads, too
    await expect(startShopping).toHaveAttribute('href', expected);
    await startShopping.click();
    await page.waitForURL(expected);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Shop: ${expected === mobileShopUrl ? 'mobile' : 'desktop'} site`,
    );
  });

  test.describe('a phone turned to landscape', () => {
    test.skip(onlyOnPhone, 'a phone’s window, turned: runs in the phone project');

    test('a shop link pressed, not followed, then the window turned wide: once the app runs it says what the app says', async ({
      page,
    }) => {
      const { release: releaseTheApp } = await holdEntryScript(page);
      await page.goto('/', { waitUntil: 'commit' });
      const startShopping = page.locator('#home').getByRole('link', { name: 'Start shopping' });
      await startShopping.dispatchEvent('pointerdown');
      await expect(startShopping).toHaveAttribute('href', mobileShopUrl);
      await page.setViewportSize({ width: 1024, height: 700 });
      releaseTheApp();
      await waitForHydration(page);
      // Hydration keeps the attribute it finds; the app sets it again to what it says for this window.
      await expect(startShopping).toHaveAttribute('href', desktopShopUrl);
      await expect(page.locator('#about').getByRole('link', { name: 'Buy now' })).toHaveAttribute('href', desktopShopUrl);
    });
  });

  test.describe('by keyboard', () => {
    test.skip(onlyOnDesktop, 'a keyboard: runs in the desktop project');

    test('focus, Enter, arrows and Enter before hydration choose Deutsch once the app runs', async ({ page }) => {
      const { release: releaseTheApp } = await holdEntryScript(page);
      await page.goto('/', { waitUntil: 'commit' });
      await languageButton(page).focus();
      await page.keyboard.press('Enter');
      await expect(languageMenu(page)).toBeVisible();
      await page.keyboard.press('ArrowDown'); // 简体中文
      await page.keyboard.press('ArrowDown'); // Deutsch
      await page.keyboard.press('Enter');
      const keys = (await interactions(page)).filter(({ type }) => type === 'keydown');
      expect(keys.map(({ key, hydrated }) => [key, hydrated])).toEqual([
        ['Enter', false],
        ['ArrowDown', false],
        ['ArrowDown', false],
        ['Enter', false],
      ]);
      releaseTheApp();
      await waitForHydration(page);
      await expectGermanChosen(page);
      await expect(languageButton(page)).toBeFocused();
      await pageSettles(page);
      await expectGermanChosen(page);
    });
  });
});

test.describe('after hydration', () => {
  test.skip(onlyOnDesktop, 'independent of the window width: runs once, in the desktop project');

  test('a tap on the language button opens the menu exactly once: nothing replayed closes it again', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => {
      const details = document.querySelector('header details');
      details?.addEventListener('toggle', () =>
        details.setAttribute('data-toggles', String(Number(details.getAttribute('data-toggles') ?? 0) + 1)),
      );
    });
    await languageButton(page).click();
    await expect(languageMenu(page)).toBeVisible();
    await pageSettles(page);
    await expect(languageMenu(page)).toBeVisible();
    await expectMenuExpanded(page, true);
    await expect(page.locator('header details')).toHaveAttribute('data-toggles', '1');
    await expectLanguage(page, 'en');
  });
});

test.describe('when the app cannot start', () => {
  test.skip(onlyOnDesktop, 'independent of the window width: runs once, in the desktop project');

  test('a chunk it needs fails to load: the error is logged, recording stops, and the menu stays plain HTML', async ({
    page,
    expectConsoleError,
  }) => {
    expectConsoleError(/The app could not start; the page stays as it was served/);
    expectConsoleError(/Failed to load resource|net::ERR_FAILED/);
    await page.route(/\/assets\/showPage-[\w-]+\.js$/, (route) => route.abort());
    const failed = page.waitForEvent('console', (message) => message.text().includes('The app could not start'));
    await page.goto('/');
    await failed;
    await languageButton(page).click();
    await expect(languageMenu(page)).toBeVisible();
    // Recorded, the tap would close the menu and wait for the app; left to the page, it does nothing.
    await languageMenu(page).getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await expect(languageMenu(page)).toBeVisible();
    await expectLanguage(page, 'en');
    expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test.skip(onlyOnDesktop, 'independent of the window width: runs once, in the desktop project');

  test('the menu still opens and lists the languages, and says that choosing one needs JavaScript', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(english.heroTitle);
    await languageButton(page).click();
    await expect(languageMenu(page)).toBeVisible();
    await expect(languageMenu(page).getByRole('menuitemradio')).toHaveText(
      offeredLanguages.map((code) => languageFacts[code].nativeName),
    );
    // The note is an element, shown, only where scripting is off (Playwright's text matchers skip <noscript>).
    const note = page.locator('header details noscript > p');
    await expect(note).toBeVisible();
    expect(await note.evaluate((element) => element.textContent)).toBe(
      'Choosing a language needs JavaScript, which is turned off in this browser.',
    );
    await languageMenu(page).getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(english.heroTitle);
  });
});
