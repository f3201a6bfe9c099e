/**
 * The cross-engine suite: one set of cases, run against any EngineDriver (firefox.test.ts and
 * webkit.test.ts). It covers what most often differs between engines: the page starting without a
 * script error, the customer-service lookup and the cooperation action, the language menu by mouse
 * and keyboard, right-to-left Arabic, the 768 px breakpoint, the not-found page and 320 px phones.
 *
 * Elements are found by role and ARIA state, not by tag (`[aria-haspopup="menu"]` may be a button or
 * a <summary>), so the cases survive markup changes that keep the page's accessible contract.
 */
import { mkdirSync } from 'node:fs';
import {
  landingIn,
  landingProblems,
  pixelsUnlike,
  watchedScrollEnded,
  watchScroll,
} from '@marketplace-landing/harness/browser/geometry';
import { findWord, selectionShown, whereTheWindowIs } from '@marketplace-landing/harness/browser/scrolling';
import { domSettles } from '@marketplace-landing/harness/browser/settle';
import { measureTypography, typographyProblems, typographyWidths } from '@marketplace-landing/harness/browser/typography';
import { byCss, byRoleAndText, type EngineDriver } from '@marketplace-landing/harness/engines/driver';
import {
  browserStartLimitMs,
  customerServiceUrl,
  repo,
  shopOrigin,
  siteOrigin,
  supportChatUrl,
} from '@marketplace-landing/harness/engines/environment';
import { type EngineSite, keyProbePath, startSite } from '@marketplace-landing/harness/engines/site';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import ar from '../../locales/ar.ts';
import cn from '../../locales/cn.ts';
import de from '../../locales/de.ts';
import en, { type Catalogue } from '../../locales/en.ts';
import { languageInfo, languages } from '../../locales/languages.ts';
import tw from '../../locales/tw.ts';

const languageButton = byCss('header [aria-haspopup="menu"]');
const cooperationLinkCss = '#about article:nth-of-type(3) a';
const cooperationLink = byCss(cooperationLinkCss);
const desktop = { width: 1200, height: 700 };
const entryScript = /^\/assets\/index-[^/]+\.js$/;
/** The set-up's limit: WebKit's driver, then its browser, may each take the start limit; a minute is for the rest. */
const setUpLimitMs = 2 * browserStartLimitMs + 60_000;

export function crossEngineSuite(name: string, launch: () => Promise<EngineDriver>): void {
  describe(name, () => {
    let site: EngineSite;
    let driver: EngineDriver;
    let expectedConsoleErrors: RegExp[] = [];
    let shots = '';
    // Firefox ESR 153 over WebDriver BiDi delivers Enter and Space to a focused <button> without
    // activating it (typing and Tab work): learnt on a bare page, so a fixed Firefox runs the case again.
    let keyActivatesButtons = false;
    // WPE WebDriver's key presses reach the page's listeners but not the browser's own scrolling: learnt
    // on the bare page too, so End and PageDown are tried only where the driver can press them at all.
    let keyScrollsThePage = false;

    beforeAll(async () => {
      site = await startSite();
      driver = await launch();
      shots = `${repo}test-results/engines/${driver.engine}`;
      mkdirSync(shots, { recursive: true });
      await driver.goto(keyProbePath);
      await driver.evaluate(() => document.getElementById('probe')?.focus());
      await driver.press('Enter');
      keyActivatesButtons = await driver.evaluate(() => document.getElementById('probe')?.dataset.clicked === 'yes');
      // And whether its End key scrolls a plain page that is taller than the window.
      await driver.press('End');
      keyScrollsThePage = await driver.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            const since = performance.now();
            const check = () => {
              if (window.scrollY > 0) resolve(true);
              else if (performance.now() - since > 2_000) resolve(false);
              else requestAnimationFrame(check);
            };
            check();
          }),
      );
    }, setUpLimitMs);

    afterAll(async () => {
      await driver?.close();
      await site?.close();
    });

    beforeEach(async () => {
      site.reset();
      expectedConsoleErrors = [];
      await driver.setViewport(desktop.width, desktop.height);
    });

    // Every case ends with no uncaught error and no console error it did not declare.
    afterEach(async () => {
      const record = await driver.evaluate((site) => {
        const recorded = window as unknown as { __scriptErrors?: string[]; __consoleErrors?: string[] };
        const ours = location.origin === site;
        if (ours) localStorage.clear(); // the next case starts as a first visit
        return {
          ours,
          recording: Array.isArray(recorded.__scriptErrors),
          scriptErrors: recorded.__scriptErrors ?? [],
          consoleErrors: recorded.__consoleErrors ?? [],
        };
      }, siteOrigin);
      await driver.closePopups();
      if (!record.ours) return; // a case that ended on the stand-in checked the page before it left
      expect(record.recording, 'the error recorder is in the page').toBe(true);
      expect(record.scriptErrors, 'uncaught script errors').toEqual([]);
      const unexpected = record.consoleErrors.filter((text) => !expectedConsoleErrors.some((pattern) => pattern.test(text)));
      expect(unexpected, 'console errors the case did not declare').toEqual([]);
    });

    const screenshot = (shot: string) => driver.screenshot(`${shots}/${shot}.png`);
    // The app runs: hydrated, its machines started (src/main.tsx says so on <html>), the head script's recording handed over.
    const isHydrated = () => driver.evaluate(() => document.documentElement.dataset.app === 'running');
    /** Once the page has nothing left to do (harness/browser/settle.ts). */
    const settles = () => driver.evaluate(domSettles);
    const hydrated = () => expect.poll(isHydrated, { timeout: 10_000 }).toBe(true);
    const heading = () => driver.evaluate(() => document.querySelector('h1')?.textContent ?? null);
    const documentLanguage = () => driver.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);
    const hrefOf = (css: string) => driver.evaluate((selector) => document.querySelector(selector)?.getAttribute('href'), css);
    const consoleErrors = () =>
      driver.evaluate(() => (window as unknown as { __consoleErrors?: string[] }).__consoleErrors ?? []);
    // Shown, not merely laid out: Firefox keeps boxes for a closed <details>'s content (it hides it as
    // content-visibility: hidden does), so client rects say nothing there. WPE 2.38 has no checkVisibility,
    // but gives a closed <details>'s content no boxes.
    const menuIsOpen = () =>
      driver.evaluate(() => {
        const menu = document.querySelector('[role="menu"]');
        if (!menu) return false;
        const canCheck = typeof (menu as Partial<Element>).checkVisibility === 'function';
        return canCheck ? menu.checkVisibility() : menu.getClientRects().length > 0;
      });
    const focused = () =>
      driver.evaluate(() => {
        const element = document.activeElement;
        return {
          role: element?.getAttribute('role') ?? null,
          popup: element?.getAttribute('aria-haspopup') ?? null,
          text: element?.textContent?.trim() ?? '',
        };
      });
    const documentTitle = () => driver.evaluate(() => document.title);
    /** The page, and the document's title (written once the switch's frame is drawn), in `catalogue`'s language. */
    const showsLanguage = async (tag: string, dir: string, catalogue: Catalogue) => {
      await expect.poll(documentLanguage).toEqual([tag, dir]);
      await expect.poll(heading).toBe(catalogue.hero.title);
      const words = catalogue.meta.title.split('{{brand}}').filter(Boolean);
      await expect.poll(documentTitle).toSatisfy((title: string) => words.every((part) => title.includes(part)));
    };
    const chooseLanguage = async (nativeName: string) => {
      await driver.click(languageButton);
      await expect.poll(menuIsOpen).toBe(true);
      await driver.click(byRoleAndText('menuitemradio', nativeName));
    };
    // Get started and Buy now: the links that follow the window (the footer's app link is /h5/ always).
    const shopLinks = () =>
      driver.evaluate(
        (selectors) => selectors.map((selector) => document.querySelector(selector)?.getAttribute('href') ?? null),
        [`#home a[href^="${shopOrigin}"]`, '#about article:nth-of-type(1) a'],
      );
    const horizontalOverflow = () =>
      driver.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    /** Does `act`, which scrolls the window, and waits until that scroll is over (`watchedScrollEnded`). */
    const scrollsToItsEnd = async (act: () => Promise<void>, what: string) => {
      await driver.evaluate(watchScroll);
      await act();
      await expect
        .poll(() => driver.evaluate(watchedScrollEnded), { timeout: 5_000, message: `${what}: the scroll ends` })
        .toBe(true);
    };

    it('renders the landing page and starts the app with no script error', async () => {
      await driver.goto('/');
      expect(await heading()).toBe(en.hero.title);
      await hydrated();
      expect(
        await driver.evaluate(() => ['home', 'about', 'features', 'contact'].map((id) => document.getElementById(id) !== null)),
      ).toEqual([true, true, true, true]);
      expect(await documentLanguage()).toEqual(['en', 'ltr']);
      await screenshot('landing');
    });

    it('reads before its script arrives, then starts once it does', async () => {
      const releaseTheApp = site.hold(entryScript);
      await driver.goto('/');
      expect(await heading()).toBe(en.hero.title);
      expect(await hrefOf(cooperationLinkCss)).toBe(supportChatUrl);
      expect(await isHydrated(), 'the app started although its script was held back').toBe(false);
      await screenshot('before-script');
      releaseTheApp();
      await hydrated();
      await expect.poll(() => hrefOf(cooperationLinkCss)).toBe(customerServiceUrl('en'));
    });

    it('shows a visitor who chose German before German from the first frame, before the app runs', async () => {
      await driver.goto('/');
      await driver.evaluate(() => localStorage.setItem('lang', 'de'));
      const releaseTheApp = site.hold(entryScript);
      await driver.goto('/');
      // The page as served is English; the head script made it German before it showed it.
      await expect
        .poll(() => driver.evaluate(() => (window as unknown as { __shownFrames: string[] }).__shownFrames.length))
        .toBe(5);
      expect(await driver.evaluate(() => (window as unknown as { __shownFrames: string[] }).__shownFrames)).toEqual(
        Array(5).fill('de'),
      );
      expect(await heading()).toBe(de.hero.title);
      expect(await isHydrated(), 'the app started although its script was held back').toBe(false);
      await screenshot('stored-german-before-script');
      releaseTheApp();
      await hydrated();
      await showsLanguage('de', 'ltr', de);
    });

    it('opens the fetched customer-service URL, and the new language’s after a switch by mouse, the menu closed', async () => {
      await driver.goto('/');
      await hydrated();
      await expect.poll(() => hrefOf(cooperationLinkCss)).toBe(customerServiceUrl('en'));
      await driver.click(cooperationLink);
      await expect.poll(() => driver.popupUrls()).toEqual([customerServiceUrl('en')]);
      expect(await driver.evaluate(() => location.pathname), 'the landing page stays').toBe('/');
      await driver.closePopups();

      await chooseLanguage(languageInfo('de').nativeName);
      await showsLanguage('de', 'ltr', de);
      await expect.poll(menuIsOpen).toBe(false);
      await expect.poll(() => driver.evaluate(() => localStorage.getItem('lang'))).toBe('de');
      await expect.poll(() => hrefOf(cooperationLinkCss)).toBe(customerServiceUrl('de'));
      await driver.click(cooperationLink);
      await expect.poll(() => driver.popupUrls()).toEqual([customerServiceUrl('de')]);
      await screenshot('cooperation-de');
    });

    it('goes to the support chat in the same tab when the lookup fails', async () => {
      const failure = /^Customer-service lookup failed; the cooperation button uses the support link\./;
      expectedConsoleErrors.push(failure);
      site.failLookups(true);
      await driver.goto('/');
      await hydrated();
      await expect.poll(async () => (await consoleErrors()).some((text) => failure.test(text))).toBe(true);
      expect(await hrefOf(cooperationLinkCss)).toBe(supportChatUrl);
      expect(await consoleErrors(), 'only the declared lookup failure').toEqual([expect.stringMatching(failure)]);
      await driver.click(cooperationLink);
      await expect.poll(() => driver.evaluate(() => location.href)).toBe(supportChatUrl);
      expect(await driver.popupUrls(), 'no new window').toEqual([]);
    });

    const focusedItem = (text: string) => ({ role: 'menuitemradio', popup: null, text });
    const focusIsOnLanguageButton = () => expect.poll(async () => (await focused()).popup).toBe('menu');
    /** On a fresh landing page, focuses the language button and opens the menu with `key`: English has focus. */
    const openMenuWith = async (key: 'ArrowDown' | 'Enter') => {
      await driver.goto('/');
      await hydrated();
      await driver.evaluate(() => (document.querySelector('header [aria-haspopup="menu"]') as HTMLElement | null)?.focus());
      await driver.press(key);
      await expect.poll(menuIsOpen).toBe(true);
      await expect.poll(focused).toEqual(focusedItem('English'));
    };

    it('opens the language menu with the arrow keys, moves through it and closes it with Escape', async () => {
      await openMenuWith('ArrowDown');
      await driver.press('ArrowDown');
      await expect.poll(focused).toEqual(focusedItem(languageInfo('cn').nativeName));
      await driver.press('Escape');
      await expect.poll(menuIsOpen).toBe(false);
      await focusIsOnLanguageButton();
      await driver.press('ArrowUp');
      await expect.poll(focused).toEqual(focusedItem(languageInfo('id').nativeName));
      await driver.press('Escape');
      await expect.poll(menuIsOpen).toBe(false);
    });

    it('opens the language menu and chooses a language with Enter', async (context) => {
      if (!keyActivatesButtons) context.skip(`${driver.engine}: this driver's Enter does not activate a focused button`);
      await openMenuWith('Enter');
      await driver.press('ArrowDown');
      await driver.press('Enter');
      await showsLanguage('zh-CN', 'ltr', cn);
      await expect.poll(menuIsOpen).toBe(false);
      await focusIsOnLanguageButton();
      await screenshot('keyboard-cn');
    });

    // Interactive from the first paint: the menu is a <details> that opens natively, and what needs the
    // app is recorded by the head script and replayed once it runs (the script is held back meanwhile).
    it('opens the menu on a tap before the app runs, and applies a language tapped then once it does', async () => {
      const releaseTheApp = site.hold(entryScript);
      await driver.goto('/');
      await driver.click(languageButton);
      expect(await menuIsOpen(), 'the menu opens without the app').toBe(true);
      await driver.click(byRoleAndText('menuitemradio', languageInfo('de').nativeName));
      expect(await isHydrated(), 'both taps came before the app ran').toBe(false);
      expect(await menuIsOpen(), 'the chosen language closes the menu at once').toBe(false);
      await screenshot('early-tap-before-app');
      releaseTheApp();
      await hydrated();
      await showsLanguage('de', 'ltr', de);
      await expect.poll(() => driver.evaluate(() => localStorage.getItem('lang'))).toBe('de');
      await settles();
      expect(await menuIsOpen(), 'still closed: nothing replayed twice').toBe(false);
      expect(await heading()).toBe(de.hero.title);
    });

    it('chooses a language by keyboard before the app runs: Enter, arrows, Enter', async (context) => {
      if (!keyActivatesButtons) context.skip(`${driver.engine}: this driver's Enter does not activate a focused button`);
      const releaseTheApp = site.hold(entryScript);
      await driver.goto('/');
      await driver.evaluate(() => (document.querySelector('header [aria-haspopup="menu"]') as HTMLElement | null)?.focus());
      await driver.press('Enter');
      expect(await menuIsOpen(), 'Enter opens the menu without the app').toBe(true);
      await driver.press('ArrowDown'); // 简体中文
      await driver.press('ArrowDown'); // 繁體中文 (all 21 languages are offered here)
      await driver.press('Enter');
      expect(await isHydrated(), 'the keys came before the app ran').toBe(false);
      releaseTheApp();
      await hydrated();
      await showsLanguage(languageInfo('tw').tag, 'ltr', tw);
      await expect.poll(menuIsOpen).toBe(false);
      await focusIsOnLanguageButton();
    });

    it('mirrors the page for Arabic, chosen from the scrolling menu', async () => {
      await driver.goto('/');
      await hydrated();
      await chooseLanguage(languageInfo('ar').nativeName);
      await showsLanguage('ar', 'rtl', ar);
      const [brandLeft, buttonLeft] = await driver.evaluate(() =>
        ['header a[href="#home"]', 'header [aria-haspopup="menu"]'].map(
          (selector) => document.querySelector(selector)?.getBoundingClientRect().left ?? Number.NaN,
        ),
      );
      expect(brandLeft, 'the brand sits right of the language button').toBeGreaterThan(buttonLeft ?? Number.NaN);
      await screenshot('arabic');
    });

    it('points the shop links at /pc/ or /h5/ as the window crosses 768 px', async () => {
      await driver.setViewport(1024, 700);
      await driver.goto('/');
      await hydrated();
      const everyLinkTo = (path: string) => async () => {
        return (await shopLinks()).every((href) => href === `${shopOrigin}${path}`);
      };
      await expect.poll(everyLinkTo('/pc/')).toBe(true);
      await driver.setViewport(600, 700);
      await expect.poll(everyLinkTo('/h5/')).toBe(true);
      await screenshot('narrow-600');
      await driver.setViewport(1024, 700);
      await expect.poll(everyLinkTo('/pc/')).toBe(true);
    });

    it('sends a tap on Start shopping before the app runs to the shop for a narrow window', async () => {
      const releaseTheApp = site.hold(entryScript);
      await driver.setViewport(600, 700);
      await driver.goto('/');
      expect(await shopLinks(), 'served with the wide window’s entry').toEqual([`${shopOrigin}/pc/`, `${shopOrigin}/pc/`]);
      expect(await isHydrated(), 'the app started although its script was held back').toBe(false);
      await driver.click(byCss(`#home a[href^="${shopOrigin}"]`));
      await expect.poll(() => driver.evaluate(() => location.href)).toBe(`${shopOrigin}/h5/`);
      releaseTheApp();
    });

    it('shows the not-found page for an unknown path, with a way home', async () => {
      expectedConsoleErrors.push(/^404: no page at "\/nope\/x"$/);
      await driver.goto('/nope/x');
      await hydrated();
      expect(await heading()).toBe(en.notFound.message);
      expect(await driver.evaluate(() => document.querySelector('main')?.textContent?.includes('404'))).toBe(true);
      await expect.poll(consoleErrors).toEqual(['404: no page at "/nope/x"']);
      await screenshot('not-found');
      await driver.click(byCss('main a[href="/"]'));
      await expect.poll(heading).toBe(en.hero.title);
    });

    // WPE WebKit's WebDriver keys do not scroll even a bare page: there, find-in-page alone (an annotation says so).
    it('lands End, PageDown and find-in-page where aimed: the footer’s last line, its address', async (context) => {
      const where = () => driver.evaluate(whereTheWindowIs);
      await driver.goto('/');
      await hydrated();
      if (keyScrollsThePage) {
        await driver.click(byCss('#home h1')); // the page has the focus, as after a tap on it
        await scrollsToItsEnd(() => driver.press('End'), 'End');
        expect(await where()).toMatchObject({ fromTheEnd: 0, footerEndShown: true });
        await scrollsToItsEnd(() => driver.press('Home'), 'Home');
        expect(await where()).toMatchObject({ scrollY: 0 });
        for (let presses = 0; presses < 40 && (await where()).fromTheEnd > 0; presses += 1) {
          const before = (await where()).scrollY;
          await scrollsToItsEnd(() => driver.press('PageDown'), `PageDown ${presses + 1}`);
          expect((await where()).scrollY, `PageDown ${presses + 1} scrolled`).toBeGreaterThan(before);
        }
        expect(await where()).toMatchObject({ fromTheEnd: 0, footerEndShown: true });
        await scrollsToItsEnd(() => driver.press('Home'), 'Home');
        expect(await where()).toMatchObject({ scrollY: 0 });
      } else {
        context.annotate(`${driver.engine}: this driver's End does not scroll even a bare page; find-in-page only`);
      }
      expect(await driver.evaluate(findWord, 'Friedrichstraße'), 'find-in-page finds the footer’s address').toBe(true);
      await expect.poll(() => driver.evaluate(selectionShown), { timeout: 5_000 }).toBe(true);
    });

    // Firefox, scrolled to where a jump lands (a fractional offset), painted the sticky header a pixel
    // low: a line of the page showed above it.
    it('lands a jump to each section right under the header, with nothing of the page above the header', async () => {
      for (const width of [desktop.width, 375]) {
        await driver.setViewport(width, desktop.height);
        await driver.goto('/');
        await hydrated();
        for (const id of ['about', 'features', 'contact']) {
          await scrollsToItsEnd(() => driver.click(byCss(`header nav a[href="#${id}"]`)), `${width} px, #${id}`);
          expect(landingProblems(await driver.evaluate(landingIn, id)), `${width} px, #${id}`).toEqual([]);
          const file = `${shots}/jump-${width}-${id}.png`;
          await driver.screenshot(file);
          const [background, pageWidth] = await driver.evaluate(() => [
            getComputedStyle(document.querySelector('header') as Element).backgroundColor,
            document.documentElement.clientWidth,
          ]);
          // The top row of pixels, but for its ends (WebKit's frame shot has a grey corner pixel).
          const topRow = { left: 1, top: 0, width: Number(pageWidth) - 2, height: 1 };
          expect(await pixelsUnlike(file, topRow, String(background)), `${width} px, #${id}: pixels above the header`).toBe(0);
        }
      }
    });
    // What differs most between engines in type: fonts, line breaking, text-wrap (harness/browser/typography.ts).
    for (const { code, tag } of languages) {
      it(`sets ${code} type: words and phrases unbroken, no lone last word, figures in their cards, at ${typographyWidths.join(', ')} px`, async () => {
        await driver.goto('/');
        await driver.evaluate((stored) => localStorage.setItem('lang', stored), code);
        await driver.goto('/');
        await hydrated();
        await expect.poll(documentLanguage).toEqual([tag, languageInfo(code).dir]);
        const problems: string[] = [];
        for (const width of typographyWidths) {
          await driver.setViewport(width, desktop.height);
          const measured = await driver.evaluate(measureTypography);
          for (const problem of typographyProblems(code, measured)) problems.push(`${width} px: ${problem}`);
        }
        expect(problems).toEqual([]);
      });
    }

    it('fits a 320 px phone, with the language menu open too', async () => {
      await driver.setViewport(320, 640);
      await driver.goto('/');
      await hydrated();
      expect(await horizontalOverflow(), 'px wider than the window').toBeLessThanOrEqual(0);
      await driver.click(languageButton);
      await expect.poll(menuIsOpen).toBe(true);
      expect(await horizontalOverflow(), 'px wider than the window, menu open').toBeLessThanOrEqual(0);
      const menu = await driver.evaluate(() => {
        const box = document.querySelector('[role="menu"]')?.getBoundingClientRect();
        return box ? [box.left, box.right] : null;
      });
      expect(menu?.[0], 'menu left edge').toBeGreaterThanOrEqual(0);
      expect(menu?.[1], 'menu right edge').toBeLessThanOrEqual(320);
      await screenshot('phone-320-menu');
    });
  });
}
