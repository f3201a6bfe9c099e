// A returning visitor whose stored language is German, on a slow phone (slow-phone.ts), beside a new
// visitor: how long after the new visitor's first paint the returning one's first German paint comes.
// Every run is a fresh context (empty cache); the returning visitor has only `lang=de` in storage,
// put there before the page's scripts run.
//
// The head script keeps #root hidden while the stored language loads (at most its hold), so nothing
// contentful paints before the German copy: the returning visitor's first contentful paint IS the
// first German paint, provided the page was German and shown by then. The page records when the
// hold ended and whether the heading was German then; should English show first (the hold ran out),
// the German paint is the frame after the copy turned German instead (requestAnimationFrame, then a
// message that runs after that frame's rendering).
import type { Browser } from '@playwright/test';
import { allowCompiledNames } from './in-page.ts';
import { throttleLikeASlowPhone } from './slow-phone.ts';

interface PaintTimes {
  fcp: number;
  /** When German copy was first on screen: in the DOM, <html lang="de">, not held hidden. */
  germanShown: number;
  germanPainted: number;
  englishTitle: string;
}

declare global {
  interface Window {
    __paints: PaintTimes;
  }
}

/** In the page, before its scripts: FCP, and the moment German copy is shown and painted. */
function recordPaints() {
  const paints: PaintTimes = { fcp: 0, germanShown: 0, germanPainted: 0, englishTitle: '' };
  window.__paints = paints;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntriesByName('first-contentful-paint')) paints.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  const watch = () => {
    const title = document.querySelector('h1')?.textContent ?? '';
    if (!paints.englishTitle) paints.englishTitle = title;
    const root = document.documentElement;
    const held = [...root.classList].some((name) => name.includes('pending'));
    if (paints.germanShown || held || root.lang !== 'de' || !title || title === paints.englishTitle) return;
    paints.germanShown = performance.now();
    requestAnimationFrame(() => {
      const afterRendering = new MessageChannel();
      afterRendering.port1.onmessage = () => {
        paints.germanPainted = performance.now();
      };
      afterRendering.port2.postMessage(null);
    });
  };
  // The prerendered English title is the first seen: read it as soon as the parser has it.
  new MutationObserver(watch).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
}

async function visit(browser: Browser, url: string, storedLanguage: string | null) {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, locale: 'en-US' });
  await allowCompiledNames(context);
  const page = await context.newPage();
  if (storedLanguage) await page.addInitScript((code) => localStorage.setItem('lang', code), storedLanguage);
  await page.addInitScript(recordPaints);
  await throttleLikeASlowPhone(page);
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(
    (waitForGerman) => window.__paints?.fcp > 0 && (!waitForGerman || window.__paints.germanPainted > 0),
    Boolean(storedLanguage),
    { timeout: 30_000, polling: 100 },
  );
  const paints = await page.evaluate(() => window.__paints);
  await context.close();
  return paints;
}

export interface ReturningVisit {
  /** The new visitor's first contentful paint. */
  readonly newFcp: number;
  /** The returning visitor's first paint with German copy. */
  readonly germanPaint: number;
  /** Whether English was painted first (the hold ran out before German was ready). */
  readonly englishFirst: boolean;
}

/** One new and one returning visit of `url`. */
export async function measureReturningVisit(browser: Browser, url: string): Promise<ReturningVisit> {
  const first = await visit(browser, url, null);
  const returning = await visit(browser, url, 'de');
  const englishFirst = returning.germanShown > returning.fcp;
  return {
    newFcp: first.fcp,
    germanPaint: englishFirst ? returning.germanPainted : returning.fcp,
    englishFirst,
  };
}
