/**
 * Resolves once the browser has painted its next frame and put it on screen: work that changes nothing
 * on screen waits for it, so that what a click shows is not held back by it. The customer-service
 * lookup, the warming of the next visit's page, the stored choice, the document's title and the parts
 * below the window (src/views/OutOfViewPart.tsx) do: on a language switch, each takes a slow phone's
 * main thread a few milliseconds, ahead of the new copy.
 *
 * Rendering a frame is not showing it: the compositor still has to draw it, and work started as soon
 * as the frame was rendered (a task queued from its animation-frame callbacks) delayed that. At 4× CPU
 * in a 1280 × 800 window, the switch took 87 ms from click to screen that way, 81 ms when the work
 * waited for the frame after, beside a floor of 73 ms (scripts/bench/switch-floor.ts). So this waits
 * for the next frame's animation-frame callbacks, by when the one before is on screen, then for the
 * end of that frame's rendering.
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
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        // A task queued from a frame's callbacks runs after that frame is rendered.
        setTimeout(() => {
          clearTimeout(noFrame);
          resolve();
        }, 0);
      }),
    );
  });
}
