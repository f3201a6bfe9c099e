// Every visitor's first paint in their own language, on a slow phone (slow-phone.ts), through a host:
// an English, a German and a Chinese browser with nothing stored, and an English browser that chose
// German before: on an earlier visit (its cache as that visit left it), and with its cache cleared since
// (told apart, not held to the budget). Each visit is a fresh context on a 412 × 823 phone. The page records,
// before its scripts, every frame that shows #root (requestAnimationFrame, before that frame's paint)
// with its heading and <html lang>, and the first contentful paint; a visit's own-language paint is its
// FCP when the first frame shown was in the visitor's language, else the first frame that was.
import type { Browser, BrowserContext } from '@playwright/test';
import { type LanguageCode, languageInfo } from '../../locales/languages.ts';
import { allowCompiledNames } from './in-page.ts';
import { throttleLikeASlowPhone } from './slow-phone.ts';

export interface Visitor {
  readonly name: string;
  /** The browser's language (Accept-Language and navigator.languages). */
  readonly locale: string;
  /**
   * A language chosen before: on an earlier visit, unthrottled, in the menu (`visit`), or only stored,
   * with an empty cache (`storage`).
   */
  readonly chose: { readonly nativeName: string; readonly code: LanguageCode; readonly how: 'visit' | 'storage' } | null;
  /** The language the page should be in. */
  readonly code: 'en' | 'de' | 'cn';
  /** Whether the bench holds it to 1.15 × the English visitor's first paint. */
  readonly budgeted: boolean;
}

const german = { nativeName: 'Deutsch', code: 'de' } as const;

export const visitors: readonly Visitor[] = [
  { name: 'English browser', locale: 'en-US', chose: null, code: 'en', budgeted: true },
  { name: 'German browser', locale: 'de-DE', chose: null, code: 'de', budgeted: true },
  { name: 'Chinese browser', locale: 'zh-CN', chose: null, code: 'cn', budgeted: true },
  { name: 'chose German before', locale: 'en-US', chose: { ...german, how: 'visit' }, code: 'de', budgeted: true },
  { name: '… cache cleared', locale: 'en-US', chose: { ...german, how: 'storage' }, code: 'de', budgeted: false },
];

interface Frame {
  readonly time: number;
  readonly lang: string;
}

declare global {
  interface Window {
    __firstPaint: { frames: Frame[]; fcp: number; done: boolean };
  }
}

/** In the page, before its scripts: until the app runs and a frame in language `tag` has been shown. */
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

export interface FirstPaint {
  /** When the page was first painted in the visitor's language, ms from navigation. */
  readonly ownLanguage: number;
  /** Whether another language was painted first. */
  readonly otherFirst: boolean;
}

/** The earlier visit: the page, the language chosen in its menu, and whatever the app then fetched. */
async function chooseOnAnEarlierVisit(
  context: BrowserContext,
  url: string,
  chose: { nativeName: string; code: LanguageCode },
): Promise<void> {
  const { nativeName, code } = chose;
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.app === 'running');
  await page.locator('header [aria-haspopup="menu"]').click();
  await page.getByRole('menuitemradio', { name: nativeName }).click();
  // The choice shown and stored (by what every build has: <html lang>, not the menu's markup, which an
  // older build unmounts once closed); then whatever the build fetches for the next visit (an older build: nothing).
  await page.waitForFunction(({ code, tag }) => localStorage.getItem('lang') === code && document.documentElement.lang === tag, {
    code,
    tag: languageInfo(code).tag,
  });
  await page
    .waitForFunction(
      () => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/page-landing.')),
      undefined,
      {
        timeout: 5_000,
      },
    )
    .catch(() => {});
  await page.close();
}

/** One visit of `visitor` to `url`: when the page was first painted in their language. */
export async function visit(browser: Browser, url: string, visitor: Visitor): Promise<FirstPaint> {
  // No request is routed: a routed context has no HTTP cache, and a returning visitor's is theirs. (The
  // shop's API, not on loopback, fails at once, after the paint: the cooperation link keeps its fallback.)
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: visitor.locale });
  try {
    await allowCompiledNames(context);
    if (visitor.chose?.how === 'visit') await chooseOnAnEarlierVisit(context, url, visitor.chose);
    const page = await context.newPage();
    if (visitor.chose?.how === 'storage')
      await page.addInitScript((code) => localStorage.setItem('lang', code), visitor.chose.code);
    const tag = languageInfo(visitor.code).tag;
    await page.addInitScript(recordFrames, tag);
    await throttleLikeASlowPhone(page);
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__firstPaint?.done, undefined, { timeout: 30_000, polling: 100 });
    const { frames, fcp } = await page.evaluate(() => window.__firstPaint);
    const own = frames.find((frame) => frame.lang === tag);
    const otherFirst = frames[0]?.lang !== tag;
    return { ownLanguage: otherFirst ? (own?.time ?? Number.NaN) : fcp, otherFirst };
  } finally {
    await context.close();
  }
}

/** The page's largest contentful paint on a slow phone, for a browser that speaks `locale`, in ms. */
export async function largestPaint(browser: Browser, url: string, locale: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale });
  try {
    const page = await context.newPage();
    await throttleLikeASlowPhone(page);
    await page.goto(url, { waitUntil: 'networkidle' });
    return await page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? Number.NaN)).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          }),
        ),
    );
  } finally {
    await context.close();
  }
}
