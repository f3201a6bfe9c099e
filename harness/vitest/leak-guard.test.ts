// The guard tests/setup.ts puts on every test file: what it reports, and what it lets go.
import { describe, expect, it } from 'vitest';
import { heldElsewhere, trackTimers } from './leak-guard.ts';

/** A host with timers of its own, so the test's own file is left untouched. */
function host() {
  let next = 1;
  const due = new Map<number, () => void>();
  const schedule = (callback: () => void) => {
    const handle = next++;
    due.set(handle, callback);
    return handle;
  };
  const cancel = (handle: unknown) => due.delete(handle as number);
  return {
    host: {
      setTimeout: schedule as unknown as typeof setTimeout,
      clearTimeout: cancel as unknown as typeof clearTimeout,
      setInterval: schedule as unknown as typeof setInterval,
      clearInterval: cancel as unknown as typeof clearInterval,
      requestAnimationFrame: (callback: FrameRequestCallback) => schedule(() => callback(0)),
      cancelAnimationFrame: cancel as (handle: number) => void,
    },
    /** Runs everything due, as time passing would. */
    run: () => {
      for (const [handle, callback] of [...due]) {
        due.delete(handle);
        callback();
      }
    },
  };
}

describe('the leak guard', () => {
  it('reports a timer, an interval and a frame callback left pending, with where each was scheduled', () => {
    const { host: timers } = host();
    const tracker = trackTimers(timers, { where: () => 'Error\n    at leaky (tests/app/leaky.test.ts:7:3)' });
    timers.setTimeout(() => {}, 3000);
    timers.setInterval(() => {}, 100);
    timers.requestAnimationFrame(() => {});
    expect(tracker.pending()).toEqual([
      'setTimeout(…, 3000), scheduled\n    at leaky (tests/app/leaky.test.ts:7:3)',
      'setInterval(…, 100), scheduled\n    at leaky (tests/app/leaky.test.ts:7:3)',
      'requestAnimationFrame, scheduled\n    at leaky (tests/app/leaky.test.ts:7:3)',
    ]);
  });

  it('forgets what ran or was cancelled, and what it is told to ignore', () => {
    const { host: timers, run } = host();
    const tracker = trackTimers(timers, { ignore: (stack) => stack.includes('ignoreMe') });
    timers.setTimeout(() => {}, 10);
    timers.clearInterval(timers.setInterval(() => {}, 10));
    timers.cancelAnimationFrame(timers.requestAnimationFrame(() => {}));
    run();
    const ignoreMe = () => timers.setTimeout(() => {}, 10);
    ignoreMe();
    expect(tracker.pending()).toEqual([]);
  });

  it('cancels what is left pending, so that none of it fires later', () => {
    const { host: timers, run } = host();
    const tracker = trackTimers(timers);
    const fired: string[] = [];
    timers.setTimeout(() => fired.push('timer'), 3000);
    timers.setInterval(() => fired.push('interval'), 100);
    timers.requestAnimationFrame(() => fired.push('frame'));
    tracker.cancelPending();
    run();
    expect(fired).toEqual([]);
    expect(tracker.pending()).toEqual([]);
  });

  it('puts the host’s own functions back', () => {
    const { host: timers } = host();
    const own = timers.setTimeout;
    const tracker = trackTimers(timers);
    expect(timers.setTimeout).not.toBe(own);
    tracker.restore();
    expect(timers.setTimeout).toBe(own);
  });
});

describe('what the guard lets go', () => {
  const stack = (...frames: string[]) => ['Error', ...frames.map((frame) => `    at ${frame}`)].join('\n');
  const guard = 'host.setTimeout (/repo/harness/vitest/leak-guard.ts:66:12)';

  it('lets go of jsdom’s own tasks, which its window clears when it closes', () => {
    const navigation = stack(
      guard,
      'timerInitializationSteps (/repo/node_modules/jsdom/lib/jsdom/browser/Window.js:573:25)',
      'window.setTimeout (/repo/node_modules/jsdom/lib/jsdom/browser/Window.js:503:12)',
      'SessionHistory.traverseHistory (/repo/node_modules/jsdom/lib/jsdom/living/window/SessionHistory.js:136:20)',
    );
    expect(heldElsewhere(navigation)).toBe(true);
  });

  it('holds a test’s timer, even one set from a frame callback jsdom runs', () => {
    const fromFrame = stack(
      guard,
      'tests/app/leaky.test.ts:3:70',
      'runAnimationFrameCallbacks (/repo/node_modules/jsdom/lib/jsdom/browser/Window.js:690:13)',
    );
    expect(heldElsewhere(fromFrame)).toBe(false);
    expect(heldElsewhere(stack(guard, 'tests/app/leaky.test.ts:7:3'))).toBe(false);
  });
});
