/**
 * Resolves once the browser has painted its next frame: work that changes nothing on screen waits for
 * it, so what a click shows is not held back by it. The customer-service lookup and the warming of the
 * next visit's page do: on a language switch, each request alone takes a few milliseconds of a slow
 * phone's main thread, ahead of the new copy.
 * A hidden tab draws no frames (nor does a script without a page): there it resolves at once, and a
 * timer settles it should the tab be hidden before the frame comes.
 */
export function afterNextPaint(noFrameMs = 1000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
      setTimeout(resolve, 0);
      return;
    }
    const noFrame = setTimeout(resolve, noFrameMs);
    requestAnimationFrame(() => {
      // A task queued from the frame's callbacks runs after that frame is rendered.
      setTimeout(() => {
        clearTimeout(noFrame);
        resolve();
      }, 0);
    });
  });
}
