// The bench's long tasks: read from what Chromium wrote (excerpts of two real traces, Chromium 156, CPU
// 4×, the German page loading and hydrating, each with every event of 1 ms or more in its long tasks and
// some shorter tasks; one begins with the navigation's commit, a long task before the first parse, and in
// the other, another process has long tasks while the page loads), and measured in a Chromium of their own.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import { inRepo } from '../../scripts/shared/paths.ts';
import { chromiumArgs, headlessShellPath } from '../launchers/chromium.ts';
import { launchOverPipe } from './devtools-pipe.ts';
import { loadTasks, longestTaskOf, longTasksOf } from './load-tasks.ts';

const traces = JSON.parse(readFileSync(inRepo('harness/bench/load-trace.json'), 'utf8'));
const page = 'http://127.0.0.1:4881/';

/** The long tasks of one of the excerpts, as the bench prints them: ms, and the event that took most of it. */
const tasksOf = (trace: string) => longTasksOf(traces[trace], page).map(({ ms, mostly }) => `${ms} ${mostly}`);

it("lists the page renderer's tasks over 50 ms from the first parse on, each with what took most of it", () => {
  expect(tasksOf('commitThenLoad')).toEqual([
    '81 ParseHTML',
    '301 Layout',
    '106 Layout',
    '68 EvaluateScript',
    '171 v8.evaluateModule',
    '52 FunctionCall',
  ]);
  expect(tasksOf('anotherProcessBusy')).toEqual([
    '52 UpdateLayoutTree',
    '118 Layout',
    '54 TimerFire',
    '133 EvaluateScript',
    '129 v8.evaluateModule',
  ]);
});

it("reads the page's longest task however short, so that a floor without a long task is not a longest of 0", () => {
  expect(longestTaskOf(traces.commitThenLoad, page)).toBe(301);
  // The same load without its long tasks: its longest is the longest of the rest, after the first parse.
  const short = traces.commitThenLoad.filter(
    (event: { name: string; dur?: number }) => !(event.name === 'RunTask' && (event.dur ?? 0) > 50_000),
  );
  expect([longTasksOf(short, page), longestTaskOf(short, page)]).toEqual([[], 47]);
});

it('refuses a trace without a parse of the page', () => {
  expect(() => longTasksOf(traces.commitThenLoad, 'http://127.0.0.1:9999/')).toThrow(/no parse of http:\/\/127\.0\.0\.1:9999\//);
});

it('measures a load in a Chromium of its own, over the DevTools pipe: a 120 ms timer task, as the trace has it', async () => {
  const page = `<!doctype html><html lang="de"><title>t</title><p>Hallo</p>
    <script>setTimeout(() => { const start = performance.now(); while (performance.now() - start < 120); });</script>`;
  const server = createServer((_, response) => response.end(page));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const devtools = launchOverPipe(headlessShellPath, chromiumArgs);
  try {
    const { port } = server.address() as AddressInfo;
    const { tasks } = await loadTasks(devtools, `http://127.0.0.1:${port}/`, 'de-DE', false);
    expect(tasks.filter((task) => task.mostly === 'TimerFire').map((task) => task.ms >= 120)).toEqual([true]);
  } finally {
    await devtools.close();
    await new Promise((resolve) => server.close(resolve));
  }
}, 90_000); // beyond the pipe's own 60 s waits, so that a stalled Chromium is closed inside the test

it('refuses a page its server did not answer with 200: a not-found page is no page to measure', async () => {
  const server = createServer((_, response) => response.writeHead(404).end('<!doctype html><title>Not found</title>'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const devtools = launchOverPipe(headlessShellPath, chromiumArgs);
  try {
    const { port } = server.address() as AddressInfo;
    await expect(loadTasks(devtools, `http://127.0.0.1:${port}/index.de.html`, 'de-DE', false)).rejects.toThrow(
      /index\.de\.html .*answered 404/,
    );
  } finally {
    await devtools.close();
    await new Promise((resolve) => server.close(resolve));
  }
}, 90_000);

it('fails, rather than waits, when its Chromium cannot start', async () => {
  const devtools = launchOverPipe('/nonexistent/chromium', chromiumArgs);
  await expect(devtools.send('Browser.getVersion')).rejects.toThrow(/did not start .*ENOENT/);
  await expect(devtools.next('Page.loadEventFired')).rejects.toThrow(/did not start/);
  await devtools.close();
});
