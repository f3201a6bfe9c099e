// The long tasks of a page's load, from Chromium's own trace: the renderer's main-thread tasks over 50 ms
// from the document's first parse until the page is idle (after the app runs, when it has one), at 4× CPU in a phone's
// window. Blocking time counts each task's time over 50 ms, as Total Blocking Time does.
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { newPage } from './pages.ts';
import { median } from './sample.ts';
import { slowPhone } from './slow-phone.ts';

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  readonly args?: { readonly name?: string; readonly beginData?: { readonly url?: string } };
}

export interface LoadTasks {
  /** Each task over 50 ms, in the order they ran. */
  readonly tasks: readonly LongTask[];
  readonly longest: number;
  readonly blocking: number;
}

/** A task over 50 ms: its length in ms and the name of the biggest trace event in it (Layout, v8.evaluateModule …). */
export interface LongTask {
  readonly ms: number;
  readonly mostly: string;
}

/**
 * The main-thread tasks over 50 ms of the renderer that parsed `url`'s document, from its first parse on,
 * each with what it mostly ran. (Before it, the renderer commits the navigation: the browser's work, not
 * the page's, and the same for any page.)
 */
export function longTasksOf(events: readonly TraceEvent[], url: string): LongTask[] {
  const parse = events.find((event) => event.name === 'ParseHTML' && event.args?.beginData?.url?.startsWith(url));
  if (!parse) throw new Error(`bench: the trace has no parse of ${url}`);
  const thread = events.filter((event) => event.pid === parse.pid && event.tid === parse.tid && event.ph === 'X');
  const end = (event: TraceEvent) => event.ts + (event.dur ?? 0);
  return thread
    .filter((event) => event.name === 'RunTask' && (event.dur ?? 0) > 50_000 && end(event) > parse.ts)
    .sort((a, b) => a.ts - b.ts)
    .map((task) => {
      const inner = thread.filter((event) => event.name !== 'RunTask' && event.ts >= task.ts && end(event) <= end(task));
      const [biggest] = inner.sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0));
      return { ms: Math.round((task.dur ?? 0) / 1000), mostly: biggest?.name ?? 'the browser' };
    });
}

/** Runs in the page: resolves at the first idle moment once the app runs (`app`) or at once (no app). */
function untilIdle(app: boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    const root = document.documentElement;
    const timer = setTimeout(() => reject(new Error('the app did not run within 60 s')), 60_000);
    const observer = new MutationObserver(() => check());
    const check = () => {
      if (app && root.dataset.app !== 'running') return;
      observer.disconnect();
      clearTimeout(timer);
      requestIdleCallback(() => resolve(), { timeout: 5000 });
    };
    observer.observe(root, { attributes: true, attributeFilter: ['data-app'] });
    check();
  });
}

/**
 * One load of `url` in a fresh context: its long tasks, read from a trace of the whole load. `app`: the page
 * runs the app, and the load ends only once it does (the head script adds the app's script after the
 * first paint, so the document alone cannot say).
 */
export async function loadTasks(browser: Browser, url: string, locale: string, app: boolean): Promise<LoadTasks> {
  const page = await newPage(browser, { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, locale });
  const path = join(tmpdir(), `bench-trace-${process.pid}-${Date.now()}.json`);
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowPhone.cpuSlowdownMultiplier });
    await browser.startTracing(page, { path, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    await page.goto(url, { waitUntil: 'load' });
    // Waited for through the DevTools protocol itself: Playwright's own waits first put its scripts in
    // the page, a task of 40 to 130 ms in the trace that is not the page's.
    const { exceptionDetails } = await cdp.send('Runtime.evaluate', {
      expression: `(${untilIdle})(${app})`,
      awaitPromise: true,
    });
    if (exceptionDetails) throw new Error(`bench: ${url} ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
    await browser.stopTracing();
    const { traceEvents } = JSON.parse(await readFile(path, 'utf8')) as { traceEvents: TraceEvent[] };
    const tasks = longTasksOf(traceEvents, url);
    return {
      tasks,
      longest: Math.max(0, ...tasks.map((task) => task.ms)),
      blocking: tasks.reduce((sum, task) => sum + task.ms - 50, 0),
    };
  } finally {
    await page.context().close();
    await rm(path, { force: true });
  }
}

/** `loads` loads of each page, alternating; each page's median longest task and blocking time, and every load's tasks. */
export async function compareLoadTasks(
  browser: Browser,
  pages: readonly { readonly name: string; readonly url: string; readonly app: boolean }[],
  locale: string,
  loads = 5,
): Promise<string[]> {
  const runs = pages.map(() => [] as LoadTasks[]);
  for (let round = 0; round < loads; round += 1) {
    for (const [index, { url, app }] of pages.entries()) runs[index]?.push(await loadTasks(browser, url, locale, app));
  }
  return pages.map(({ name }, index) => {
    const loadsOf = runs[index] ?? [];
    const each = loadsOf.map((load) => `\n    ${load.tasks.map(({ ms, mostly }) => `${ms} ${mostly}`).join(', ') || 'none'}`);
    return `${name}: longest ${median(loadsOf.map((load) => load.longest))} ms, blocking ${median(
      loadsOf.map((load) => load.blocking),
    )} ms; each load's tasks over 50 ms (ms, and the trace event that took most of it):${each.join('')}`;
  });
}
