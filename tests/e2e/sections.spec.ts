import en from '../../locales/en.ts';
import { featureCards } from '../../src/featureCards.ts';
import {
  englishFigureLabels,
  expect,
  expectLanguage,
  headlineFigureTexts,
  landing,
  languageFacts,
  offeredLanguages,
  onlyOnDesktop,
  onlyOnPhone,
  scrollSettled,
  storeLanguage,
  test,
  waitForHydration,
} from './fixtures.ts';
import { landingProblems } from './geometry.ts';
import { findWord, selectionShown, whereTheWindowIs } from './scrolling.ts';

const sections = [
  { id: 'home', link: 'Home' },
  { id: 'about', link: 'About' },
  { id: 'features', link: 'Features' },
  { id: 'contact', link: 'Contact' },
] as const;

test.describe('sections', () => {
  test('the page has the hero, about, features and contact sections with their ids', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('section#home h1')).toHaveCount(1);
    await expect(page.locator('section#about h2')).toHaveCount(1);
    await expect(page.locator('section#features h2')).toHaveCount(1);
    await expect(page.locator('footer#contact h2').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await waitForHydration(page);
  });

  test("the header's anchor links point at the four sections", async ({ page }) => {
    await page.goto('/');
    const nav = page.locator('header').getByRole('navigation');
    for (const { id, link } of sections) {
      await expect(nav.getByRole('link', { name: link, exact: true })).toHaveAttribute('href', `#${id}`);
    }
    await waitForHydration(page);
  });

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

    test.describe('on a 320 px phone, where the header may wrap to more rows', () => {
      test.skip(onlyOnPhone, 'sets its own window size: runs once, in the phone project');

      for (const code of offeredLanguages) {
        test(`in ${languageFacts[code].nativeName}, every section lands cleanly under the header`, async ({ page }) => {
          await page.setViewportSize({ width: 320, height: 740 });
          if (code !== 'en') await storeLanguage(page, code);
          await page.goto('/');
          await waitForHydration(page);
          await expectLanguage(page, code);
          const links = page.locator('header').getByRole('navigation').getByRole('link');
          await expect(links).toHaveCount(4);
          for (const [index, { id }] of [...sections.entries()].reverse()) {
            await links.nth(index).click();
            await expect(page).toHaveURL(`/#${id}`);
            await scrollSettled(page);
            expect(landingProblems(await landing(page, id)), `#${id}`).toEqual([]);
          }
        });
      }
    });

    test('opening /#features directly lands the features section under the header', async ({ page }) => {
      await page.goto('/#features');
      await waitForHydration(page);
      await scrollSettled(page);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      expect(landingProblems(await landing(page, 'features'))).toEqual([]);
      await expect(page.locator('#features h2')).toBeInViewport();
    });
  });

  test('with smooth scrolling, the about heading also ends up below the header', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.locator('header').getByRole('navigation').getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL('/#about');
    // Smooth scrolling takes a moment: wait until the heading has arrived and the window is still.
    await expect(page.locator('#about h2')).toBeInViewport();
    await scrollSettled(page);
    const { clearance, headingTop } = await landing(page, 'about');
    expect(clearance).toBeGreaterThanOrEqual(0);
    // …and it is near the top, not left somewhere down the page.
    expect(headingTop).toBeLessThan(300);
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

  test.describe('content, independent of the window width', () => {
    test.skip(onlyOnDesktop, 'runs once, in the desktop project');

    test('the about section has three article cards, each with a heading and exactly one action', async ({ page }) => {
      await page.goto('/');
      const cards = page.locator('#about article');
      await expect(cards).toHaveCount(3);
      for (const card of await cards.all()) {
        await expect(card.getByRole('heading')).toHaveCount(1);
        await expect(card.locator('a, button')).toHaveCount(1);
      }
      await expect(cards.nth(0).getByRole('heading')).toHaveText('Buy products');
      await expect(cards.nth(0).getByRole('link')).toHaveText('Buy now');
      await expect(cards.nth(1).getByRole('heading')).toHaveText('Become a seller');
      await expect(cards.nth(1).getByRole('link')).toHaveText('Register as a seller');
      await expect(cards.nth(2).getByRole('heading')).toHaveText('Business cooperation');
      await expect(cards.nth(2).getByRole('link')).toHaveText('Contact us about cooperation');
      await waitForHydration(page);
    });

    test('the features section has an article card for each feature, each with its heading', async ({ page }) => {
      await page.goto('/');
      const cards = page.locator('#features article');
      await expect(cards).toHaveCount(featureCards.length);
      const titles = await page.locator('#features article h3').allTextContents();
      expect(titles).toEqual(featureCards.map((key) => en.features[key].title));
      await waitForHydration(page);
    });

    test('the hero shows every headline figure with its label, in English', async ({ page }) => {
      await page.goto('/');
      await waitForHydration(page);
      await expect(page.locator('#home dl dd')).toHaveText(headlineFigureTexts('en'));
      await expect(page.locator('#home dl dt')).toHaveText(englishFigureLabels);
    });

    test('the footer has the contact e-mail, the Berlin address, the copyright line and three legal links that lead nowhere', async ({
      page,
    }) => {
      await page.goto('/');
      await waitForHydration(page);
      const footer = page.locator('footer#contact');
      const mail = footer.locator('a[href="mailto:partners@example.com"]');
      await expect(mail).toHaveCount(1);
      await expect(mail).toHaveText('partners@example.com');
      await expect(footer).toContainText('Berlin');
      await expect(footer).toContainText('Germany');
      const year = new Date().getFullYear();
      await expect(footer).toContainText(`© ${year} Marketly`);
      for (const name of ['Privacy policy', 'Terms of service', 'Cookie policy']) {
        const legal = footer.locator('a', { hasText: name });
        await expect(legal, name).toHaveCount(1);
        expect(await legal.getAttribute('href'), `${name} has no href`).toBeNull();
      }
    });
  });
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
