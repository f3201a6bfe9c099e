/**
 * The layout holds in every language at every width a phone, tablet or desktop has, with a long
 * brand name (the test command builds this suite's site with a 24-character one): the brand is
 * shown whole, no visible header link or button label is cut, and the three about-card actions
 * keep the same number of lines (no button wraps while its neighbours do not). The hero's
 * figures are on the first screen of a 1280 × 800 window; on a 320 px phone the header's row of
 * section links fits or fades out where it is cut; a jump to a section lands it right under the
 * header, in each of the header's three layouts. The layout in the light and the dark colour scheme.
 */

import { landingProblems } from '@marketplace-landing/harness/browser/geometry';
import { measureTypography, typographyProblems, typographyWidths } from '@marketplace-landing/harness/browser/typography';
import {
  expect,
  landing,
  linksRowEnd,
  type Page,
  scrollSettled,
  storeLanguage,
  test,
  waitForHydration,
} from '@marketplace-landing/harness/playwright';
import { languages } from '../../locales/languages.ts';

/** The longest brand name the layout promises to show whole, and what this suite's build uses. */
const longBrand = 'Acme Global Test Markets';
const widths = [360, 375, 768, 1024, 1280];
/** One width in each of the header's layouts: phone (two rows, compact), tablet (two rows), wide (one row). */
const jumpWidths = [320, 800, 1280];

/** Runs in the page: what is wrong with the layout at the current width, one line per problem. */
function layoutProblems(brandName: string): string[] {
  const problems: string[] = [];
  const name = (element: Element) => `"${(element.textContent ?? '').trim().slice(0, 40)}"`;
  const cutInside = (element: Element) => element.scrollWidth > element.clientWidth + 1;
  /** The nearest ancestor that clips `element` (an overflow other than visible) and does not fully show it. */
  const clipper = (element: Element) => {
    const box = element.getBoundingClientRect();
    for (let ancestor = element.parentElement; ancestor; ancestor = ancestor.parentElement) {
      if (getComputedStyle(ancestor).overflowX === 'visible') continue;
      const frame = ancestor.getBoundingClientRect();
      if (box.left < frame.left - 1 || box.right > frame.right + 1) return ancestor;
    }
    return box.left < -1 || box.right > document.documentElement.clientWidth + 1 ? document.documentElement : null;
  };
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.bottom > 0 && getComputedStyle(element).visibility !== 'hidden';
  };

  const brand = document.querySelector('header a bdi');
  if (!brand || brand.textContent !== brandName)
    problems.push(`brand: ${brand ? name(brand) : 'missing'}, expected "${brandName}"`);
  else if (cutInside(brand) || clipper(brand)) problems.push(`brand cut: ${name(brand)}`);

  const labels = [...document.querySelectorAll('header a, header summary, header summary > span')].filter(shown);
  for (const label of labels) {
    if (cutInside(label)) problems.push(`header label cut inside its box: ${name(label)}`);
    else if (clipper(label)) problems.push(`header label out of sight: ${name(label)}`);
  }

  /** How many lines an element's text runs over (its icons aside): tops more than half a line apart. */
  const lineCount = (element: Element) => {
    const tops: number[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.push(rect.top);
    }
    const half = Number.parseFloat(getComputedStyle(element).fontSize) / 2;
    return tops.sort((a, b) => a - b).filter((top, index) => index === 0 || top - (tops[index - 1] ?? top) > half).length;
  };
  const lines = [...document.querySelectorAll('#about article a')].map(lineCount);
  if (lines.length !== 3 || new Set(lines).size !== 1) problems.push(`about actions on ${lines.join(', ')} lines`);
  return problems;
}

/** Every problem `judge` finds on the page at each of `widths`, settled, each with its width. */
async function problemsAt(page: Page, widths: readonly number[], judge: () => Promise<string[]>) {
  const problems: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    for (const problem of await judge()) problems.push(`${width} px: ${problem}`);
  }
  return problems;
}

// One page per language, and each check a step of its own (a failed one does not stop the next): a page
// load is most of what a check costs.
for (const { code, nativeName } of languages) {
  test(`${code} (${nativeName}): the layout at ${widths.join(', ')} px, the type at ${typographyWidths.join(', ')} px, the first screen, the links row and the jumps`, async ({
    page,
  }) => {
    await storeLanguage(page, code);
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('html')).not.toHaveClass(/lang-pending/);

    await test.step(`brand whole, header labels uncut, about actions even, at ${widths.join(', ')} px, light and dark`, async () => {
      // In both colour schemes: the dark one must change colours only, never the layout.
      const judge = async () => {
        const problems: string[] = [];
        for (const colorScheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme });
          for (const problem of await page.evaluate(layoutProblems, longBrand)) problems.push(`${colorScheme}: ${problem}`);
        }
        await page.emulateMedia({ colorScheme: 'light' });
        return problems;
      };
      expect.soft(await problemsAt(page, widths, judge)).toEqual([]);
    });

    await test.step(`words and phrases unbroken, no lone last word, figures in their cards, at ${typographyWidths.join(', ')} px`, async () => {
      const judge = async () => typographyProblems(code, await page.evaluate(measureTypography));
      expect.soft(await problemsAt(page, typographyWidths, judge)).toEqual([]);
    });

    await test.step(`figures on a 1280 × 800 first screen, links row at 320 px, jumps at ${jumpWidths.join(', ')} px`, async () => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize({ width: 1280, height: 800 });
      const figuresBottom = await page
        .locator('#home dl')
        .evaluate((figures) => figures.getBoundingClientRect().bottom + window.scrollY);
      expect(figuresBottom, 'the bottom of the headline figures, in px from the top of the page').toBeLessThanOrEqual(800);

      await page.setViewportSize({ width: 320, height: 640 });
      const { cutStrokes } = await linksRowEnd(page);
      expect(cutStrokes, 'pixels of a cut word at the very end of the links row').toBe(0);

      for (const width of jumpWidths) {
        await page.setViewportSize({ width, height: 800 });
        const links = page.locator('header nav a');
        for (const [index, id] of ['contact', 'features', 'about', 'home'].entries()) {
          await links.nth(3 - index).click();
          await scrollSettled(page);
          expect(landingProblems(await landing(page, id)), `${width} px, #${id}`).toEqual([]);
        }
      }
    });
  });
}

test('in Arabic, the Latin brand, e-mail and address are isolated runs, so their punctuation stays in place', async ({
  page,
}) => {
  await storeLanguage(page, 'ar');
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const footer = page.locator('footer');
  const runs = {
    'header brand': page.locator('header a bdi'),
    'footer brand': footer.locator('h2 bdi').first(),
    'e-mail': footer.locator('a[href^="mailto:"] bdi'),
    address: footer.locator('address bdi[translate="no"]'),
    copyright: footer.locator('p', { hasText: '©' }).locator('bdi'),
  };
  for (const [name, run] of Object.entries(runs)) {
    expect(await run.evaluate((element) => getComputedStyle(element).unicodeBidi), name).toBe('isolate');
  }
  await expect(runs.address).toHaveText('Friedrichstraße 123, 10117 Berlin, Germany');
});
