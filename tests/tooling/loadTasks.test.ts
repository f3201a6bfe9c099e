// @vitest-environment node
// The bench's long tasks, read from what Chromium wrote: excerpts of two real traces (Chromium 156, CPU 4×,
// the German page loading and hydrating), each with every event of 1 ms or more in its long tasks and
// some shorter tasks; one begins with the navigation's commit, a long task before the first parse, and
// in the other, another process has long tasks while the page loads.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { longTasksOf } from '../../scripts/bench/load-tasks.ts';
import { inRepo } from '../../scripts/shared/paths.ts';

const traces = JSON.parse(readFileSync(inRepo('tests/fixtures/load-trace.json'), 'utf8'));
const page = 'http://127.0.0.1:4881/';

it("lists the page renderer's tasks over 50 ms from the first parse on, each with what took most of it", () => {
  expect(longTasksOf(traces.commitThenLoad, page)).toEqual([
    { ms: 81, mostly: 'ParseHTML' },
    { ms: 301, mostly: 'Layout' },
    { ms: 106, mostly: 'Layout' },
    { ms: 68, mostly: 'EvaluateScript' },
    { ms: 171, mostly: 'v8.evaluateModule' },
    { ms: 52, mostly: 'FunctionCall' },
  ]);
  expect(longTasksOf(traces.anotherProcessBusy, page)).toEqual([
    { ms: 52, mostly: 'UpdateLayoutTree' },
    { ms: 118, mostly: 'Layout' },
    { ms: 54, mostly: 'TimerFire' },
    { ms: 133, mostly: 'EvaluateScript' },
    { ms: 129, mostly: 'v8.evaluateModule' },
  ]);
});

it('refuses a trace without a parse of the page', () => {
  expect(() => longTasksOf(traces.commitThenLoad, 'http://127.0.0.1:9999/')).toThrow(/no parse of http:\/\/127\.0\.0\.1:9999\//);
});
