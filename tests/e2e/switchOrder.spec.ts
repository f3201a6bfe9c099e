// The order a language switch paints in, frame by frame, as src/views/OutOfViewPart.tsx explains it.
import { framesUntilOnScreen } from '../../machines/lib/afterNextPaint.ts';
import { expect, languageButton, onlyOnDesktop, onlyOnPhone, type Page, test, waitForHydration } from './fixtures.ts';

interface Change {
  readonly part: string;
  /** Frames painted between the click and the change: 0 = before the first frame after the click. */
  readonly afterFrames: number;
  /** The language the heading's copy was declared in (its nearest `lang`) once its text changed. */
  readonly declared: string | null;
}

interface Watched {
  readonly changes: Change[];
  /** Each part's heading's declared language in the first frame after the click. */
  readonly inFirstFrame: Record<string, string | null>;
  /** Each part's heading's face and line breaking before the click, and in the first frame after it. */
  readonly typeBefore: Record<string, string>;
  readonly typeInFirstFrame: Record<string, string>;
  /** Each request the page made after the click, and the frames painted before it. */
  readonly fetched: { readonly url: string; readonly afterFrames: number }[];
}

/** The text watched in each part: its heading, or in the hero's side its list of promises. */
const watchedText = {
  home: '#home h1',
  side: '#home ul',
  about: '#about h2',
  features: '#features h2',
} as const;
type Part = keyof typeof watchedText;

/**
 * Clicks `language` in the menu and reports, for each part's watched text, how many frames passed
 * before it changed, and the language it was declared in (and its type) then and in the first frame.
 */
async function switchAndWatch(page: Page, parts: readonly Part[], language = 'Deutsch'): Promise<Watched> {
  await languageButton(page).click();
  const selectors = parts.map((part) => [part, watchedText[part]] as const);
  await page.evaluate((watched) => {
    const headings = watched.map(([part, selector]) => {
      const heading = document.querySelector(selector);
      if (!heading) throw new Error(`nothing at ${selector}`);
      return [part, heading] as const;
    });
    const declared = (heading: Element) => heading.closest('[lang]')?.getAttribute('lang') ?? null;
    const type = (heading: Element) => {
      const style = getComputedStyle(heading);
      return `${style.fontFamily} / ${style.wordBreak}`;
    };
    const result: Watched = { changes: [], inFirstFrame: {}, typeBefore: {}, typeInFirstFrame: {}, fetched: [] };
    for (const [part, heading] of headings) result.typeBefore[part] = type(heading);
    let frames = 0;
    (window as unknown as { __watched: Watched }).__watched = result;
    const { fetch } = window;
    window.fetch = (input, init) => {
      result.fetched.push({ url: String(input instanceof Request ? input.url : input), afterFrames: frames });
      return fetch(input, init);
    };
    for (const [part, heading] of headings) {
      const before = heading.textContent;
      new MutationObserver((_, observer) => {
        if (heading.textContent === before) return;
        result.changes.push({ part, afterFrames: frames, declared: declared(heading) });
        observer.disconnect();
      }).observe(heading, { subtree: true, childList: true, characterData: true });
    }
    addEventListener(
      'click',
      () => {
        const count = () => {
          if (frames === 0) {
            for (const [part, heading] of headings) {
              result.inFirstFrame[part] = declared(heading);
              result.typeInFirstFrame[part] = type(heading);
            }
          }
          frames += 1;
          if (frames < 30) requestAnimationFrame(count);
        };
        requestAnimationFrame(count);
      },
      { capture: true, once: true },
    );
  }, selectors);
  const code = await page.getByRole('menuitemradio', { name: language }).getAttribute('lang');
  await page.getByRole('menuitemradio', { name: language }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', code ?? '');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __watched: Watched }).__watched.changes.length))
    .toBe(parts.length);
  return page.evaluate(() => (window as unknown as { __watched: Watched }).__watched);
}

const frameOf = (changes: readonly Change[], part: string) => changes.find((change) => change.part === part)?.afterFrames;

/**
 * Opens the page and waits until it has hydrated and the idle prefetch has brought the `code`
 * catalogue: frames are counted from the click, and a switch before that waits for the network.
 */
async function openWithCatalogue(page: Page, code: string): Promise<void> {
  const catalogue = page.waitForResponse((response) =>
    new RegExp(`/assets/${code}-[^/]*\\.js$`).test(new URL(response.url()).pathname),
  );
  await page.goto('/');
  await waitForHydration(page);
  await catalogue;
}

test.describe('a language switch paints what is on screen first', () => {
  test.skip(onlyOnPhone, 'a phone window, where the features section is far below the fold: runs in the phone project');

  test('at the top, the hero text changes in the first frame, what is below the window after it', async ({ page }) => {
    await openWithCatalogue(page, 'de');
    const aboutTop = await page.locator('#about').evaluate((section) => section.getBoundingClientRect().top);
    expect(aboutTop, 'the about section is below the first screen of a phone').toBeGreaterThan(
      page.viewportSize()?.height ?? Number.POSITIVE_INFINITY,
    );
    const sideTop = await page.locator('#home ul').evaluate((list) => list.getBoundingClientRect().top);
    expect(sideTop, "the hero's promises are below the first screen of a phone").toBeGreaterThan(
      page.viewportSize()?.height ?? Number.POSITIVE_INFINITY,
    );
    const { changes, inFirstFrame } = await switchAndWatch(page, ['home', 'side', 'about', 'features']);
    expect(frameOf(changes, 'home')).toBe(0);
    expect(frameOf(changes, 'side')).toBeGreaterThanOrEqual(framesUntilOnScreen);
    expect(frameOf(changes, 'about')).toBeGreaterThanOrEqual(framesUntilOnScreen);
    expect(frameOf(changes, 'features')).toBeGreaterThanOrEqual(framesUntilOnScreen);
    // In that first frame the page is German, but what still shows English says so; each new copy is German.
    expect(inFirstFrame).toEqual({ home: 'de', side: 'en', about: 'en', features: 'en' });
    expect(changes.map((change) => change.declared)).toEqual(['de', 'de', 'de', 'de']);
    await expect(page.locator('#features h2')).toHaveText(/Warum/);
    await expect(page.locator('#about')).not.toHaveAttribute('lang');
  });

  test('what shows nothing waits until the switch’s frame is on screen: the lookup and the next visit’s page', async ({
    page,
  }) => {
    await openWithCatalogue(page, 'de');
    const watched = () => page.evaluate(() => (window as unknown as { __watched: Watched }).__watched.fetched);
    const { fetched } = await switchAndWatch(page, ['home']);
    expect(
      fetched.every(({ afterFrames }) => afterFrames >= framesUntilOnScreen),
      JSON.stringify(fetched),
    ).toBe(true);
    // Both are asked for: the lookup in German, and the German page for the next visit.
    await expect
      .poll(async () => (await watched()).map(({ url }) => url))
      .toEqual(
        expect.arrayContaining([
          expect.stringMatching(/\/page-landing\.de\./),
          expect.stringMatching(/customer_service_url.*lang=de/),
        ]),
      );
    expect((await watched()).every(({ afterFrames }) => afterFrames >= framesUntilOnScreen)).toBe(true);
  });

  test('a part still in English keeps its face and line breaking while the page turns Chinese', async ({ page }) => {
    await openWithCatalogue(page, 'cn');
    const { inFirstFrame, typeBefore, typeInFirstFrame } = await switchAndWatch(page, ['home', 'about'], '简体中文');
    expect(inFirstFrame).toEqual({ home: 'zh-CN', about: 'en' });
    // Had it taken the page's Chinese face and phrase breaking, the browser would lay its old copy out again.
    expect(typeInFirstFrame.about).toBe(typeBefore.about);
    expect(typeInFirstFrame.home).not.toBe(typeBefore.home);
  });

  test('scrolled to the features, they change in the same frame as the header', async ({ page }) => {
    await openWithCatalogue(page, 'de');
    await page.locator('#features').scrollIntoViewIfNeeded();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const { changes } = await switchAndWatch(page, ['features', 'about']);
    expect(frameOf(changes, 'features')).toBe(0);
  });

  test('scrolled past the about section, it changes in the same frame: a part above the window is not left behind', async ({
    page,
  }) => {
    await openWithCatalogue(page, 'de');
    // Through the about section and past it, a frame apart, as a visitor's scroll goes.
    for (const target of ['#about', '#contact']) {
      await page.evaluate((selector) => {
        document.querySelector(selector)?.scrollIntoView({ behavior: 'instant', block: 'start' });
        return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }, target);
    }
    const aboutBottom = await page.locator('#about').evaluate((about) => about.getBoundingClientRect().bottom);
    expect(aboutBottom, 'the about section is above the window').toBeLessThan(0);
    const { changes, inFirstFrame } = await switchAndWatch(page, ['about']);
    expect(frameOf(changes, 'about')).toBe(0);
    expect(inFirstFrame).toEqual({ about: 'de' });
  });
});

test.describe('a language switch in a wide window', () => {
  test.skip(onlyOnDesktop, 'the hero side by side with its text: runs in the desktop project');

  test("the hero's picture and promises, beside its text, change in the same frame as it", async ({ page }) => {
    await openWithCatalogue(page, 'de');
    const { changes, inFirstFrame } = await switchAndWatch(page, ['home', 'side']);
    expect(frameOf(changes, 'home')).toBe(0);
    expect(frameOf(changes, 'side')).toBe(0);
    expect(inFirstFrame).toEqual({ home: 'de', side: 'de' });
  });

  /** The top of the about section and of its content, and the window's height. */
  const aboutEdges = (page: Page) =>
    page.locator('#about').evaluate((about) => ({
      section: about.getBoundingClientRect().top,
      content: about.firstElementChild?.getBoundingClientRect().top ?? Number.NaN,
      window: window.innerHeight,
    }));

  test('the about section, whose top padding alone shows under the hero, follows after the first frame', async ({ page }) => {
    await openWithCatalogue(page, 'de');
    const edges = await aboutEdges(page);
    expect(edges.section, 'the section starts in the window').toBeLessThan(edges.window);
    expect(edges.content, 'its content starts below it').toBeGreaterThanOrEqual(edges.window);
    const { changes, inFirstFrame } = await switchAndWatch(page, ['home', 'about']);
    expect(frameOf(changes, 'home')).toBe(0);
    expect(frameOf(changes, 'about')).toBeGreaterThanOrEqual(framesUntilOnScreen);
    expect(inFirstFrame).toEqual({ home: 'de', about: 'en' });
    await expect(page.locator('#about')).not.toHaveAttribute('lang');
  });

  test('once the top of its content shows, the about section changes in the same frame as the hero', async ({ page }) => {
    await openWithCatalogue(page, 'de');
    const { content, window: height } = await aboutEdges(page);
    await page.evaluate(
      (by) => {
        window.scrollBy({ top: by, behavior: 'instant' });
        return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      },
      content - height + 12,
    );
    const edges = await aboutEdges(page);
    expect(edges.content, 'the top of its content is in the window').toBeLessThan(edges.window);
    const { changes, inFirstFrame } = await switchAndWatch(page, ['home', 'about']);
    expect(frameOf(changes, 'home')).toBe(0);
    expect(frameOf(changes, 'about')).toBe(0);
    expect(inFirstFrame).toEqual({ home: 'de', about: 'de' });
  });
});
