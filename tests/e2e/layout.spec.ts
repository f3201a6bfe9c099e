import { readFileSync } from 'node:fs';
import { contrastRatio } from '@marketplace-landing/harness/browser/geometry';
import {
  expect,
  headlineFigureTexts,
  languageButton,
  onlyOnDesktop,
  onlyOnPhone,
  type Page,
  pageSettles,
  shownLogo,
  test,
  waitForHydration,
} from '@marketplace-landing/harness/playwright';
import { heroDrawing } from '../../src/views/heroDrawing.ts';
import { logoClasses } from '../../src/views/logoClasses.ts';

const finalFigures = headlineFigureTexts('en');

// Nothing sticks out sideways on a 320 px phone, the language menu open or not: every language of
// tests/languages/all-languages.spec.ts, and Firefox and WebKit in tests/engines/suite.ts.

test.describe('motion', () => {
  test.skip(onlyOnDesktop, 'independent of the window width: runs once, in the desktop project');

  test('scrolls smoothly when the visitor has no motion preference, and not when they prefer reduced motion', async ({
    page,
  }) => {
    const scrollBehavior = () => page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    await waitForHydration(page);
    expect(await scrollBehavior()).toBe('smooth');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await scrollBehavior()).toBe('auto');
  });

  test.describe('when the visitor prefers reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('shows the final figures at once and never anything else', async ({ page }) => {
      // Record every text a figure ever shows, from the first parse on.
      await page.addInitScript(() => {
        const seen = new Set<string>();
        Object.assign(window, { headlineFigureTextsSeen: seen });
        const record = () => {
          for (const dd of document.querySelectorAll('#home dl dd')) seen.add(dd.textContent ?? '');
        };
        new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true });
      });
      await page.goto('/');
      await expect(page.locator('#home dl dd')).toHaveText(finalFigures);
      await waitForHydration(page);
      await pageSettles(page);
      await expect(page.locator('#home dl dd')).toHaveText(finalFigures);
      const seen = await page.evaluate(() => {
        const texts: unknown = Reflect.get(window, 'headlineFigureTextsSeen');
        return texts instanceof Set ? [...texts].map(String).sort() : [];
      });
      expect(seen).toEqual([...finalFigures].sort());
    });
  });

  test('the page does not shift its layout while it starts', async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const value: unknown = Reflect.get(entry, 'value');
          if (typeof value === 'number' && !Reflect.get(entry, 'hadRecentInput')) shifts.push(value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('#about article').nth(2).getByRole('link')).toHaveAttribute('href', /partners\?lang=en$/);
    await pageSettles(page);
    const total = await page.evaluate(() => {
      const shifts: unknown = Reflect.get(window, 'layoutShifts');
      return Array.isArray(shifts) ? shifts.reduce((sum: number, value: unknown) => sum + Number(value), 0) : -1;
    });
    expect(total, 'cumulative layout shift').toBeLessThan(0.01);
  });
});

test.describe('the header on a phone', () => {
  test.skip(onlyOnPhone, 'sets its own window sizes: runs once, in the phone project');

  for (const width of [320, 375]) {
    test(`${width} px wide: the language button has room above and below it and an edge that shows`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      await page.goto('/');
      await waitForHydration(page);
      const { top, bottom, rowBelow, border, background } = await languageButton(page).evaluate((button) => {
        const box = button.getBoundingClientRect();
        const header = button.closest('header') as HTMLElement;
        const nav = header.querySelector('nav') as HTMLElement;
        return {
          top: box.top - header.getBoundingClientRect().top,
          bottom: box.bottom,
          rowBelow: nav.getBoundingClientRect().top,
          border: getComputedStyle(button).borderTopColor,
          background: getComputedStyle(header).backgroundColor,
        };
      });
      expect(top, 'px between the window’s top edge and the button').toBeGreaterThanOrEqual(6);
      expect(rowBelow - bottom, 'px between the button and the row of links below it').toBeGreaterThanOrEqual(6);
      // WCAG 1.4.11: a control's edge stands out at least 3:1 from what is around it.
      expect(contrastRatio(border, background), `border ${border} on ${background}`).toBeGreaterThanOrEqual(3);
    });
  }
});

test.describe('the footer', () => {
  test.skip(onlyOnDesktop, 'independent of the window width: runs once, in the desktop project');

  test('says nothing about what is not there yet, and its legal links look like its other links', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const footer = page.locator('footer');
    await expect(footer).not.toContainText(/coming soon/i);
    const look = (element: Element) => {
      const style = getComputedStyle(element);
      return { color: style.color, decoration: style.textDecorationLine, weight: style.fontWeight };
    };
    const reference = await footer.getByRole('link', { name: 'Open the shop' }).evaluate(look);
    for (const name of ['Privacy policy', 'Terms of service', 'Cookie policy']) {
      expect(await footer.getByText(name, { exact: true }).evaluate(look), name).toEqual(reference);
    }
  });
});

/** Opens the page and waits for the app to run; returns the paths it requests, kept up to date. */
async function openRecordingRequests(page: Page): Promise<string[]> {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/');
  await waitForHydration(page);
  return requested;
}

test.describe('the brand logo', () => {
  test.skip(onlyOnDesktop, 'independent of the window width: runs once, in the desktop project');

  test('in the header and the footer: the configured logo, from the inlined stylesheet with no request of its own, at its height and aspect ratio', async ({
    page,
  }) => {
    const requested = await openRecordingRequests(page);
    const configured = readFileSync('brand/logo.svg', 'utf8');
    // The default logo is square (viewBox 0 0 64 64): as wide as it is high.
    for (const [place, height] of [
      ['header a', 36],
      ['footer h2', 28],
    ] as const) {
      const selector = `${place} .${logoClasses.logo}`;
      expect(await shownLogo(page, selector), place).toBe(configured);
      const box = await page.locator(selector).evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);
      expect([box.width, box.height], place).toEqual([height, height]);
      // Nothing for a screen reader, as an image with alt="" would be: the brand name beside it says it.
      expect(await page.locator(selector).evaluate((element) => element.childNodes.length), place).toBe(0);
    }
    expect(
      requested.filter((path) => /logo/.test(path)),
      'no file is fetched for it',
    ).toEqual([]);
  });
});

test.describe('the hero picture on a wide screen', () => {
  test.skip(onlyOnDesktop, 'the wide layout');

  test('beside the text: the brand drawing, from the inlined stylesheet with no request of its own, its box reserved, the brand logo in its shop window', async ({
    page,
  }) => {
    const requested = await openRecordingRequests(page);
    const box = `#home .${heroDrawing.className}`;
    const drawing = page.locator(box);
    await expect(drawing).toBeVisible();
    // The picture is the box's background, from the inlined stylesheet: an SVG as a data: URL.
    const background = await drawing.evaluate((element) => getComputedStyle(element).backgroundImage);
    const svg = decodeURIComponent(background.match(/^url\("data:image\/svg\+xml,([^"]*)"\)$/)?.[1] ?? '');
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 560 440"/);
    expect(
      requested.filter((path) => path.startsWith('/assets/hero-')),
      'no file is fetched for it',
    ).toEqual([]);
    expect(await page.locator('#home img[src*="hero-"], #home picture').count()).toBe(0);
    // Nothing for a screen reader, as an image with alt="" would be.
    expect(await drawing.evaluate((element) => element.childNodes.length + element.attributes.length)).toBe(1);
    const slot = `${box} + .${logoClasses.logo}`;
    const [art, logo, textColumn] = await Promise.all(
      [box, slot, '#home h1'].map((selector) =>
        page.locator(selector).evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect),
      ),
    );
    if (!art || !logo || !textColumn) throw new Error('missing the picture, its logo or the title');
    expect(await shownLogo(page, slot), 'the logo the header shows').toBe(await shownLogo(page, `header a .${logoClasses.logo}`));
    // In the window's square: 116, 74 and 40 of the drawing's 560 × 440, as the picture is shown.
    const scale = art.width / 560;
    expect(art.height).toBeCloseTo(440 * scale, 0);
    expect(logo.x - art.x).toBeCloseTo(116 * scale, 0);
    expect(logo.y - art.y).toBeCloseTo(74 * scale, 0);
    expect(logo.height).toBeCloseTo(40 * scale, 0);
    expect(art.left, 'the picture is beside the text, not under it').toBeGreaterThan(textColumn.right);
  });
});

test.describe('the hero on a phone', () => {
  test.skip(onlyOnPhone, 'the phone layout');

  test('has no picture: it is its text', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator(`#home .${heroDrawing.className}`)).toBeHidden();
  });
});
