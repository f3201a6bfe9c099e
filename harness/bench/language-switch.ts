// The language switch as a visitor sees it: from a real pointer's click on a language (the input's own
// timestamp) to the first frame presented with the new copy, by Event Timing as INP is; the CPU slowed as
// on Lighthouse's phone. Both ends are left as user-timing marks for a DevTools trace.
import type { Browser, Page } from '@playwright/test';
import { slowPhone } from '../fixtures/slow-phone.ts';
import { newPage } from './pages.ts';
import type { Arm } from './sample.ts';

declare global {
  interface Window {
    __switchPainted?: Promise<number>;
  }
}

/** In the page: the next click → the frame of its entry if the copy changed inside it, else the frame after the copy. */
function armSwitchTiming() {
  window.__switchPainted = new Promise<number>((resolve) => {
    const title = document.querySelector('h1') as HTMLElement;
    const before = title.textContent;
    let input = Number.NaN;
    let copyAt = Number.NaN;
    let frameAfterCopy = Number.NaN;
    let entry: PerformanceEventTiming | undefined;
    const finish = () => {
      if (Number.isNaN(frameAfterCopy)) return;
      // Events under 16 ms get no entry: none by the frame after the copy means the click took at most that.
      const [end, presented] = entry ? [entry.processingEnd, entry.startTime + entry.duration] : [input + 16, input + 16];
      const painted = copyAt <= end ? presented : frameAfterCopy;
      performance.mark('switch:painted', { startTime: painted });
      resolve(painted - input);
    };
    const onClick = (event: MouseEvent) => {
      input = event.timeStamp;
      performance.mark('switch:input', { startTime: input });
    };
    addEventListener('click', onClick, { capture: true, once: true });
    new PerformanceObserver((list, observer) => {
      entry = (list.getEntries() as PerformanceEventTiming[]).find((e) => e.name === 'click' && e.startTime === input);
      if (!entry) return;
      observer.disconnect();
      finish();
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
    new MutationObserver((_, observer) => {
      if (title.textContent === before) return;
      observer.disconnect();
      copyAt = performance.now();
      requestAnimationFrame(() => {
        const afterRendering = new MessageChannel();
        afterRendering.port1.onmessage = () => {
          frameAfterCopy = performance.now();
          // The entry is queued after the frame is presented: give it a moment before concluding there is none.
          if (entry) finish();
          else setTimeout(() => entry || finish(), 500);
        };
        afterRendering.port2.postMessage(null);
      });
    }).observe(title, { subtree: true, childList: true, characterData: true });
  });
}

/** A page of `url`, hydrated, its offered catalogues prefetched, with the CPU slowed for the switches. */
export async function openForSwitching(browser: Browser, url: string, viewport: { width: number; height: number }) {
  const page = await newPage(browser, { viewport, locale: 'en-US' });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(2500); // hydration, then the idle prefetch of the offered catalogues
  await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', {
    rate: slowPhone.cpuSlowdownMultiplier,
  });
  return page;
}

/** Opens the menu, clicks `language` with the pointer, and returns click → new copy painted, in ms. */
export async function switchLanguage(page: Page, language: string): Promise<number> {
  await page.locator('[aria-haspopup="menu"]').click();
  await page.getByRole('menuitemradio', { name: language }).hover(); // a visitor's hover comes before, uncounted
  await page.waitForTimeout(200);
  await page.evaluate(armSwitchTiming);
  await page.mouse.down();
  await page.mouse.up();
  const ms = await page.evaluate(() => window.__switchPainted);
  if (typeof ms !== 'number' || !Number.isFinite(ms)) throw new Error(`no switch to ${language} was timed`);
  await page.waitForTimeout(300); // the switch's trailing work (effects, storage, the lookup) before the next one
  return ms;
}

/** The switch to German and back, in turn, on `page`, as one arm of a comparison. */
export function switchArm(name: string, page: Page): Arm {
  let next = 0;
  return { name, measure: () => switchLanguage(page, next++ % 2 ? 'English' : 'Deutsch') };
}
