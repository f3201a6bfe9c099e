// @vitest-environment node
// The bench's breakdown of a switch's trace: self time by group, within the window, on one thread.
import { describe, expect, it } from 'vitest';
import { breakDown, markOf, type TraceEvent } from '../../scripts/bench/trace-breakdown.ts';

const main = { pid: 1, tid: 10 };
const event = (name: string, ts: number, dur: number, thread = main): TraceEvent => ({ name, ph: 'X', ts, dur, ...thread });

describe('breakDown', () => {
  // A task of 100 µs … 1100 µs: a click (script) that forces style and layout, then paint.
  const trace = [
    event('RunTask', 100, 1000),
    event('EventDispatch', 100, 600),
    event('FunctionCall', 100, 600),
    event('UpdateLayoutTree', 300, 100),
    event('Layout', 400, 200),
    event('Paint', 800, 200),
    event('Layout', 0, 5000, { pid: 1, tid: 11 }), // another thread: not counted
  ];

  it('gives each group its self time, nested events taken out of their parents', () => {
    const result = breakDown(trace, main, 0, 2000);
    expect(result.script).toBeCloseTo(0.3);
    expect(result.style).toBeCloseTo(0.1);
    expect(result.layout).toBeCloseTo(0.2);
    expect(result.paint).toBeCloseTo(0.2);
    expect(result.other).toBeCloseTo(0.2); // the task's own time outside any named event
    expect(result.idle).toBeCloseTo(1.0);
  });

  it('counts only what lies inside the window', () => {
    const result = breakDown(trace, main, 450, 900);
    expect(result.layout).toBeCloseTo(0.15);
    expect(result.script).toBeCloseTo(0.1);
    expect(result.paint).toBeCloseTo(0.1);
    expect(result.idle).toBeCloseTo(0);
  });
});

describe('markOf', () => {
  it('finds the last user-timing mark of that name, with its thread', () => {
    const marks = [
      { name: 'switch:input', ph: 'R', ts: 5, pid: 1, tid: 10, cat: 'blink.user_timing' },
      { name: 'switch:input', ph: 'R', ts: 9, pid: 1, tid: 10, cat: 'blink.user_timing' },
    ];
    expect(markOf(marks, 'switch:input')).toEqual({ pid: 1, tid: 10, ts: 9 });
    expect(() => markOf(marks, 'switch:painted')).toThrow(/no "switch:painted" mark/);
  });
});
