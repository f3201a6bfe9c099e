/**
 * The page follows the visitor's colour scheme (`prefers-color-scheme`) from its first frame, by CSS
 * alone: every region is sampled while the app's entry script is held back, so nothing the app does
 * can be what paints it. Contrast in both schemes is axe's (a11y.spec.ts); here, forced colours
 * (Windows high contrast) keep every action outlined.
 */

import { contrastRatio, luminance } from '@marketplace-landing/harness/browser/geometry';
import {
  expect,
  holdEntryScript,
  languageButton,
  languageMenu,
  onlyOnDesktop,
  type Page,
  test,
  waitForHydration,
} from '@marketplace-landing/harness/playwright';

type Scheme = 'light' | 'dark';
const schemes: readonly Scheme[] = ['light', 'dark'];

/**
 * Runs in the page: each region's text colour and the background it is painted on (its own and its
 * ancestors' background colours, composited over white: what the eye gets where no image is drawn).
 */
function paintedColors(selectors: Record<string, string>) {
  const rgba = (value: string) => {
    const [r = 0, g = 0, b = 0, a = 1] = (value.match(/[\d.]+/g) ?? []).map(Number);
    return [r, g, b, a];
  };
  const over = (top: number[], bottom: number[]) =>
    [0, 1, 2].map((i) => (top[i] ?? 0) * (top[3] ?? 1) + (bottom[i] ?? 0) * (1 - (top[3] ?? 1))).concat(1);
  const result: Record<string, { background: number[]; text: number[] } | null> = {};
  for (const [name, selector] of Object.entries(selectors)) {
    const element = document.querySelector(selector);
    if (!element) {
      result[name] = null;
      continue;
    }
    const chain: Element[] = [];
    for (let node: Element | null = element; node; node = node.parentElement) chain.unshift(node);
    const background = chain.reduce<number[]>(
      (below, node) => over(rgba(getComputedStyle(node).backgroundColor), below),
      [255, 255, 255, 1],
    );
    result[name] = { background, text: over(rgba(getComputedStyle(element).color), background) };
  }
  return result;
}

/**
 * Opens `path` with the app's entry script held back for the whole test, and waits until the page has
 * asked for it: what is sampled then is the HTML and its inline CSS, at the moment the app would start.
 */
async function openWithoutTheApp(page: Page, path: string): Promise<void> {
  const { requested } = await holdEntryScript(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await requested;
  expect(await page.evaluate(() => document.documentElement.dataset.app ?? 'not started')).toBe('not started');
}

/** The tone a region's background takes: the visitor's scheme, dark in both (drawn for white text), or the brand's fill. */
type Tone = 'scheme' | 'dark' | 'brand';

const landingRegions: Record<string, readonly [selector: string, tone: Tone]> = {
  header: ['header', 'scheme'],
  'language button': ['header summary', 'scheme'],
  'language menu': ['[role="menu"] button', 'scheme'],
  hero: ['#home', 'dark'],
  'about section': ['#about h2', 'scheme'],
  'about card': ['#about article p:not(:first-of-type)', 'scheme'],
  'features section': ['#features h2', 'scheme'],
  'feature card': ['#features article p', 'scheme'],
  footer: ['footer p', 'dark'],
};

const notFoundRegions: Record<string, readonly [selector: string, tone: Tone]> = {
  header: ['header', 'scheme'],
  '404': ['main p', 'scheme'],
  page: ['main h1', 'scheme'],
  hint: ['main p:not(:first-child)', 'scheme'],
  'return home': ['main a', 'brand'],
};

/** A background is dark below this relative luminance (#595959 grey), light above 0.8 (#e7e7e7). */
const toneOf = (luminance: number) => (luminance < 0.1 ? 'dark' : luminance > 0.8 ? 'light' : 'neither');

/**
 * Each region's background and text contrast, one line each (`header: background light (luminance 1.000),
 * text 17.5:1`), and the lines of those whose background is not of the expected tone or whose text is
 * below AA (4.5:1).
 */
async function checkRegions(page: Page, regions: Record<string, readonly [string, Tone]>, scheme: Scheme) {
  const selectors = Object.fromEntries(Object.entries(regions).map(([name, [selector]]) => [name, selector]));
  const painted = await page.evaluate(paintedColors, selectors);
  const lines: string[] = [];
  const wrong: string[] = [];
  for (const [name, [, tone]] of Object.entries(regions)) {
    const colours = painted[name];
    if (!colours) {
      wrong.push(`${name}: missing`);
      continue;
    }
    const { background, text } = colours;
    const ratio = contrastRatio(text, background);
    const seen = toneOf(luminance(background));
    const line = `${name}: background ${seen} (luminance ${luminance(background).toFixed(3)}), text ${ratio.toFixed(1)}:1`;
    lines.push(line);
    const expected = tone === 'scheme' ? scheme : tone === 'dark' ? 'dark' : seen;
    if (seen !== expected || ratio < 4.5) wrong.push(line);
  }
  return { report: lines.join('\n'), wrong };
}

for (const scheme of schemes) {
  test.describe(`${scheme} scheme, sampled before the app runs`, () => {
    test.use({ colorScheme: scheme });

    test(`every region of the landing page is ${scheme}, its text readable, the menu too`, async ({ page }) => {
      await openWithoutTheApp(page, '/');
      // The <details> menu opens natively, without the app.
      await languageButton(page).click();
      await expect(languageMenu(page)).toBeVisible();

      const { report, wrong } = await checkRegions(page, landingRegions, scheme);
      expect(wrong, report).toEqual([]);
    });

    test.describe('at one width', () => {
      test.skip(onlyOnDesktop, 'the not-found page and the head are the same at every width');

      test(`the not-found page is ${scheme}`, async ({ page, expectConsoleError }) => {
        expectConsoleError(/^Failed to load resource: the server responded with a status of 404/);
        await openWithoutTheApp(page, '/nope');

        const { report, wrong } = await checkRegions(page, notFoundRegions, scheme);
        expect(wrong, report).toEqual([]);
      });

      test(`the browser's controls and bar follow: color-scheme, and the ${scheme} theme-color is the header's`, async ({
        page,
      }) => {
        await openWithoutTheApp(page, '/');
        const { colorScheme, themeColor, header } = await page.evaluate(() => {
          const metas = [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')];
          const matching = metas.filter((meta) => meta.media && matchMedia(meta.media).matches);
          // The browser's own reading of the colour, in the same form as the header's computed background.
          const probe = document.createElement('i');
          probe.style.color = matching.length === 1 ? (matching[0]?.content ?? '') : '';
          document.body.append(probe);
          const themeColor = matching.length === 1 ? getComputedStyle(probe).color : `${matching.length} matching metas`;
          probe.remove();
          return {
            colorScheme: getComputedStyle(document.documentElement).colorScheme,
            themeColor,
            header: getComputedStyle(document.querySelector('header') as Element).backgroundColor,
          };
        });
        expect(colorScheme).toBe('light dark');
        expect(themeColor).toBe(header);
      });
    });
  });
}

test.describe('forced colours (Windows high contrast)', () => {
  test.use({ forcedColors: 'active' });

  /** Runs in the page: the elements matching `selector` that show no edge (a border or an outline). */
  function edgeless(selector: string) {
    const visible = (value: string) => !/^rgba\(.*, 0\)$/.test(value) && value !== 'transparent';
    return [...document.querySelectorAll(selector)]
      .filter((element) => {
        const style = getComputedStyle(element);
        const border = ['Top', 'Right', 'Bottom', 'Left'].some((side) => {
          const get = (property: string) => style.getPropertyValue(`border-${side.toLowerCase()}-${property}`);
          return !['none', 'hidden'].includes(get('style')) && Number.parseFloat(get('width')) > 0 && visible(get('color'));
        });
        const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0 && visible(style.outlineColor);
        return !border && !outline;
      })
      .map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 30)}"`);
  }

  /** Runs in the page: the text links matching `selector` that are neither underlined nor edged. */
  function unmarked(selector: string) {
    return [...document.querySelectorAll(selector)]
      .filter((element) => {
        const style = getComputedStyle(element);
        return !style.textDecorationLine.includes('underline') && style.borderBottomStyle === 'none';
      })
      .map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 30)}"`);
  }

  /** Runs in the page: whether the focused element shows a focus ring (a visible outline, at least 2 px). */
  function focusRing() {
    const element = document.activeElement as Element;
    const style = getComputedStyle(element);
    return {
      element: `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 30)}"`,
      focusVisible: element.matches(':focus-visible'),
      ring: style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2 && !/, 0\)$/.test(style.outlineColor),
    };
  }

  const buttonLike = ['#home a', '#about article a', 'header summary'];

  for (const scheme of schemes) {
    test(`in the ${scheme} scheme, every button, the language button and its items keep an edge and show the focus ring`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/');
      await waitForHydration(page);
      for (const selector of buttonLike) expect(await page.evaluate(edgeless, selector), selector).toEqual([]);
      // Plain text links are marked as links are: underlined.
      expect(await page.evaluate(unmarked, 'header nav a, footer a[href]')).toEqual([]);

      for (const selector of buttonLike) {
        const actions = page.locator(selector);
        for (let index = 0; index < (await actions.count()); index += 1) {
          await actions.nth(index).focus();
          const { element, focusVisible, ring } = await page.evaluate(focusRing);
          expect({ element, focusVisible, ring }).toEqual({ element, focusVisible: true, ring: true });
        }
      }

      // The menu, opened from the keyboard: focus is on its items, each keeps an edge and shows the ring.
      await languageButton(page).focus();
      await page.keyboard.press('Enter');
      await expect(languageMenu(page)).toBeVisible();
      expect(await page.evaluate(edgeless, '[role="menuitemradio"]')).toEqual([]);
      for (let step = 0; step < (await page.getByRole('menuitemradio').count()); step += 1) {
        const { element, focusVisible, ring } = await page.evaluate(focusRing);
        expect(element).toMatch(/^button /);
        expect({ element, focusVisible, ring }).toEqual({ element, focusVisible: true, ring: true });
        await page.keyboard.press('ArrowDown');
      }
    });
  }

  test.describe('the not-found page', () => {
    test.skip(onlyOnDesktop, 'one page, one window width');

    test('its action keeps an edge and shows the focus ring', async ({ page, expectConsoleError }) => {
      expectConsoleError(/^Failed to load resource: the server responded with a status of 404/);
      expectConsoleError(/^404: no page at "\/nope"$/);
      await page.goto('/nope');
      await waitForHydration(page);
      expect(await page.evaluate(edgeless, 'main a')).toEqual([]);
      await page.locator('main a').focus();
      expect(await page.evaluate(focusRing)).toMatchObject({ focusVisible: true, ring: true });
    });
  });
});
