// Each visitor's first paint in their own language, on a slow phone: the FCP if the first frame showing
// #root was in that language, else the first frame that was (frames recorded by requestAnimationFrame).
import type { Browser, Page } from '@playwright/test';
import { type LanguageCode, languageInfo } from '../../locales/languages.ts';
import { throttleLikeASlowPhone } from '../fixtures/slow-phone.ts';
import { withPage } from './pages.ts';
import { median } from './sample.ts';

/**
 * `chose`: German chosen before, in the menu on an earlier visit or only stored (the cache empty); `code`:
 * the page's language to expect; `budgeted`: held to 1.15 × the English visitor's first paint.
 */
type Visitor = { name: string; locale: string; chose?: 'visit' | 'storage'; code: LanguageCode; budgeted: boolean };
export const visitors: readonly Visitor[] = [
  { name: 'English browser', locale: 'en-US', code: 'en', budgeted: true },
  { name: 'German browser', locale: 'de-DE', code: 'de', budgeted: true },
  { name: 'Chinese browser', locale: 'zh-CN', code: 'cn', budgeted: true },
  { name: 'chose German before', locale: 'en-US', chose: 'visit', code: 'de', budgeted: true },
  { name: '… cache cleared', locale: 'en-US', chose: 'storage', code: 'de', budgeted: false },
];

const phone = { width: 412, height: 823 };

interface Frame {
  readonly time: number;
  readonly lang: string;
}

declare global {
  interface Window {
    __firstPaint: { frames: Frame[]; fcp: number; done: boolean };
  }
}

/** In the page, before its scripts: every frame that shows #root, until the app runs and one is in `tag`. */
function recordFrames(tag: string) {
  const record = { frames: [] as Frame[], fcp: 0, done: false };
  window.__firstPaint = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntriesByName('first-contentful-paint')) record.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  const tick = (time: number) => {
    const root = document.getElementById('root');
    if (root?.querySelector('h1')?.textContent && getComputedStyle(root).visibility !== 'hidden') {
      record.frames.push({ time, lang: document.documentElement.lang });
    }
    const running = document.documentElement.dataset.app === 'running';
    record.done = running && record.fcp > 0 && record.frames.some((frame) => frame.lang === tag);
    if (!record.done) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/** The earlier visit: German chosen in the menu, and whatever the app then fetched for the next visit. */
async function chooseGerman(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.app === 'running');
  await page.locator('header [aria-haspopup="menu"]').click();
  await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
  // By <html lang>, which every build has (an older one unmounts the closed menu); an older build fetches nothing.
  const tag = languageInfo('de').tag;
  await page.waitForFunction((tag) => localStorage.getItem('lang') === 'de' && document.documentElement.lang === tag, tag);
  const fetched = () => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/page-landing.'));
  await page.waitForFunction(fetched, undefined, { timeout: 5_000 }).catch(() => {});
  await page.close();
}

/** One visit of `visitor` to `url`: when the page was first painted in their language, and whether another was first. */
export function visit(browser: Browser, url: string, visitor: Visitor) {
  // No request is routed: a routed context has no HTTP cache, and a returning visitor's is theirs.
  return withPage(browser, { viewport: phone, locale: visitor.locale }, async (page) => {
    if (visitor.chose === 'visit') await chooseGerman(await page.context().newPage(), url);
    if (visitor.chose === 'storage') await page.addInitScript(() => localStorage.setItem('lang', 'de'));
    const tag = languageInfo(visitor.code).tag;
    await page.addInitScript(recordFrames, tag);
    await throttleLikeASlowPhone(page);
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__firstPaint?.done, undefined, { timeout: 30_000, polling: 100 });
    const { frames, fcp } = await page.evaluate(() => window.__firstPaint);
    const otherFirst = frames[0]?.lang !== tag;
    return { ownLanguage: otherFirst ? (frames.find((frame) => frame.lang === tag)?.time ?? Number.NaN) : fcp, otherFirst };
  });
}

/**
 * A largest contentful paint in its parts, after web.dev's breakdown. DevTools' throttling holds a
 * response's body, not its first byte, so the server's first byte comes at once and the slow phone's
 * latency and bandwidth show in the document's arrival (to its last byte). Then, for a picture, the delay
 * before its request and its load; and the render delay: from the later of the document's last byte and
 * the picture's (less than 0 for a page painted before its last byte came).
 */
export interface LargestPaint {
  readonly lcp: number;
  readonly ttfb: number;
  readonly document: number;
  readonly loadDelay: number;
  readonly loadTime: number;
  readonly renderDelay: number;
}

/** In the page: its largest contentful paint so far, in parts. */
function largestPaintParts(): Promise<LargestPaint> {
  return new Promise((resolve) =>
    new PerformanceObserver((list) => {
      const lcp = list.getEntries().at(-1) as (PerformanceEntry & { url?: string }) | undefined;
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const ttfb = navigation?.responseStart ?? 0;
      const arrived = Math.max(ttfb, navigation?.responseEnd ?? 0);
      const resource = lcp?.url
        ? (performance.getEntriesByName(lcp.url, 'resource')[0] as PerformanceResourceTiming | undefined)
        : undefined;
      const requested = resource ? Math.max(ttfb, resource.requestStart || resource.startTime) : ttfb;
      const loaded = resource ? Math.max(requested, resource.responseEnd) : ttfb;
      const time = lcp?.startTime ?? Number.NaN;
      resolve({
        lcp: time,
        ttfb,
        document: arrived - ttfb,
        loadDelay: requested - ttfb,
        loadTime: loaded - requested,
        renderDelay: time - Math.max(arrived, loaded),
      });
    }).observe({ type: 'largest-contentful-paint', buffered: true }),
  );
}

/** The page's largest contentful paint on a slow phone, for a browser that speaks `locale`, in ms and in parts. */
export function largestPaint(browser: Browser, url: string, locale: string): Promise<LargestPaint> {
  return withPage(browser, { viewport: phone, locale }, async (page) => {
    await throttleLikeASlowPhone(page);
    await page.goto(url, { waitUntil: 'networkidle' });
    return page.evaluate(largestPaintParts);
  });
}

/** `name: TTFB …, the document's arrival …, load delay …, load time …, render delay …`: each part's median over `paints`. */
export function formatParts(name: string, paints: readonly LargestPaint[]): string {
  const part = (key: keyof LargestPaint) => median(paints.map((paint) => paint[key])).toFixed(0);
  return `  ${name} (medians): TTFB ${part('ttfb')}, the document's arrival ${part('document')}, load delay ${part('loadDelay')}, load time ${part('loadTime')}, render delay ${part('renderDelay')} ms`;
}
