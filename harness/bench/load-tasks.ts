// The long tasks of a page's load, from Chromium's own trace: the renderer's main-thread tasks over 50 ms
// from the document's first parse until the page is idle (after the app runs, when it has one), at 4× CPU
// in a phone's window. Blocking time counts each task's time over 50 ms, as Total Blocking Time does.

import { slowPhone } from '../fixtures/slow-phone.ts';
import { chromiumArgs, chromiumPath } from '../launchers/chromium.ts';
import { type DevTools, launchOverPipe } from './devtools-pipe.ts';
import { type Compared, median, sample } from './sample.ts';

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  readonly args?: { readonly beginData?: { readonly url?: string } };
}

export interface LoadTasks {
  /** Each task over 50 ms, in the order they ran. */
  readonly tasks: readonly LongTask[];
  /** The longest task, over 50 ms or not. */
  readonly longest: number;
  readonly blocking: number;
}

/** A task over 50 ms: its length in ms and the name of the biggest trace event in it (Layout, v8.evaluateModule …). */
export interface LongTask {
  readonly ms: number;
  readonly mostly: string;
}

/**
 * The main-thread tasks of the renderer that parsed `url`'s document, from its first parse on, and that
 * thread's events. (Before it, the renderer commits the navigation: the browser's work, not the page's,
 * and the same for any page.)
 */
function pageTasks(events: readonly TraceEvent[], url: string) {
  // A document is parsed in chunks, and a trace's events are not always in time order: the earliest.
  const [parse] = events
    .filter((event) => event.name === 'ParseHTML' && event.args?.beginData?.url?.startsWith(url))
    .sort((a, b) => a.ts - b.ts);
  if (!parse) throw new Error(`bench: the trace has no parse of ${url}`);
  const thread = events.filter((event) => event.pid === parse.pid && event.tid === parse.tid && event.ph === 'X');
  const tasks = thread.filter((event) => event.name === 'RunTask' && end(event) > parse.ts).sort((a, b) => a.ts - b.ts);
  return { tasks, thread };
}

const end = (event: TraceEvent) => event.ts + (event.dur ?? 0);
const ms = (event: TraceEvent) => Math.round((event.dur ?? 0) / 1000);

/** The page's tasks over 50 ms (pageTasks), each with what it mostly ran. */
export function longTasksOf(events: readonly TraceEvent[], url: string): LongTask[] {
  const { tasks, thread } = pageTasks(events, url);
  return tasks
    .filter((task) => (task.dur ?? 0) > 50_000)
    .map((task) => {
      const inner = thread.filter((event) => event.name !== 'RunTask' && event.ts >= task.ts && end(event) <= end(task));
      const [biggest] = inner.sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0));
      return { ms: ms(task), mostly: biggest?.name ?? 'the browser' };
    });
}

/** The page's longest task (pageTasks) in ms, however short: what the bench sets beside the floor's. */
export function longestTaskOf(events: readonly TraceEvent[], url: string): number {
  return Math.max(0, ...pageTasks(events, url).tasks.map(ms));
}

/**
 * Runs in the page: resolves at the first idle moment once the app runs (`app`) or at once (no app);
 * rejects a page its server did not answer with 200 (a not-found page is no page to measure).
 */
function untilIdle(app: boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    if (navigation?.responseStatus !== 200) return reject(new Error(`the server answered ${navigation?.responseStatus}`));
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
 * One load of `url` in a fresh context of `devtools`' Chromium, in a phone's window: its long tasks, read
 * from a trace of the whole load. `app`: the page runs the app, and the load ends only once it does (the
 * head script adds the app's script after the first paint, so the document alone cannot say).
 */
export async function loadTasks(devtools: DevTools, url: string, locale: string, app: boolean): Promise<LoadTasks> {
  const { send, next } = devtools;
  const { browserContextId } = await send('Target.createBrowserContext');
  let tracing = false;
  try {
    const { targetId } = await send('Target.createTarget', { url: 'about:blank', browserContextId });
    const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
    const page = (method: string, params?: object) => send(method, params, sessionId);
    const { userAgent } = await send('Browser.getVersion');
    await page('Page.enable');
    await page('Emulation.setDeviceMetricsOverride', { width: 412, height: 823, deviceScaleFactor: 1, mobile: true });
    await page('Emulation.setTouchEmulationEnabled', { enabled: true });
    await page('Emulation.setUserAgentOverride', { userAgent, acceptLanguage: locale });
    await page('Emulation.setLocaleOverride', { locale });
    await page('Emulation.setCPUThrottlingRate', { rate: slowPhone.cpuSlowdownMultiplier });
    await send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
      transferMode: 'ReturnAsStream',
    });
    tracing = true;
    const loaded = next('Page.loadEventFired', sessionId);
    loaded.catch(() => {}); // awaited below unless the navigation fails first
    const { errorText } = await page('Page.navigate', { url });
    if (errorText) throw new Error(`bench: ${url} did not load (${errorText}); is its server up?`);
    await loaded;
    // tsx keeps function names with a helper the page lacks; here it does nothing.
    const { exceptionDetails } = await page('Runtime.evaluate', {
      expression: `globalThis.__name ??= (fn) => fn; (${untilIdle})(${app})`,
      awaitPromise: true,
    });
    if (exceptionDetails) throw new Error(`bench: ${url} ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
    const complete = next('Tracing.tracingComplete');
    complete.catch(() => {}); // awaited below unless ending the trace fails first
    await send('Tracing.end');
    tracing = false;
    const { stream } = await complete;
    let trace = '';
    for (let eof = false; !eof; ) {
      const chunk = await send('IO.read', { handle: stream });
      trace += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString('utf8') : chunk.data;
      eof = chunk.eof;
    }
    await send('IO.close', { handle: stream });
    const { traceEvents } = JSON.parse(trace) as { traceEvents: TraceEvent[] };
    const tasks = longTasksOf(traceEvents, url);
    return {
      tasks,
      longest: longestTaskOf(traceEvents, url),
      blocking: tasks.reduce((sum, task) => sum + task.ms - 50, 0),
    };
  } finally {
    // After a failure too: the next load starts from a browser that is not tracing, without this context.
    if (tracing) await send('Tracing.end').catch(() => {});
    await send('Target.disposeBrowserContext', { browserContextId }).catch(() => {});
  }
}

/**
 * Loads of each page in turn, in a Chromium of their own with nothing else attached (devtools-pipe.ts
 * says why), sampled on each load's longest task until its difference from the first page's is clear of
 * every `relative` (sample.ts); the comparison, and for each page its median blocking time and every
 * load's tasks.
 */
export async function compareLoadTasks(
  pages: readonly { readonly name: string; readonly url: string; readonly app: boolean }[],
  locale: string,
  relative: number[],
): Promise<{ compared: Compared[]; lines: string[] }> {
  const runs = pages.map(() => [] as LoadTasks[]);
  const devtools = launchOverPipe(chromiumPath, chromiumArgs);
  let compared: Compared[];
  try {
    const arms = pages.map(({ name, url, app }, index) => ({
      name,
      measure: async () => {
        const load = await loadTasks(devtools, url, locale, app);
        runs[index]?.push(load);
        return load.longest;
      },
    }));
    compared = await sample(arms, relative, 5);
  } finally {
    await devtools.close();
  }
  const lines = pages.map(({ name }, index) => {
    const loadsOf = runs[index] ?? [];
    const each = loadsOf.map((load) => `\n    ${load.tasks.map(({ ms, mostly }) => `${ms} ${mostly}`).join(', ') || 'none'}`);
    return `${name}: blocking ${median(loadsOf.map((load) => load.blocking))} ms (median); each load's tasks over 50 ms (ms, and the trace event that took most of it):${each.join('')}`;
  });
  return { compared, lines };
}
