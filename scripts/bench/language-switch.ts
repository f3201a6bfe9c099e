// The language switch as a visitor sees it, for `npm run bench`: from the click on a language in the
// menu to the first paint that shows the new copy, with the CPU slowed as on Lighthouse's phone.
//
// How it is measured, in the page, by the Event Timing API (as INP is):
//   start: the click's `event.timeStamp`. The click is a real pointer (Playwright's mouse, through the
//          DevTools protocol), so the browser stamps the event with the time the input came in, not
//          the time a handler ran: any wait before the page handles it counts.
//   end:   the click's Event Timing entry: `startTime + duration` is when the first frame after its
//          handlers was presented (to 8 ms, the API's rounding). A MutationObserver sees the heading's
//          text change; when that comes before the entry's `processingEnd` (the app commits the new
//          copy inside the click, as it does), that frame is the one with the new copy. If the copy
//          came later, the end is instead the frame after it: the time a message posted from its
//          requestAnimationFrame callback runs, right after that frame's rendering.
// The pointer rests on the item before the click (a visitor's hover comes first), so the hover's
// work is not counted. Both moments are left as user-timing marks, `switch:input` and
// `switch:painted`, for a trace in DevTools.
import type { Browser, Page } from '@playwright/test';
import { allowCompiledNames } from './in-page.ts';
import { slowPhone } from './slow-phone.ts';

declare global {
  interface Window {
    __switchPainted?: Promise<number>;
  }
}

/** In the page: waits for the next click and the paint of new copy after it; resolves with the time between. */
function armSwitchTiming() {
  window.__switchPainted = new Promise<number>((resolve) => {
    const title = document.querySelector('h1');
    if (!title) throw new Error('no <h1> to watch');
    const before = title.textContent;
    let input = Number.NaN;
    let copyAt = Number.NaN;
    let frameAfterCopy = Number.NaN;
    let clickEntry: PerformanceEventTiming | undefined;
    const finish = () => {
      if (Number.isNaN(frameAfterCopy)) return;
      // An entry is only reported for events over 16 ms; none by the time the frame after the copy
      // was painted and a little more means the click took at most that.
      const copyInClick = clickEntry ? copyAt <= clickEntry.processingEnd : copyAt <= input + 16;
      const painted = copyInClick ? (clickEntry ? clickEntry.startTime + clickEntry.duration : input + 16) : frameAfterCopy;
      performance.mark('switch:painted', { startTime: painted });
      resolve(painted - input);
    };
    addEventListener(
      'click',
      (event) => {
        input = event.timeStamp;
        performance.mark('switch:input', { startTime: input });
      },
      { capture: true, once: true },
    );
    const events = new PerformanceObserver((list) => {
      clickEntry = (list.getEntries() as PerformanceEventTiming[]).find(
        (entry) => entry.name === 'click' && entry.startTime === input,
      );
      if (!clickEntry) return;
      events.disconnect();
      finish();
    });
    events.observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
    const copy = new MutationObserver(() => {
      if (title.textContent === before) return;
      copy.disconnect();
      copyAt = performance.now();
      requestAnimationFrame(() => {
        const afterRendering = new MessageChannel();
        afterRendering.port1.onmessage = () => {
          frameAfterCopy = performance.now();
          // The entry is queued after the frame is presented: give it a moment before concluding there is none.
          if (!clickEntry) setTimeout(() => (clickEntry ? undefined : finish()), 500);
          else finish();
        };
        afterRendering.port2.postMessage(null);
      });
    });
    copy.observe(title, { subtree: true, childList: true, characterData: true });
  });
}

/** A page of `url`, hydrated, its offered catalogues prefetched, with the CPU slowed for the switches. */
export async function openForSwitching(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number } = { width: 375, height: 740 },
): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'en-US' });
  await allowCompiledNames(context);
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(2500); // hydration, then the idle prefetch of the offered catalogues
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowPhone.cpuSlowdown });
  return page;
}

/** Opens the menu, clicks `language` with the pointer, and returns click → new copy painted, in ms. */
export async function switchLanguage(page: Page, language: string): Promise<number> {
  await page.locator('[aria-haspopup="menu"]').click();
  const item = page.getByRole('menuitemradio', { name: language });
  await item.waitFor();
  const box = await item.boundingBox();
  if (!box) throw new Error(`the menu item ${language} is not on screen`);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(200);
  await page.evaluate(armSwitchTiming);
  await page.mouse.down();
  await page.mouse.up();
  const ms = await page.evaluate(() => window.__switchPainted);
  if (typeof ms !== 'number' || !Number.isFinite(ms)) throw new Error(`no switch to ${language} was timed`);
  await page.waitForTimeout(300); // the switch's trailing work (effects, storage, the lookup) before the next one
  return ms;
}
