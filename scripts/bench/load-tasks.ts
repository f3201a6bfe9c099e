// The long tasks of a page's load, from Chromium's own trace: the renderer's main-thread tasks over 50 ms
// from the navigation until the page is idle (after the app runs, when it has one), at 4× CPU in a phone's
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
  /** Each task over 50 ms, in ms, in the order they ran. */
  readonly tasks: readonly number[];
  readonly longest: number;
  readonly blocking: number;
}

/** The main-thread tasks over 50 ms of the renderer that parsed `url`'s document. */
export function longTasksOf(events: readonly TraceEvent[], url: string): number[] {
  const parse = events.find((event) => event.name === 'ParseHTML' && event.args?.beginData?.url?.startsWith(url));
  if (!parse) throw new Error(`bench: the trace has no parse of ${url}`);
  return events
    .filter((event) => event.pid === parse.pid && event.tid === parse.tid && event.name === 'RunTask' && event.ph === 'X')
    .filter((event) => (event.dur ?? 0) > 50_000)
    .sort((a, b) => a.ts - b.ts)
    .map((event) => Math.round((event.dur ?? 0) / 1000));
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
    // A page with the app waits for it to run; then the first idle moment ends the load.
    if (app) await page.waitForFunction(() => document.documentElement.dataset.app === 'running', null, { timeout: 60_000 });
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
    await browser.stopTracing();
    const { traceEvents } = JSON.parse(await readFile(path, 'utf8')) as { traceEvents: TraceEvent[] };
    const tasks = longTasksOf(traceEvents, url);
    return { tasks, longest: Math.max(0, ...tasks), blocking: tasks.reduce((sum, task) => sum + task - 50, 0) };
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
    const each = loadsOf.map((load) => `[${load.tasks.join(' ')}]`).join(' ');
    return `${name.padEnd(14)} longest ${String(median(loadsOf.map((load) => load.longest))).padStart(4)} ms, blocking ${String(
      median(loadsOf.map((load) => load.blocking)),
    ).padStart(4)} ms   tasks over 50 ms per load: ${each}`;
  });
}
