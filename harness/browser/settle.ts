/**
 * Runs in the page (sent as its source: no closures): resolves once the page has nothing left to do, its
 * DOM unchanged through three frames in a row, each followed by a task (what the app still had queued,
 * a replay of early input say, has run by then). The condition that lets a test say "nothing more
 * happens", where a fixed wait would only guess.
 */
export function domSettles(): Promise<boolean> {
  return new Promise((resolve) => {
    let quietFrames = 0;
    const observer = new MutationObserver(() => {
      quietFrames = 0;
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    const frame = () =>
      requestAnimationFrame(() =>
        setTimeout(() => {
          quietFrames += 1;
          if (quietFrames < 3) frame();
          else {
            observer.disconnect();
            resolve(true);
          }
        }),
      );
    frame();
  });
}
