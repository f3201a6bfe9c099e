// How every tool here starts Debian's Chromium: no network (this machine's is closed), GPU or sandbox.

/** Debian's Chromium, the browser itself: what the bench and Lighthouse measure. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The same Chromium build's headless shell (Debian's chromium-headless-shell): its Blink and V8, without
 * the browser's profile, UI and services, and what Playwright itself runs for headless Chromium. The
 * browser suites run on it: a context with a page that hydrates costs about 0.4 s of CPU there, 1.2 s in
 * the browser (docs/decisions.md).
 */
export const headlessShellPath = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

export const chromiumArgs: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
