// The first interaction on a slow phone, for `npm run bench`: how long the page looks ready but is
// not hydrated, and what a visitor's tap in that window gets. Lighthouse's mobile conditions as its
// DevTools throttling applies them, to Debian's Chromium (scripts/bench/slow-phone.ts: 562.5 ms latency,
// 1.44 Mbps down, 675 kbps up, CPU 4× slower). Every run is a first visit (new context, empty cache).
//
//   tap:    the language button is tapped at FCP + 50 ms: the tap is sent 50 ms after the frame that
//           first painted the button, and lands when the browser gets it (the figure printed is where
//           it landed, after the FCP entry). Figures: FCP, interactive at (the `page:interactive` mark:
//           tree hydrated, machines running), the dead window between them, and tap → menu visible,
//           by the Event Timing API. Lost when the menu is not open once the app runs.
//   choice: the same first tap, then Deutsch as soon as the menu is open. Figure: the German page
//           shown, after interactive. Lost when the page is not German, with `lang` stored.
// Tap → menu visible is the median over the first taps of both scenarios (2 × runs).

import type { Browser, Page } from '@playwright/test';
import { allowCompiledNames } from './in-page.ts';
import { throttleLikeASlowPhone } from './slow-phone.ts';

interface Tap {
  readonly at: number;
  readonly hydrated: boolean;
}

/** One Event Timing entry of an interaction. */
interface InteractionEvent {
  readonly id: number;
  readonly start: number;
  readonly end: number;
}

/** What `recordTimings` collects in the page. */
interface Timings {
  fcp: number;
  buttonFirstFrame: number;
  taps: Tap[];
  events: InteractionEvent[];
  germanAt: number;
}

declare global {
  interface Window {
    __timings: Timings;
  }
}

/** In the page, before its scripts: FCP, each tap and whether the app ran then, each interaction's latency, when German showed. */
function recordTimings() {
  const timings: Timings = { fcp: 0, buttonFirstFrame: 0, taps: [], events: [], germanAt: 0 };
  window.__timings = timings;
  // The FCP entry reaches an observer late (up to 200 ms here, on a busy thread), so the tap is timed
  // from the first frame that has the language button in it: the frame of the first contentful paint.
  const watchForButton = (frameTime: number) => {
    if (document.querySelector('summary[aria-haspopup="menu"]')) timings.buttonFirstFrame = frameTime;
    else requestAnimationFrame(watchForButton);
  };
  requestAnimationFrame(watchForButton);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntriesByName('first-contentful-paint')) timings.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  // Until the app runs (src/main.tsx marks it), the head script records what needs it.
  const hydrated = () => performance.getEntriesByName('page:interactive').length > 0;
  document.addEventListener(
    'click',
    (event) => {
      if (event.isTrusted) timings.taps.push({ at: event.timeStamp, hydrated: hydrated() }); // not the app's replays
    },
    true,
  );
  // Tap → menu visible is what the Event Timing API measures (as INP does): from the input's timestamp
  // to the next paint after it was handled, over the events of one interaction (pointerdown, pointerup,
  // click). Events done in under 16 ms are not reported; such an interaction counts as 16 ms.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (entry.interactionId)
        timings.events.push({ id: entry.interactionId, start: entry.startTime, end: entry.startTime + entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  // German is on screen once <html lang> says so and the title is no longer the English one seen first.
  let englishTitle = '';
  const germanTitle = () => {
    const title = document.querySelector('h1')?.textContent ?? '';
    if (!englishTitle) englishTitle = title;
    if (!timings.germanAt && document.documentElement.lang === 'de' && title && title !== englishTitle)
      timings.germanAt = performance.now();
  };
  new MutationObserver(germanTitle).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
}

const timingsOf = (page: Page) =>
  page.evaluate(() => ({
    ...window.__timings,
    interactive: performance.getEntriesByName('page:interactive')[0]?.startTime ?? 0,
  }));

/** The first tap's latency to the next paint: its interaction's events, from the earliest input to the last paint. */
function firstTapLatency({ taps, events }: Pick<Timings, 'taps' | 'events'>): number {
  const tap = taps[0];
  if (!tap) return Number.NaN;
  // The tap's interaction: its click, or its pointerdown a moment before the click.
  const ofTap = events.find((event) => event.start <= tap.at + 1 && event.start > tap.at - 100);
  if (!ofTap) return 16; // every event of it was handled, and painted, in under 16 ms
  const interaction = events.filter((event) => event.id === ofTap.id);
  return Math.max(...interaction.map((event) => event.end)) - Math.min(...interaction.map((event) => event.start));
}

/**
 * The centre of `selector`, as soon as the page says: 50 ms after the frame that first painted the
 * language button (`'after first paint'`), or when the menu is open (`'menu open'`). Decided in the
 * page, so no round trip to this script delays the tap.
 */
function centreOf(page: Page, selector: string, moment: 'after first paint' | 'menu open') {
  return page.evaluate(
    ({ selector, moment }) =>
      new Promise<{ x: number; y: number }>((resolve) => {
        const timings = window.__timings;
        const ready = () =>
          moment === 'menu open'
            ? document.querySelector<HTMLDetailsElement>('header details')?.open
            : timings.buttonFirstFrame > 0;
        const check = () => {
          if (!ready()) {
            requestAnimationFrame(check);
            return;
          }
          const wait = moment === 'menu open' ? 0 : timings.buttonFirstFrame + 50 - performance.now();
          setTimeout(
            () => {
              const box = document.querySelector(selector)?.getBoundingClientRect() ?? new DOMRect();
              resolve({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
            },
            Math.max(0, wait),
          );
        };
        check();
      }),
    { selector, moment },
  );
}

/** Taps the language button at FCP + 50 ms, with a real pointer. */
async function tapButtonAfterFcp(page: Page): Promise<void> {
  const { x, y } = await centreOf(page, 'summary[aria-haspopup="menu"]', 'after first paint');
  await page.mouse.click(x, y);
}

/** Taps Deutsch as soon as the menu is open: a visitor's next tap, without a test tool's waiting. */
async function tapDeutschWhenShown(page: Page): Promise<void> {
  const { x, y } = await centreOf(page, 'header [data-language="de"]', 'menu open');
  await page.mouse.click(x, y);
}

async function run(browser: Browser, url: string, scenario: 'tap' | 'choice') {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, locale: 'en-US' });
  await allowCompiledNames(context);
  const page = await context.newPage();
  // tsx (esbuild's keepNames) wraps the named functions inside page functions in a __name helper that
  // only exists in Node: give the page one that does nothing.
  await page.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  await page.addInitScript(recordTimings);
  await throttleLikeASlowPhone(page);
  await page.goto(url, { waitUntil: 'commit' });
  await tapButtonAfterFcp(page);
  if (scenario === 'choice') await tapDeutschWhenShown(page);
  await page.waitForFunction(() => performance.getEntriesByName('page:interactive').length > 0, null, { timeout: 30_000 });
  await page.waitForTimeout(scenario === 'choice' ? 2_000 : 500);
  const timings = await timingsOf(page);
  const lost =
    scenario === 'tap'
      ? !(await page.locator('header details').evaluate((menu) => (menu as HTMLDetailsElement).open))
      : timings.germanAt === 0 || (await page.evaluate(() => localStorage.getItem('lang'))) !== 'de';
  await context.close();
  return { ...timings, lost };
}

/** The middle value (the upper one of an even count); NaN for none. Also bench.ts's. */
export const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** Medians and counts of one site's runs (see the top of this file). */
export interface FirstInteraction {
  readonly fcp: number;
  readonly interactive: number;
  readonly deadWindow: number;
  readonly tapAfterFcp: number;
  readonly earlyTaps: number;
  readonly menuShown: number;
  readonly earlyChoices: number;
  readonly germanAfterInteractive: number;
  readonly lost: number;
  readonly runs: number;
  readonly samples: { readonly taps: readonly Timings[]; readonly choices: readonly Timings[] };
}

/**
 * Runs both scenarios `runs` times on each of `sites` (name → URL). Returns medians and counts per site.
 */
export async function measureFirstInteraction({
  browser,
  sites,
  runs,
}: {
  readonly browser: Browser;
  readonly sites: Readonly<Record<string, string>>;
  readonly runs: number;
}) {
  type Run = Awaited<ReturnType<typeof run>>;
  const results: Record<string, FirstInteraction> = {};
  for (const [name, url] of Object.entries(sites)) {
    const taps: Run[] = [];
    const choices: Run[] = [];
    for (let index = 0; index < runs; index++) taps.push(await run(browser, url, 'tap'));
    for (let index = 0; index < runs; index++) choices.push(await run(browser, url, 'choice'));
    const earlyChoices = choices.filter((t) => t.taps.length >= 2 && t.taps.every((tap) => !tap.hydrated));
    results[name] = {
      fcp: median(taps.map((t) => t.fcp)),
      interactive: median(taps.map((t) => t.interactive)),
      deadWindow: median(taps.map((t) => t.interactive - t.fcp)),
      tapAfterFcp: median(taps.map((t) => (t.taps[0]?.at ?? Number.NaN) - t.fcp)),
      earlyTaps: taps.filter((t) => t.taps[0] && !t.taps[0].hydrated).length,
      menuShown: median([...taps, ...choices].map(firstTapLatency)),
      earlyChoices: earlyChoices.length,
      // Only a choice made before hydration says how soon an early choice is applied.
      germanAfterInteractive: median(
        earlyChoices.map((t) => (t.germanAt ? t.germanAt - t.interactive : Number.POSITIVE_INFINITY)),
      ),
      lost: [...taps, ...choices].filter((t) => t.lost).length,
      runs,
      samples: { taps, choices },
    };
  }
  return results;
}
