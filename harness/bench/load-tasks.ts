// What a page's load costs the main thread, from the document's first parse until the page is idle (after
// the app runs, when it has one), at 4× CPU in a phone's window, in two parts: the script tasks, each task
// less the style, layout and paint in it, read from Chromium's own trace; and the frames'
// blocking, as the page's Long Animation Frames count it (docs/performance.md).

import { slowPhone } from '../fixtures/slow-phone.ts';
import { chromiumArgs, chromiumPath } from '../launchers/chromium.ts';
import { type DevTools, launchOverPipe } from './devtools-pipe.ts';
import { type Compared, compareSamples, median } from './sample.ts';

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  readonly args?: {
    readonly beginData?: { readonly url?: string };
    readonly data?: { readonly url?: string; readonly functionName?: string };
  };
}

/** A task whose parsing and script took over 50 ms: that time, and what took most of it. */
export interface ScriptTask {
  readonly ms: number;
  readonly what: string;
}

export interface LoadTasks {
  /** The tasks whose parsing and script took over 50 ms, in the order they ran. */
  readonly scriptTasks: readonly ScriptTask[];
  /** The most parsing and script of any one task, over 50 ms or not. */
  readonly longestScript: number;
  /** The script tasks' blocking time: each task's parsing and script beyond 50 ms, summed (scriptBlocking). */
  readonly scriptBlocking: number;
  /** The long animation frames' blocking time, summed: script and the rendering after it, as the visitor waits. */
  readonly framesBlocking: number;
}

/**
 * Runs in the page before its own scripts (Page.addScriptToEvaluateOnNewDocument): sums the blocking
 * time of every long animation frame under `key`.
 */
function observeFrames(key: string) {
  const frames = { blocking: 0 };
  Object.defineProperty(window, key, { value: frames });
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries())
      frames.blocking += (frame as PerformanceEntry & { blockingDuration: number }).blockingDuration;
  }).observe({ type: 'long-animation-frame', buffered: true });
}

/** What a frame's rendering does on the main thread: not the page's script or parsing. */
const rendering = new Set([
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'PaintImage',
  'Layerize',
  'Commit',
  'Decode Image',
]);

const end = (event: TraceEvent) => event.ts + (event.dur ?? 0);
const within = (inner: TraceEvent, outer: TraceEvent) => inner !== outer && inner.ts >= outer.ts && end(inner) <= end(outer);
const ms = (us: number) => Math.round(us / 1000);

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

/**
 * Each of the page's tasks (pageTasks) as parsing and script: the task less the style, layout and paint
 * that no script or parse in it asked for (a layout a script forces is the script's, as the Long Tasks API
 * counts it), with the biggest event left in it (`ParseHTML`, `v8.evaluateModule` for the app's entry,
 * `TimerFire` …, with its file where the trace names one), or `the browser` when nothing is.
 */
export function scriptTasksOf(events: readonly TraceEvent[], url: string): ScriptTask[] {
  const { tasks, thread } = pageTasks(events, url);
  return tasks.map((task) => {
    const inner = thread.filter((event) => event.name !== 'RunTask' && within(event, task));
    const work = inner.filter((event) => !rendering.has(event.name));
    const rendered = inner.filter(
      (event) =>
        rendering.has(event.name) &&
        !inner.some((outer) => within(event, outer) && (rendering.has(outer.name) || work.includes(outer))),
    );
    const [biggest] = work.sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0));
    const file = biggest?.args?.data?.url ?? biggest?.args?.beginData?.url;
    const where = file ? ` ${file.replace(/^https?:\/\/[^/]+\/(?:assets\/)?/, '/')}` : '';
    return {
      ms: ms((task.dur ?? 0) - rendered.reduce((sum, event) => sum + (event.dur ?? 0), 0)),
      what: biggest ? `${biggest.name}${where}` : 'the browser',
    };
  });
}

/**
 * How long `tasks` kept input waiting, as Total Blocking Time counts it: each task's time beyond 50 ms,
 * summed. Unlike the longest task, it moves with every long task split or shortened.
 */
export const scriptBlocking = (tasks: readonly ScriptTask[]) => tasks.reduce((sum, { ms }) => sum + Math.max(0, ms - 50), 0);

/**
 * Runs in the page: resolves with the frames' blocking `observeFrames` summed, at the first idle moment once the app runs
 * (`app`) or at once (no app); rejects a page its server did not answer with 200 (a not-found page is
 * no page to measure).
 */
function untilIdle(app: boolean, key: string): Promise<number> {
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
      // Idle, then a rendered frame, then idle again: a layout the browser runs in a task of its own can
      // come after the first idle moment, and the observer reports a frame only after it is rendered.
      const idle = () => new Promise((done) => requestIdleCallback(done, { timeout: 5000 }));
      const frame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done)));
      void idle()
        .then(frame)
        .then(idle)
        .then(() => resolve((window as unknown as Record<string, { blocking: number } | undefined>)[key]?.blocking ?? -1));
    };
    observer.observe(root, { attributes: true, attributeFilter: ['data-app'] });
    check();
  });
}

/** Where the observer keeps the frames' blocking: a name no page of ours uses. */
const observedKey = '__benchFramesBlocking';

/**
 * One load of `url` in a fresh context of `devtools`' Chromium, in a phone's window: its script tasks and
 * frames' blocking. `app`: the page runs the app, and the load ends only once it does (the head script
 * adds the app's script after the first paint, so the document alone cannot say).
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
    // tsx keeps function names with a helper the page lacks; here it does nothing.
    const keepName = 'globalThis.__name ??= (fn) => fn;';
    await page('Page.addScriptToEvaluateOnNewDocument', {
      source: `${keepName} (${observeFrames})(${JSON.stringify(observedKey)})`,
    });
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
    const { result, exceptionDetails } = await page('Runtime.evaluate', {
      expression: `${keepName} (${untilIdle})(${app}, ${JSON.stringify(observedKey)})`,
      awaitPromise: true,
    });
    if (exceptionDetails) throw new Error(`bench: ${url} ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
    if (!(result.value >= 0)) throw new Error(`bench: the frames' observer did not run in ${url}`);
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
    const timed = scriptTasksOf(traceEvents, url);
    return {
      scriptTasks: timed.filter((task) => task.ms > 50),
      longestScript: Math.max(0, ...timed.map((task) => task.ms)),
      scriptBlocking: scriptBlocking(timed),
      framesBlocking: Math.round(result.value),
    };
  } finally {
    // After a failure too: the next load starts from a browser that is not tracing, without this context.
    if (tracing) await send('Tracing.end').catch(() => {});
    await send('Target.disposeBrowserContext', { browserContextId }).catch(() => {});
  }
}

/** How many of `loads` ran a script task over 50 ms: what the bench's budget counts. */
export const loadsWithLongScript = (loads: readonly LoadTasks[]) => loads.filter((load) => load.scriptTasks.length > 0).length;

/** Each page's loads, and the comparisons of their longest script task and blocking times with the first page's. */
export interface ComparedLoads {
  readonly loads: readonly (readonly LoadTasks[])[];
  readonly longestScript: Compared[];
  readonly scriptBlocking: Compared[];
  readonly framesBlocking: Compared[];
  /** Every load's script tasks and the medians, page by page, as the bench prints them. */
  readonly lines: string[];
}

/**
 * `count` loads of each page in turn (the machine's drift falls on all), in a Chromium of their own with
 * nothing else attached (devtools-pipe.ts says why): each page's longest script task, script tasks'
 * blocking and frames' blocking beside the first page's, and every load's script tasks.
 */
export async function compareLoadTasks(
  pages: readonly { readonly name: string; readonly url: string; readonly app: boolean }[],
  locale: string,
  count: number,
): Promise<ComparedLoads> {
  const loads = pages.map((): LoadTasks[] => []);
  const devtools = launchOverPipe(chromiumPath, chromiumArgs);
  try {
    for (let round = 0; round < count; round += 1)
      for (const [index, { url, app }] of pages.entries()) loads[index]?.push(await loadTasks(devtools, url, locale, app));
  } finally {
    await devtools.close();
  }
  const of = (pick: (load: LoadTasks) => number) =>
    compareSamples(pages.map(({ name }, index) => ({ name, samples: (loads[index] ?? []).map(pick) })));
  const lines = pages.map(({ name }, index) => {
    const each = (loads[index] ?? []).map(
      (load) =>
        `\n    ${load.scriptTasks.map(({ ms, what }) => `${ms} ${what}`).join(', ') || 'none'} · frames' blocking ${load.framesBlocking}`,
    );
    const over = loadsWithLongScript(loads[index] ?? []);
    return `${name}: a script task over 50 ms in ${over} of ${count} loads; script tasks' blocking ${median((loads[index] ?? []).map((load) => load.scriptBlocking))} ms, frames' blocking ${median((loads[index] ?? []).map((load) => load.framesBlocking))} ms (medians). Each load's script tasks (ms, and the trace event that took most of it):${each.join('')}`;
  });
  return {
    loads,
    longestScript: of((load) => load.longestScript),
    scriptBlocking: of((load) => load.scriptBlocking),
    framesBlocking: of((load) => load.framesBlocking),
    lines,
  };
}
