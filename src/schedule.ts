// When deferred work runs in the browser: after the next frame is rendered, or once the browser is idle.

/**
 * Resolves in a task after the browser renders its next frame: work that shows nothing waits for it, so a
 * click's frame is not held back (docs/decisions.md, "Deferred work waits one frame, not four"). A hidden tab
 * draws no frames: there it resolves at once, or on a timer if the tab is hidden before the frame comes.
 * Aborted through `signal`, it never resolves and leaves no frame callback or timer behind.
 */
export function afterNextPaint(noFrameMs = 1000, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return;
    if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
      const soon = setTimeout(resolve, 0);
      signal?.addEventListener('abort', () => clearTimeout(soon), { once: true });
      return;
    }
    let after: ReturnType<typeof setTimeout> | undefined;
    const noFrame = setTimeout(resolve, noFrameMs);
    // A task queued from a frame's callbacks runs after that frame is rendered.
    const frame = requestAnimationFrame(() => {
      if (signal?.aborted) return;
      after = setTimeout(() => {
        clearTimeout(noFrame);
        resolve();
      }, 0);
    });
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(noFrame);
        clearTimeout(after);
        cancelAnimationFrame(frame);
      },
      { once: true },
    );
  });
}

/** Resolves in a task of its own: what comes after it runs apart from what came before, and input between them is handled. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Runs `work` once the browser is idle (at the latest after `timeoutMs`), or after `fallbackMs` where it
 * cannot tell (Safari has no requestIdleCallback); the returned function cancels it.
 */
export function whenIdle(work: () => void, { timeoutMs = 5000, fallbackMs = 2000 } = {}): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, fallbackMs);
  return () => clearTimeout(timer);
}
