import {
  chooseLanguage,
  english,
  expect,
  expectLanguage,
  expectMenuExpanded,
  framesOnScreen,
  headlineFigureTexts,
  languageButton,
  languageFacts,
  languageMenu,
  menuButtonAsRead,
  offeredLanguages,
  onlyOnDesktop,
  onlyOnPhone,
  type Page,
  storedLanguage,
  storeLanguage,
  test,
  waitForHydration,
} from './fixtures.ts';

const menuItems = (page: Page) => languageMenu(page).getByRole('menuitemradio');
const item = (page: Page, name: string) => languageMenu(page).getByRole('menuitemradio', { name });
const metaDescription = (page: Page) => page.locator('meta[name="description"]').getAttribute('content');

/** Opens the landing page and waits until it can be used (hydrated, English on screen). */
async function openEnglishPage(page: Page): Promise<void> {
  await page.goto('/');
  await waitForHydration(page);
  await expectLanguage(page, 'en');
}

test.describe('language menu', () => {
  test('the language button is a menu button that names the current language', async ({ page }) => {
    await openEnglishPage(page);
    // A details' <summary>: Chromium's disclosure button, named, with a menu popup, collapsed.
    expect(await menuButtonAsRead(page)).toEqual({
      role: 'DisclosureTriangle',
      name: 'Choose language, current: English',
      hasPopup: 'menu',
      expanded: false,
    });
    await expect(languageMenu(page)).toBeHidden();
    await framesOnScreen(page); // when a choice would have been stored
    expect(await storedLanguage(page)).toBeNull();
  });

  test('opens a menu of the offered languages, each in its own name and language, with the current one checked', async ({
    page,
  }) => {
    await openEnglishPage(page);
    await languageButton(page).click();
    await expectMenuExpanded(page, true);
    await expect(languageMenu(page)).toBeVisible();
    await expect(menuItems(page)).toHaveText(offeredLanguages.map((code) => languageFacts[code].nativeName));
    for (const code of offeredLanguages) {
      const { nativeName, tag } = languageFacts[code];
      await expect(item(page, nativeName)).toHaveAttribute('lang', tag);
      await expect(item(page, nativeName)).toHaveAttribute('aria-checked', code === 'en' ? 'true' : 'false');
    }
    // The list has a maximum height and scrolls when the languages do not fit.
    const style = await languageMenu(page).evaluate((menu) => {
      const computed = getComputedStyle(menu);
      return { maxHeight: computed.maxHeight, overflowY: computed.overflowY };
    });
    expect(style.maxHeight).not.toBe('none');
    expect(['auto', 'scroll']).toContain(style.overflowY);
  });

  test('choosing Deutsch with the mouse shows the page in German, remembers it and returns focus to the button', async ({
    page,
  }) => {
    await openEnglishPage(page);
    const englishDescription = await metaDescription(page);
    await chooseLanguage(page, 'Deutsch');

    await expectLanguage(page, 'de');
    await expect(languageMenu(page)).toBeHidden();
    await expectMenuExpanded(page, false);
    await expect(languageButton(page)).toBeFocused();
    await expect.poll(async () => (await menuButtonAsRead(page)).name).toBe('Sprache wählen, aktuell: Deutsch');
    await expect(page.locator('header').getByRole('navigation').getByRole('link')).toHaveText([
      'Startseite',
      'Über uns',
      'Vorteile',
      'Kontakt',
    ]);
    await expect(page).not.toHaveTitle(english.title);
    await expect(page).toHaveTitle(/Marketly/);
    expect(await metaDescription(page)).not.toBe(englishDescription);
    await expect.poll(() => storedLanguage(page)).toBe('de');

    await page.reload();
    await expectLanguage(page, 'de');
    await languageButton(page).click();
    await expect(item(page, 'Deutsch')).toHaveAttribute('aria-checked', 'true');
    await expect(item(page, 'English')).toHaveAttribute('aria-checked', 'false');
  });

  test.describe('the other languages', () => {
    test.skip(onlyOnDesktop, 'independent of the window width: runs once, in the desktop project');

    for (const code of ['cn', 'vi'] as const) {
      const { nativeName, tag } = languageFacts[code];
      test(`choosing ${nativeName} sets <html lang="${tag}">, the title and the description`, async ({ page }) => {
        await openEnglishPage(page);
        const englishDescription = await metaDescription(page);
        await chooseLanguage(page, nativeName);
        await expectLanguage(page, code);
        await expect(page).not.toHaveTitle(english.title);
        await expect(page).toHaveTitle(/Marketly/);
        expect(await metaDescription(page)).not.toBe(englishDescription);
        await expect.poll(() => storedLanguage(page)).toBe(code);
        await expect(languageButton(page)).toContainText(nativeName);
      });
    }

    test('choosing English again brings back the English title and description', async ({ page }) => {
      await openEnglishPage(page);
      const englishDescription = await metaDescription(page);
      await chooseLanguage(page, 'Deutsch');
      await expectLanguage(page, 'de');
      await chooseLanguage(page, 'English');
      await expectLanguage(page, 'en');
      await expect(page).toHaveTitle(english.title);
      expect(await metaDescription(page)).toBe(englishDescription);
      await expect.poll(() => storedLanguage(page)).toBe('en');
    });
  });

  test.describe('keyboard', () => {
    test.skip(onlyOnDesktop, 'independent of the window width: runs once, in the desktop project');

    test('ArrowDown opens on the checked item, the arrows, Home and End move with wrap-around, Enter chooses', async ({
      page,
    }) => {
      await openEnglishPage(page);
      await languageButton(page).focus();
      await page.keyboard.press('ArrowDown');
      await expect(languageMenu(page)).toBeVisible();
      await expect(item(page, 'English')).toBeFocused();

      const steps: readonly [string, string][] = [
        ['ArrowDown', '简体中文'],
        ['ArrowDown', 'Deutsch'],
        ['ArrowDown', 'Tiếng Việt'],
        ['ArrowDown', 'English'], // wraps to the first
        ['ArrowUp', 'Tiếng Việt'], // wraps to the last
        ['Home', 'English'],
        ['End', 'Tiếng Việt'],
        ['ArrowUp', 'Deutsch'],
      ];
      for (const [key, focused] of steps) {
        await page.keyboard.press(key);
        await expect(item(page, focused), `${key} moves focus to ${focused}`).toBeFocused();
      }

      await page.keyboard.press('Enter');
      await expectLanguage(page, 'de');
      await expect(languageMenu(page)).toBeHidden();
      await expect(languageButton(page)).toBeFocused();
      await expect.poll(() => storedLanguage(page)).toBe('de');
    });

    test('ArrowDown opens on the language in use, not the first one', async ({ page }) => {
      await storeLanguage(page, 'de');
      await page.goto('/');
      await waitForHydration(page);
      await expectLanguage(page, 'de');
      await languageButton(page).focus();
      await page.keyboard.press('ArrowDown');
      await expect(item(page, 'Deutsch')).toBeFocused();
      await expect(item(page, 'Deutsch')).toHaveAttribute('aria-checked', 'true');
    });

    test('Space chooses the focused language', async ({ page }) => {
      await openEnglishPage(page);
      await languageButton(page).focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('End');
      await expect(item(page, 'Tiếng Việt')).toBeFocused();
      await page.keyboard.press(' ');
      await expectLanguage(page, 'vi');
      await expect(languageButton(page)).toBeFocused();
      await expect.poll(() => storedLanguage(page)).toBe('vi');
    });

    test('Enter on the button opens the menu with focus on the checked item', async ({ page }) => {
      await openEnglishPage(page);
      await languageButton(page).focus();
      await page.keyboard.press('Enter');
      await expect(languageMenu(page)).toBeVisible();
      await expectMenuExpanded(page, true);
      await expect(item(page, 'English')).toBeFocused();
    });

    test('Escape closes the menu without a change and returns focus to the button', async ({ page }) => {
      await openEnglishPage(page);
      await languageButton(page).focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await expect(item(page, '简体中文')).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(languageMenu(page)).toBeHidden();
      await expectMenuExpanded(page, false);
      await expect(languageButton(page)).toBeFocused();
      await expectLanguage(page, 'en');
      await framesOnScreen(page); // when a choice would have been stored
      expect(await storedLanguage(page)).toBeNull();
    });
  });

  test('a click outside closes the menu without pulling focus back to the button', async ({ page }) => {
    await openEnglishPage(page);
    await languageButton(page).click();
    await expect(languageMenu(page)).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(languageMenu(page)).toBeHidden();
    await expectMenuExpanded(page, false);
    await expect(languageButton(page)).not.toBeFocused();
    await expectLanguage(page, 'en');
  });

  test('clicking the button again closes the menu', async ({ page }) => {
    await openEnglishPage(page);
    await languageButton(page).click();
    await expect(languageMenu(page)).toBeVisible();
    await languageButton(page).click();
    await expect(languageMenu(page)).toBeHidden();
    await expectMenuExpanded(page, false);
  });
});

test.describe('language detection', () => {
  test.skip(onlyOnPhone, 'independent of the window width: runs once, in the phone project');

  test('with nothing stored and an English browser, the page is English and nothing is stored', async ({ page }) => {
    await openEnglishPage(page);
    await framesOnScreen(page); // when a choice would have been stored
    expect(await storedLanguage(page)).toBeNull();
  });

  for (const [locale, code] of [
    ['de-DE', 'de'],
    ['de-AT', 'de'],
    ['zh-CN', 'cn'],
    ['vi-VN', 'vi'],
  ] as const) {
    test.describe(`a browser set to ${locale}`, () => {
      test.use({ locale });

      test(`sees the page in ${languageFacts[code].nativeName} without anything being stored`, async ({ page, shop }) => {
        await page.goto('/');
        await waitForHydration(page);
        await expectLanguage(page, code);
        await framesOnScreen(page); // when a choice would have been stored
        expect(await storedLanguage(page)).toBeNull();
        // The lookup asks for the language on screen.
        await expect.poll(() => shop.lookups).toEqual([code]);
      });
    });
  }

  test.describe('a stored choice', () => {
    test.use({ locale: 'de-DE' });

    test('wins over the browser language', async ({ page }) => {
      await storeLanguage(page, 'vi');
      await page.goto('/');
      await waitForHydration(page);
      await expectLanguage(page, 'vi');
      await expect.poll(() => storedLanguage(page)).toBe('vi');
    });
  });

  test('a stored language that is not offered is ignored', async ({ page, shop }) => {
    await storeLanguage(page, 'fr');
    await page.goto('/');
    await waitForHydration(page);
    await expect.poll(() => shop.lookups).toEqual(['en']);
    await expectLanguage(page, 'en');
    await expect(languageButton(page)).toHaveAccessibleName('Choose language, current: English');
  });

  test('a page whose storage throws still works, and the menu still switches the language', async ({ page, browserConsole }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('denied', 'SecurityError');
        },
      });
    });
    await page.goto('/');
    await waitForHydration(page);
    await expectLanguage(page, 'en');
    await chooseLanguage(page, 'Deutsch');
    await expectLanguage(page, 'de');
    await expect(languageButton(page)).toBeFocused();
    // The page says (as a warning, not an error) that it could not remember the choice, once it tried.
    await expect.poll(() => browserConsole.warnings().some((text) => /storage/i.test(text))).toBe(true);
    await expect(page).not.toHaveTitle(english.title);
  });
});

test.describe('headline figures', () => {
  test.skip(onlyOnDesktop, 'independent of the window width: runs once, in the desktop project');

  // Formatted by the build (scripts/build/headline-figures.ts, its own test: tests/operators/headlineFigures.test.ts)
  // with Node's locale data, not by the browser: what the prerender wrote, in every browser.
  test('read as the build formatted them in English, and in German after a switch', async ({ page }) => {
    await openEnglishPage(page);
    await expect(page.locator('#home dl dd')).toHaveText(headlineFigureTexts('en'));
    await chooseLanguage(page, 'Deutsch');
    await expectLanguage(page, 'de');
    await expect(page.locator('#home dl dd')).toHaveText(headlineFigureTexts('de'));
  });

  for (const code of ['cn', 'vi'] as const) {
    test(`are formatted for the locale in ${languageFacts[code].nativeName}, as the build wrote them`, async ({ page }) => {
      await storeLanguage(page, code);
      await page.goto('/');
      await waitForHydration(page);
      await expectLanguage(page, code);
      await expect(page.locator('#home dl dd')).toHaveText(headlineFigureTexts(code));
    });
  }
});
