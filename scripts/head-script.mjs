// The one inline script, first in <head> after the CSP. Its hash goes into the CSP. `pageStart` is
// browser code, written here readable and tested (tests/unit/headScript.test.ts); the prerender
// inlines it minified. It does three things before the app runs:
//
// 1. A returning visitor whose stored language is offered and not English: set <html lang dir>
//    before the first paint, preload that catalogue, and hold the page (CSS rule
//    `html.lang-pending #root`) until the language machine settles, or at most `holdMs`. The entry
//    loads at once: nothing is painted before the catalogue is in anyway.
// 2. Everyone else: load the entry only after the first contentful paint (Paint Timing API: that
//    entry, not 'first-paint', which can be the bare background), so the prerendered page paints
//    from the HTML alone. Where paint timing is missing, on the load event; after `safetyMs` in any
//    case. The web manifest link is added with the entry: only installability checks read it.
// 3. Early input. The language menu is a <details>, so it opens natively at once. What needs the app
//    (choosing a language, the menu's arrow keys) is recorded here, in the capture phase, and kept
//    from reaching the page; the app takes the record once it runs and replays it in order, exactly
//    once (src/earlyInput.ts). A tap opens and closes natively; once anything is recorded, the state
//    each later tap leaves is recorded too, and Enter or Space after recorded keys is recorded as a
//    key, so the replay ends where the visitor did. Links
//    are never touched: they work without JavaScript. If the app cannot start, recording stops.
// 4. After the first frame with the menu is painted, the menu's names are laid out once, unseen, so
//    that fonts for their scripts are found before a visitor first opens it.
import { minifySync } from 'vite';
import { transpileTargets } from './browser-targets.mjs';

/**
 * @typedef {{ tag: string, dir: string, chunk: string }} OfferedLanguage
 * @typedef {import('../src/earlyInput.ts').EarlyEvent} EarlyEvent
 * @param {{ offered: Record<string, OfferedLanguage>, entry: string, holdMs: number, safetyMs: number }} options
 *   offered: the non-English offered languages; entry: the app's entry module URL
 */
export function pageStart({ offered, entry, holdMs, safetyMs }) {
  const root = document.documentElement;
  let started = false;
  const startApp = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    const manifest = document.createElement('link');
    script.type = 'module';
    script.src = entry;
    // An app that cannot start (its script fails to load or throws) replays nothing: stop recording,
    // so that the menu keeps working as plain HTML.
    script.addEventListener('error', stopRecording);
    addEventListener('error', (event) => {
      if (event.filename === script.src) stopRecording();
    });
    manifest.rel = 'manifest';
    manifest.href = '/manifest.webmanifest';
    document.head.append(script, manifest);
  };
  /** @param {string | null | undefined} code */
  const preloadCatalogue = (code) => {
    const language = Object.hasOwn(offered, String(code)) && offered[String(code)];
    if (!language) return null;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = language.chunk;
    document.head.append(link);
    return language;
  };

  /** @type {EarlyEvent[]} */
  const queue = [];
  /** @param {MouseEvent | KeyboardEvent} event */
  const capture = (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const scope = /** @type {HTMLDetailsElement | null | undefined} */ (target?.closest('details[data-replay-scope]'));
    if (!scope) {
      // A tap outside an open menu closes it, as it will once the app runs; the tap itself goes on.
      if (event.type === 'click') {
        for (const open of /** @type {NodeListOf<HTMLDetailsElement>} */ (
          document.querySelectorAll('details[data-replay-scope][open]')
        )) {
          if (queue.length > 0) queue.push({ type: 'dismiss', scope: open.dataset.replayScope });
          else open.open = false;
        }
      }
      return;
    }
    const replayTarget = /** @type {HTMLElement | null | undefined} */ (target?.closest('[data-replay]'));
    if (!replayTarget) return;
    const isMenuButton = replayTarget.localName === 'summary';
    const key = 'key' in event ? event.key : undefined;
    startApp();
    if (event.type === 'click' && isMenuButton) {
      // A tap on the button: the native <details> opens or closes the menu at once. After recorded input
      // the state it leaves is recorded too, for the replay to restore in its place.
      if (queue.length > 0)
        queue.push({ type: 'toggle', scope: scope.dataset.replayScope, target: replayTarget.dataset.replay, open: !scope.open });
      return;
    }
    if (event.type === 'keydown') {
      const opensOrMoves = key === 'ArrowDown' || key === 'ArrowUp';
      const movesInOpenMenu = scope.open && (key === 'Home' || key === 'End' || key === 'Escape');
      // After recorded arrow keys (which moved nothing yet) Enter or Space means the item they reach, not
      // the button focus is still on: recorded in its place, held back from the native toggle.
      const activatesAfterRecordedKeys = isMenuButton && queue.length > 0 && (key === 'Enter' || key === ' ');
      if (!(opensOrMoves || movesInOpenMenu || activatesAfterRecordedKeys)) return;
    }
    queue.push({ type: event.type, scope: scope.dataset.replayScope, target: replayTarget.dataset.replay, key });
    event.preventDefault();
    event.stopImmediatePropagation();
    if (event.type === 'click') {
      // A chosen language: close the menu now, as the app will, and fetch its catalogue meanwhile.
      scope.open = false;
      scope.querySelector('summary')?.focus({ preventScroll: true });
      preloadCatalogue(replayTarget.dataset.language);
    }
  };
  document.addEventListener('click', capture, true);
  document.addEventListener('keydown', capture, true);
  /** Stops recording and hands over what was recorded; a second call gets nothing. */
  function stopRecording() {
    document.removeEventListener('click', capture, true);
    document.removeEventListener('keydown', capture, true);
    return queue.splice(0);
  }
  /** @type {any} */ (window).__earlyInput = { take: stopRecording };

  // The menu's native names (Han, Hangul, Thai, Arabic …) are shaped the first time they are laid out,
  // which on a slow phone costs the first open of the menu a frame or more. So once the first frame
  // with the menu is painted, an invisible copy of it is laid out, and removed, in one task.
  const shapeMenuNames = () => {
    const menu = document.querySelector('[data-replay-scope] [role="menu"]');
    if (!menu) return;
    const copy = /** @type {HTMLElement} */ (menu.cloneNode(true));
    copy.removeAttribute('id');
    copy.setAttribute('aria-hidden', 'true');
    Object.assign(copy.style, { position: 'absolute', visibility: 'hidden', insetInlineStart: '-100vw' });
    document.body.append(copy);
    copy.getBoundingClientRect();
    copy.remove();
  };
  const afterMenuPainted = () => {
    if (document.querySelector('[data-replay-scope]')) setTimeout(shapeMenuNames);
    else requestAnimationFrame(afterMenuPainted);
  };
  requestAnimationFrame(afterMenuPainted);

  try {
    const language = preloadCatalogue(localStorage.getItem('lang'));
    if (language) {
      root.lang = language.tag;
      root.dir = language.dir;
      root.classList.add('lang-pending');
      setTimeout(() => root.classList.remove('lang-pending'), holdMs);
      return startApp();
    }
  } catch {
    // Storage that throws (private modes): a first visit, then.
  }
  setTimeout(startApp, safetyMs);
  try {
    if (!PerformanceObserver.supportedEntryTypes.includes('paint')) throw new Error('no paint timing');
    new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) setTimeout(startApp);
    }).observe({ type: 'paint', buffered: true });
  } catch {
    addEventListener('load', startApp);
  }
}

/**
 * The inline script for a build: `pageStart` with its options, minified for package.json's browserslist.
 * @param {{ offered: Record<string, OfferedLanguage>, entry: string, holdMs?: number, safetyMs?: number }} options
 */
export function headScript({ offered, entry, holdMs = 1500, safetyMs = 3000 }) {
  const source = `(${pageStart})(${JSON.stringify({ offered, entry, holdMs, safetyMs })})`;
  const { code, errors } = minifySync('head-script.js', source, { compress: { target: transpileTargets() } });
  if (errors.length > 0) throw new Error(`head script: ${errors.map((error) => error.message).join('; ')}`);
  return code.trim().replace(/;$/, '');
}
