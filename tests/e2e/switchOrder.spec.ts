// What a language switch renders in the frame of the click, and what after it (src/views/SkippablePart.tsx):
// what is on screen changes language in the first frame; a part the browser skips (far below the
// window) follows after that frame; a part in view never shows the old language beside the new.
import { expect, expectLanguage, languageButton, onlyOnPhone, type Page, test, waitForHydration } from './fixtures.ts';

interface Change {
  readonly part: string;
  /** Frames painted between the click and the change: 0 = before the first frame after the click. */
  readonly afterFrames: number;
}

/** Clicks Deutsch in the menu and reports, for each watched heading, how many frames passed before it changed. */
async function switchAndWatch(page: Page, parts: readonly string[]): Promise<Change[]> {
  await languageButton(page).click();
  await page.evaluate((watched) => {
    const changes: Change[] = [];
    let frames = 0;
    (window as unknown as { __changes: Change[] }).__changes = changes;
    for (const part of watched) {
      const heading = document.querySelector(`#${part} h1, #${part} h2`);
      if (!heading) throw new Error(`no heading in #${part}`);
      const before = heading.textContent;
      new MutationObserver((_, observer) => {
        if (heading.textContent === before) return;
        changes.push({ part, afterFrames: frames });
        observer.disconnect();
      }).observe(heading, { subtree: true, childList: true, characterData: true });
    }
    addEventListener(
      'click',
      () => {
        const count = () => {
          frames += 1;
          if (frames < 30) requestAnimationFrame(count);
        };
        requestAnimationFrame(count);
      },
      { capture: true, once: true },
    );
  }, parts);
  await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
  await expectLanguage(page, 'de');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __changes: Change[] }).__changes.length))
    .toBe(parts.length);
  return page.evaluate(() => (window as unknown as { __changes: Change[] }).__changes);
}

const frameOf = (changes: readonly Change[], part: string) => changes.find((change) => change.part === part)?.afterFrames;

test.describe('a language switch paints what is on screen first', () => {
  test.skip(onlyOnPhone, 'a phone window, where the features section is far below the fold: runs in the phone project');

  test('at the top, the hero changes in the first frame and the skipped features section after it', async ({ page }) => {
    // Frames are counted from the click, so the German catalogue must be here already, as the idle
    // prefetch brings it; a switch before that waits for the network, frames and all.
    const german = page.waitForResponse((response) => /\/assets\/de-[^/]*\.js$/.test(new URL(response.url()).pathname));
    await page.goto('/');
    await waitForHydration(page);
    await german;
    const skipped = await page.evaluate(
      () => !document.querySelector('#features > *')?.checkVisibility({ contentVisibilityAuto: true }),
    );
    expect(skipped, 'the features section is skipped at the top of a phone window').toBe(true);
    const changes = await switchAndWatch(page, ['home', 'features']);
    expect(frameOf(changes, 'home')).toBe(0);
    expect(frameOf(changes, 'features')).toBeGreaterThanOrEqual(1);
    await expect(page.locator('#features h2')).toHaveText(/Warum/);
  });

  test('scrolled to the features, they change in the same frame as the header', async ({ page }) => {
    const german = page.waitForResponse((response) => /\/assets\/de-[^/]*\.js$/.test(new URL(response.url()).pathname));
    await page.goto('/');
    await waitForHydration(page);
    await german;
    await page.locator('#features').scrollIntoViewIfNeeded();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const changes = await switchAndWatch(page, ['features', 'about']);
    expect(frameOf(changes, 'features')).toBe(0);
  });
});
