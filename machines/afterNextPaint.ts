/**
 * Resolves once the browser has painted its next frame: work that changes nothing on screen (the
 * customer-service lookup) waits for it, so what a click shows is not held back by it. Where no frame
 * comes (a hidden tab draws none, nor does a script run without a page), a timer resolves it instead.
 */
export function afterNextPaint(noFrameMs = 100): Promise<void> {
  return new Promise((resolve) => {
    const noFrame = setTimeout(resolve, noFrameMs);
    if (typeof requestAnimationFrame !== 'function') return;
    requestAnimationFrame(() => {
      // A task queued from the frame's callbacks runs after that frame is rendered.
      setTimeout(() => {
        clearTimeout(noFrame);
        resolve();
      }, 0);
    });
  });
}
