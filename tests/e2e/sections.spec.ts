import { landingProblems } from '@marketplace-landing/harness/browser/geometry';
import { findWord, selectionShown, whereTheWindowIs } from '@marketplace-landing/harness/browser/scrolling';
import {
  expect,
  landing,
  offeredLanguages,
  scrollSettled,
  storeLanguage,
  test,
  waitForHydration,
} from '@marketplace-landing/harness/playwright';

const sections = [
  { id: 'home', link: 'Home' },
  { id: 'about', link: 'About' },
  { id: 'features', link: 'Features' },
  { id: 'contact', link: 'Contact' },
] as const;

test.describe('sections', () => {
  // The sections, their headings and the header's links to them: views/landing.test.tsx; what only a
  // browser decides is below: where the page scrolls.
  test('the header stays at the top of the window while the page scrolls', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.locator('#features').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight / 2, behavior: 'instant' }));
    await scrollSettled(page);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    // Its one pixel of top padding sits above the window (Firefox would show a gap there otherwise).
    const top = await page.locator('header').evaluate((header) => header.getBoundingClientRect().top);
    expect(top).toBe(-1);
  });

  test.describe('a jump lands the section right under the sticky header: its heading clear, nothing of the section before', () => {
    test.use({ reducedMotion: 'reduce' });

    for (const { id, link } of sections) {
      test(`clicking ${link} lands the ${id} section under the header`, async ({ page }) => {
        await page.goto('/');
        await waitForHydration(page);
        if (id === 'home') {
          // Start from the bottom, so the jump really moves.
          await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
          await scrollSettled(page);
        }
        const before = await page.evaluate(() => window.scrollY);
        await page.locator('header').getByRole('navigation').getByRole('link', { name: link, exact: true }).click();
        await expect(page).toHaveURL(`/#${id}`);
        await scrollSettled(page);
        expect(await page.evaluate(() => window.scrollY), 'the window scrolled').not.toBe(before);
        expect(landingProblems(await landing(page, id)), `#${id}`).toEqual([]);
        await expect(page.locator(`#${id}`).getByRole('heading').first()).toBeInViewport();
      });
    }

    test('opening /#features directly lands the features section under the header', async ({ page }) => {
      await page.goto('/#features');
      await waitForHydration(page);
      await scrollSettled(page);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      expect(landingProblems(await landing(page, 'features'))).toEqual([]);
      await expect(page.locator('#features h2')).toBeInViewport();
    });
  });

  // A smooth jump must land the section at its scroll margin, as an instant jump does, unless the page
  // ends first.
  for (const { id, link } of sections.filter((section) => section.id !== 'home')) {
    test(`with smooth scrolling, the ${id} section lands at its scroll margin`, async ({ page }) => {
      await page.goto('/');
      await waitForHydration(page);
      await page.locator('header').getByRole('navigation').getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(`/#${id}`);
      await expect(page.locator(`#${id}`).getByRole('heading').first()).toBeInViewport();
      await scrollSettled(page);
      const landing = await page.evaluate((selector) => {
        const target = document.querySelector(selector);
        if (!target) throw new Error(`missing ${selector}`);
        const root = document.documentElement;
        return {
          offMargin: target.getBoundingClientRect().top - Number.parseFloat(getComputedStyle(target).scrollMarginTop),
          atPageEnd: window.scrollY + window.innerHeight >= root.scrollHeight - 1,
        };
      }, `#${id}`);
      if (!landing.atPageEnd)
        expect(Math.abs(landing.offMargin), 'px between the section and its scroll margin').toBeLessThanOrEqual(2);
      else expect(landing.offMargin, 'at the end of the page, the section is below its margin').toBeGreaterThanOrEqual(-2);
    });
  }
});

test.describe('End, PageDown and find-in-page land where the visitor aimed', () => {
  for (const code of offeredLanguages) {
    test(`in ${code}: End reaches the footer's last line, PageDown gets there too, find shows the address`, async ({ page }) => {
      const where = () => page.evaluate(whereTheWindowIs);
      await storeLanguage(page, code);
      await page.goto('/');
      await waitForHydration(page);
      await page.locator('#home h1').click(); // the page has the focus, as after a tap on it
      await page.keyboard.press('End');
      await expect.poll(where).toMatchObject({ fromTheEnd: 0, footerEndShown: true });
      // At the end is not yet at rest: a smooth scroll's last frames can still be running. A visitor's next key comes after.
      await scrollSettled(page);

      await page.keyboard.press('Home');
      await expect.poll(where).toMatchObject({ scrollY: 0 });
      for (let presses = 0; presses < 40 && (await where()).fromTheEnd > 0; presses += 1) {
        const before = (await where()).scrollY;
        await page.keyboard.press('PageDown');
        await expect.poll(async () => (await where()).scrollY, 'each PageDown moves the window on').toBeGreaterThan(before);
        await scrollSettled(page);
      }
      expect(await where()).toMatchObject({ fromTheEnd: 0, footerEndShown: true });

      await page.keyboard.press('Home');
      await expect.poll(where).toMatchObject({ scrollY: 0 });
      expect(await page.evaluate(findWord, 'Friedrichstraße'), 'find-in-page finds the footer’s address').toBe(true);
      await expect.poll(() => page.evaluate(selectionShown), 'and shows it').toBe(true);
    });
  }
});
