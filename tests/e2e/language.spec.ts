import {
  chooseLanguage,
  english,
  expect,
  expectLanguage,
  expectMenuExpanded,
  framesOnScreen,
  languageButton,
  languageFacts,
  languageMenu,
  menuButtonAsRead,
  offeredLanguages,
  onlyOnDesktop,
  onlyOnPhone,
  type Page,
  storedLanguage,
  test,
  waitForHydration,
} from '@marketplace-landing/harness/playwright';

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

  test('the menu lists the offered languages by name; choosing Deutsch with the mouse shows the page in German, remembers it and returns focus to the button', async ({
    page,
  }) => {
    await openEnglishPage(page);
    const englishDescription = await metaDescription(page);
    await languageButton(page).click();
    await expectMenuExpanded(page, true);
    // Each item's lang and aria-checked: tests/views/languageMenu.test.tsx; the list scrolling when 21
    // languages do not fit: tests/languages/all-languages.spec.ts.
    await expect(menuItems(page)).toHaveText(offeredLanguages.map((code) => languageFacts[code].nativeName));
    await item(page, 'Deutsch').click();

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

  test.describe('keyboard', () => {
    test.skip(onlyOnDesktop, 'independent of the window width: runs once, in the desktop project');

    // The keys' wrap-around is the menu machine's (tests/machines/menu.machine.test.ts), the key mapping the
    // view's (tests/views/languageMenu.test.tsx); what Chromium decides is Enter and Space on <summary> and
    // the items, focus, and what a screen reader is told.
    test('Enter on the button opens on the checked item, the arrows, Home and End move with wrap-around, Enter chooses', async ({
      page,
    }) => {
      await openEnglishPage(page);
      await languageButton(page).focus();
      await page.keyboard.press('Enter');
      await expect(languageMenu(page)).toBeVisible();
      await expectMenuExpanded(page, true);
      await expect(item(page, 'English')).toBeFocused();

      const steps: readonly [string, string][] = [
        ['ArrowUp', 'Tiếng Việt'], // wraps to the last
        ['ArrowDown', 'English'], // wraps to the first
        ['End', 'Tiếng Việt'],
        ['Home', 'English'],
        ['ArrowDown', '简体中文'],
        ['ArrowDown', 'Deutsch'],
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

    test('Escape closes the menu without a change and returns focus to the button; Space chooses', async ({ page }) => {
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

      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('End');
      await expect(item(page, 'Tiếng Việt')).toBeFocused();
      await page.keyboard.press(' ');
      await expectLanguage(page, 'vi');
      await expect(languageButton(page)).toBeFocused();
      await expect.poll(() => storedLanguage(page)).toBe('vi');
    });
  });
});

// Which language a visitor sees first is the head script's and the hosts' (tests/app/headScript.test.ts,
// tests/hosts/language.spec.ts); the rules, tests/app/detectLanguage.test.ts.
test.describe('storage', () => {
  test.skip(onlyOnPhone, 'independent of the window width: runs once, in the phone project');

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
