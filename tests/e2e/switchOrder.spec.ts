// The order a language switch paints in, frame by frame, as docs/performance.md explains it.
import {
  expect,
  languageButton,
  onlyOnDesktop,
  onlyOnPhone,
  type Page,
  test,
  waitForHydration,
} from '@marketplace-landing/harness/playwright';

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
  /** Frames painted before the document's title changed; null until it has. */
  titled: number | null;
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
    const result: Watched = { changes: [], inFirstFrame: {}, typeBefore: {}, typeInFirstFrame: {}, fetched: [], titled: null };
    for (const [part, heading] of headings) result.typeBefore[part] = type(heading);
    let frames = 0;
    (window as unknown as { __watched: Watched }).__watched = result;
    const { fetch } = window;
    window.fetch = (input, init) => {
      result.fetched.push({ url: String(input instanceof Request ? input.url : input), afterFrames: frames });
      return fetch(input, init);
    };
    new MutationObserver((_, observer) => {
      result.titled = frames;
      observer.disconnect();
    }).observe(document.querySelector('title') as HTMLTitleElement, { subtree: true, childList: true, characterData: true });
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

/** In the first frame after the click, each part declares the language its copy is in: the new one once changed, else the old. */
function expectDeclaredAsShown(watched: Watched, parts: readonly Part[], before: string, after: string) {
  for (const part of parts) {
    const changed = frameOf(watched.changes, part) === 0;
    expect(watched.inFirstFrame[part], part).toBe(changed ? after : before);
    // A part still in the old language keeps its face and line breaking: the browser does not lay its copy out again.
    if (!changed) expect(watched.typeInFirstFrame[part], part).toBe(watched.typeBefore[part]);
  }
}

test.describe('a language switch paints the hero first', () => {
  test.skip(onlyOnPhone, 'a phone window, where the features section is far below the fold: runs in the phone project');

  test('the hero text changes in the first frame; the parts follow, each saying which language it is in', async ({ page }) => {
    await openWithCatalogue(page, 'de');
    const parts = ['home', 'side', 'about', 'features'] as const;
    const watched = await switchAndWatch(page, parts);
    expect(frameOf(watched.changes, 'home')).toBe(0);
    expectDeclaredAsShown(watched, parts, 'en', 'de');
    expect(watched.changes.map((change) => change.declared)).toEqual(['de', 'de', 'de', 'de']);
    await expect(page.locator('#features h2')).toHaveText(/Warum/);
    await expect(page.locator('#about')).not.toHaveAttribute('lang');
  });

  test('what shows nothing waits until after the switch’s frame: the title, the lookup and the next visit’s page', async ({
    page,
  }) => {
    await openWithCatalogue(page, 'de');
    const watched = () => page.evaluate(() => (window as unknown as { __watched: Watched }).__watched.fetched);
    const titled = () => page.evaluate(() => (window as unknown as { __watched: Watched }).__watched.titled);
    const { fetched } = await switchAndWatch(page, ['home']);
    expect(
      fetched.every(({ afterFrames }) => afterFrames >= 1),
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
    expect((await watched()).every(({ afterFrames }) => afterFrames >= 1)).toBe(true);
    await expect.poll(titled).not.toBeNull();
    expect(await titled(), 'frames before the title changed').toBeGreaterThanOrEqual(1);
    await expect(page).toHaveTitle(/einkaufen/);
  });

  test('a part still in English keeps its face and line breaking while the page turns Chinese', async ({ page }) => {
    await openWithCatalogue(page, 'cn');
    const watched = await switchAndWatch(page, ['home', 'about'], '简体中文');
    expect(watched.inFirstFrame.home).toBe('zh-CN');
    expect(watched.typeInFirstFrame.home).not.toBe(watched.typeBefore.home);
    expectDeclaredAsShown(watched, ['about'], 'en', 'zh-CN');
  });
});

test.describe('a language switch in a wide window', () => {
  test.skip(onlyOnDesktop, 'the hero side by side with its text: runs in the desktop project');

  test("the hero's text changes in the first frame; its picture and promises follow, saying which language they are in", async ({
    page,
  }) => {
    await openWithCatalogue(page, 'de');
    const watched = await switchAndWatch(page, ['home', 'side', 'about']);
    expect(frameOf(watched.changes, 'home')).toBe(0);
    expectDeclaredAsShown(watched, ['side', 'about'], 'en', 'de');
    await expect(page.locator('#about')).not.toHaveAttribute('lang');
  });
});
