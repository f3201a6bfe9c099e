/**
 * Resolves in a task after the browser renders its next frame: work that shows nothing waits for it, so a
 * click's frame is not held back (docs/decisions.md, "Deferred work waits one frame, not four"). A hidden tab
 * draws no frames: there it resolves at once, or on a timer if the tab is hidden before the frame comes.
 */
export function afterNextPaint(noFrameMs = 1000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
      setTimeout(resolve, 0);
      return;
    }
    const noFrame = setTimeout(resolve, noFrameMs);
    // A task queued from a frame's callbacks runs after that frame is rendered.
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(noFrame);
        resolve();
      }, 0),
    );
  });
}
