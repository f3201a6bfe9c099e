// The bench's script tasks: read from what Chromium wrote (excerpts of two real traces, Chromium 156, CPU
// 4×, the German page loading and hydrating, each with every event of 1 ms or more in its long tasks and
// some shorter tasks; one begins with the navigation's commit, a long task before the first parse, and in
// the other, another process has long tasks while the page loads), and measured in a Chromium of their
// own on pages made to hold one kind of work each, with the frames' blocking.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import { inRepo } from '../../scripts/shared/paths.ts';
import { chromiumArgs, headlessShellPath } from '../launchers/chromium.ts';
import { launchOverPipe } from './devtools-pipe.ts';
import { loadTasks, scriptBlocking, scriptTasksOf } from './load-tasks.ts';

const traces = JSON.parse(readFileSync(inRepo('harness/bench/load-trace.json'), 'utf8'));

/** Each task of one of the excerpts, as the bench prints them: ms of parsing and script, and what took most of it. */
const tasksOf = (trace: string) => scriptTasksOf(traces[trace], 'http://127.0.0.1:4881/').map(({ ms, what }) => `${ms} ${what}`);

it("counts each of the page renderer's tasks from the first parse on as its parsing and script, less the style, layout and paint in it", () => {
  expect(tasksOf('commitThenLoad')).toEqual([
    '81 ParseHTML /', // the inline head script runs inside the parse: both count
    '22 the browser',
    // A frame of 301 ms: its style (55), layout (179), prepaint, paint (with the layout and images inside
    // it counted once), layerization and commit are 276 ms; its animation frame callbacks and the rest, 24.
    '24 FireAnimationFrame',
    '65 ParseHTML', // 106 less the style and layout after the parse, which no script asked for
    '68 EvaluateScript',
    '171 v8.evaluateModule',
    '47 the browser',
    '52 FunctionCall',
    '22 the browser',
  ]);
  // Their blocking time, each one's time past 50 ms: 31 + 15 + 18 + 121 + 2.
  expect(scriptBlocking(scriptTasksOf(traces.commitThenLoad, 'http://127.0.0.1:4881/'))).toBe(187);
  // A style recalculation and a layout of their own (52 and 118 ms): rendering, not the page's script.
  expect(tasksOf('anotherProcessBusy')).toEqual([
    '8 ParseHTML /',
    '10 FireAnimationFrame',
    '54 TimerFire',
    '133 EvaluateScript',
    '22 the browser',
    '129 v8.evaluateModule',
    '32 the browser',
    '34 the browser',
  ]);
});

it('refuses a trace without a parse of the page', () => {
  expect(() => scriptTasksOf(traces.commitThenLoad, 'http://127.0.0.1:9999/')).toThrow(
    /no parse of http:\/\/127\.0\.0\.1:9999\//,
  );
});

/** `pages` served on a port of their own, each loaded once in a headless shell: what `loadTasks` made of it. */
async function loadEach(pages: Record<string, string>, app = false) {
  const server = createServer((request, response) => {
    const page = pages[request.url ?? ''];
    response.writeHead(page ? 200 : 404, { 'content-type': 'text/html' }).end(page ?? '<!doctype html><title>Not found</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const devtools = launchOverPipe(headlessShellPath, chromiumArgs);
  try {
    const { port } = server.address() as AddressInfo;
    const loads = [];
    for (const path of Object.keys(pages)) loads.push(await loadTasks(devtools, `http://127.0.0.1:${port}${path}`, 'de-DE', app));
    return loads;
  } finally {
    await devtools.close();
    await new Promise((resolve) => server.close(resolve));
  }
}

const busy = (ms: number) => `const start = performance.now(); while (performance.now() - start < ${ms});`;
const page = (script: string) => `<!doctype html><html lang="de"><title>t</title><p>Hallo</p><script>${script}</script>`;

it('measures loads in a Chromium of its own: a busy timer and animation frame are script, a long layout is not', async () => {
  // Quick to write, long to lay out: its layout blocks the frame after it, and no script runs long.
  // 60,000 words: 20,000 blocked the frame only 118 ms once, when the machine ran fast.
  const words = page(`setTimeout(() => { document.body.textContent = 'ein Wort '.repeat(60000); });`);
  const [timer, frame, ...layouts] = await loadEach({
    '/timer': page(`setTimeout(() => { ${busy(300)} });`),
    '/frame': page(`requestAnimationFrame(() => { ${busy(300)} });`),
    '/layout-1': words,
    '/layout-2': words,
    '/layout-3': words,
    '/layout-4': words,
  });
  // Over 250 ms: on a busy machine, at 4×, a page's other tasks (the bench's idle wait) can pass 50 ms
  // too, but not this. Its parse, which comes before the timer and the frame and holds none of the three:
  // beside the engines' suite and two CPU hogs on two cores, this tiny page's took over 250 ms once.
  const long = (load: typeof timer) =>
    load?.scriptTasks.filter(({ ms, what }) => ms > 250 && !what.startsWith('ParseHTML')).map(({ what }) => what);
  expect([long(timer), long(frame), ...layouts.map(long)]).toEqual([['TimerFire'], ['FireAnimationFrame'], [], [], [], []]);
  expect(timer?.scriptBlocking).toBeGreaterThan(200);
  // That the words did take long to lay out: their frame blocked over 250 ms. In one load of four at
  // least: the page's long animation frames read 0 ms in about one load in five on the headless shell
  // (the layout's, and once in a while a busy timer's or frame's), and 250 to 860 ms in the others.
  expect(Math.max(...layouts.map((load) => load?.framesBlocking ?? 0))).toBeGreaterThan(250);
}, 90_000); // beyond the pipe's own 60 s waits, so that a stalled Chromium is closed inside the test

it('refuses a page its server did not answer with 200: a not-found page is no page to measure', async () => {
  await expect(loadEach({ '/index.de.html': '' })).rejects.toThrow(/index\.de\.html .*answered 404/);
}, 90_000);

it('fails, rather than waits, when its Chromium cannot start', async () => {
  const devtools = launchOverPipe('/nonexistent/chromium', chromiumArgs);
  await expect(devtools.send('Browser.getVersion')).rejects.toThrow(/did not start .*ENOENT/);
  await expect(devtools.next('Page.loadEventFired')).rejects.toThrow(/did not start/);
  await devtools.close();
});
