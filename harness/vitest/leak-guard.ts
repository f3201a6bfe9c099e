// Timers and frame callbacks a test file leaves behind fire in whatever file its worker runs next, where
// they fail by chance ("document is not defined"). This tracks what a file schedules, so that the file
// that leaks fails, every time (tests/setup.ts).

interface Host {
  setTimeout: typeof globalThis.setTimeout;
  clearTimeout: typeof globalThis.clearTimeout;
  setInterval: typeof globalThis.setInterval;
  clearInterval: typeof globalThis.clearInterval;
  requestAnimationFrame?: (callback: FrameRequestCallback) => number;
  cancelAnimationFrame?: (handle: number) => void;
}

export interface TimerTracker {
  /** What is scheduled and has neither run nor been cancelled: where each was scheduled. */
  pending(): string[];
  /** Cancels what is pending, so that it cannot fire in the file the worker runs next. */
  cancelPending(): void;
  /** Puts the host's own functions back. */
  restore(): void;
}

/** The frames of `stack` in the project's own code, where a reader looks for the cause. */
const ownFrames = (stack: string) =>
  stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line) && !/node_modules|node:internal|leak-guard\.ts/.test(line))
    .slice(0, 3)
    .join('\n');

/** The frame that called the guard's `setTimeout`: whose timer it is. */
const callerOf = (stack: string) =>
  stack.split('\n').find((line) => /^\s+at /.test(line) && !line.includes('leak-guard.ts')) ?? '';

/** Timers that something other than the test file owns and stops, which the guard lets go. */
export const heldElsewhere = (stack: string) =>
  // Node's fetch keeps its connections alive with timers of its own, unref'd: they hold nothing open.
  stack.includes('node:internal/deps/undici') ||
  // jsdom's own tasks (a fragment link's navigation): its window clears them when Vitest closes it after the file.
  /^\s+at timerInitializationSteps \(.*jsdom\/browser\/Window\.js/.test(callerOf(stack));

/**
 * Wraps `host`'s timer functions to track what is pending. `where` gives the caller's stack; a timer
 * whose stack `ignore`s is not tracked.
 */
export function trackTimers(
  host: Host,
  {
    where = () => new Error().stack ?? '',
    ignore = () => false,
  }: { where?: () => string; ignore?: (stack: string) => boolean } = {},
): TimerTracker {
  const names = [
    'setTimeout',
    'clearTimeout',
    'setInterval',
    'clearInterval',
    'requestAnimationFrame',
    'cancelAnimationFrame',
  ] as const;
  const original = Object.fromEntries(names.map((name) => [name, host[name]])) as unknown as Host;
  const pending = new Map<unknown, { where: string; cancel: () => void }>();
  const record = (kind: string, handle: unknown, cancel: () => void) => {
    const stack = where();
    if (!ignore(stack)) pending.set(handle, { where: `${kind}, scheduled\n${ownFrames(stack) || stack}`, cancel });
    return handle;
  };
  host.setTimeout = ((callback: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    const handle: unknown = original.setTimeout(
      (...values: unknown[]) => {
        pending.delete(handle);
        callback(...values);
      },
      ms,
      ...args,
    );
    return record(`setTimeout(…, ${ms ?? 0})`, handle, () => original.clearTimeout(handle as Parameters<typeof clearTimeout>[0]));
  }) as typeof host.setTimeout;
  host.clearTimeout = ((handle: Parameters<typeof clearTimeout>[0]) => {
    pending.delete(handle);
    original.clearTimeout(handle);
  }) as typeof host.clearTimeout;
  host.setInterval = ((callback: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    const handle = original.setInterval(callback, ms, ...args);
    return record(`setInterval(…, ${ms ?? 0})`, handle, () => original.clearInterval(handle));
  }) as typeof host.setInterval;
  host.clearInterval = ((handle: Parameters<typeof clearInterval>[0]) => {
    pending.delete(handle);
    original.clearInterval(handle);
  }) as typeof host.clearInterval;
  const { requestAnimationFrame, cancelAnimationFrame } = original;
  if (requestAnimationFrame && cancelAnimationFrame) {
    host.requestAnimationFrame = (callback) => {
      const handle = requestAnimationFrame.call(host, (time) => {
        pending.delete(`frame ${handle}`);
        callback(time);
      });
      record('requestAnimationFrame', `frame ${handle}`, () => cancelAnimationFrame.call(host, handle));
      return handle;
    };
    host.cancelAnimationFrame = (handle) => {
      pending.delete(`frame ${handle}`);
      cancelAnimationFrame.call(host, handle);
    };
  }
  return {
    pending: () => [...pending.values()].map(({ where }) => where),
    cancelPending: () => {
      for (const { cancel } of pending.values()) cancel();
      pending.clear();
    },
    restore: () => {
      for (const name of names) if (original[name]) Object.assign(host, { [name]: original[name] });
    },
  };
}
