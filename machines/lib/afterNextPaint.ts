/**
 * Resolves once the browser has painted its next frame and put it on screen: work that changes nothing
 * on screen waits for it, so that what a click shows is not held back by it. The customer-service
 * lookup, the warming of the next visit's page, the stored choice, the document's title and the parts
 * below the window (src/views/OutOfViewPart.tsx) do: on a language switch, each takes a slow phone's
 * main thread a few milliseconds, ahead of the new copy.
 *
 * Rendering a frame is not showing it: the compositor and the GPU process still have to raster and draw
 * it, on a slow phone for a few frames' time, and what the page starts meanwhile (a request, a render)
 * competes with them for the CPU. Measured at 4× CPU in a 1280 × 800 window, click to screen by Event
 * Timing over the floor of the same click (scripts/bench/switch-floor.ts), mean of 32 switches a run,
 * one run each: with that work started right after the frame's rendering, 1.16; after the next frame's,
 * 1.23; after the fourth's, 0.97 (1.02 in two more runs). So this waits for four frames, about 67 ms
 * at 60 Hz, then for the end of the last one's rendering.
 *
 * A hidden tab draws no frames (nor does a script without a page): there it resolves at once, and a
 * timer settles it should the tab be hidden before the frames come.
 */
export function afterNextPaint(noFrameMs = 1000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
      setTimeout(resolve, 0);
      return;
    }
    const noFrame = setTimeout(resolve, noFrameMs);
    let framesLeft = framesUntilOnScreen;
    const onFrame = () => {
      if (--framesLeft) requestAnimationFrame(onFrame);
      // A task queued from a frame's callbacks runs after that frame is rendered.
      else
        setTimeout(() => {
          clearTimeout(noFrame);
          resolve();
        }, 0);
    };
    requestAnimationFrame(onFrame);
  });
}

/** The frames a switch's frame is given to reach the screen before the work that waits for it starts. */
export const framesUntilOnScreen = 4;

/**
 * `write`, deferred by afterNextPaint, for state that only its latest value matters of (the stored
 * choice, the document's title): a value given while another waits replaces it, so writes never land
 * out of order (a wait in a tab hidden meanwhile ends on its timer, a later one's at once). Should the
 * visitor leave the page first, `pagehide` writes what waits then, so a choice is not lost.
 */
export function latestAfterNextPaint<T>(write: (value: T) => void): (value: T) => void {
  let waiting: [T] | undefined;
  const flush = () => {
    const value = waiting;
    waiting = undefined;
    if (value) write(value[0]);
  };
  return (value) => {
    if (!waiting) {
      addEventListener('pagehide', flush); // the same listener again is no second one
      void afterNextPaint().then(flush);
    }
    waiting = [value];
  };
}
