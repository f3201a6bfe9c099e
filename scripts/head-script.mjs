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
//    once (src/earlyInput.ts). Once anything is recorded, later input to the menu is recorded too,
//    so that the order holds. Links are never touched: they work without JavaScript.
import { minifySync } from 'vite';

/**
 * @typedef {{ tag: string, dir: string, chunk: string }} OfferedLanguage
 * @typedef {{ type: string, scope?: string, target?: string, key?: string }} EarlyEvent
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
    if (event.type === 'click') {
      // With nothing recorded before it, the native <details> opens or closes the menu: nothing to replay.
      if (isMenuButton && queue.length === 0) {
        startApp();
        return;
      }
    } else {
      const opensOrMoves = key === 'ArrowDown' || key === 'ArrowUp';
      const movesInOpenMenu = scope.open && (key === 'Home' || key === 'End' || key === 'Escape');
      const activatesAfterRecordedInput = isMenuButton && queue.length > 0 && (key === 'Enter' || key === ' ');
      if (!(opensOrMoves || movesInOpenMenu || activatesAfterRecordedInput)) return;
    }
    queue.push({ type: event.type, scope: scope.dataset.replayScope, target: replayTarget.dataset.replay, key });
    event.preventDefault();
    event.stopImmediatePropagation();
    if (event.type === 'click' && !isMenuButton) {
      // A chosen language: close the menu now, as the app will, and fetch its catalogue meanwhile.
      scope.open = false;
      scope.querySelector('summary')?.focus({ preventScroll: true });
      preloadCatalogue(replayTarget.dataset.language);
    }
    startApp();
  };
  document.addEventListener('click', capture, true);
  document.addEventListener('keydown', capture, true);
  /** @type {any} */ (window).__earlyInput = {
    /** Stops recording and hands over what was recorded; a second call gets nothing. */
    take() {
      document.removeEventListener('click', capture, true);
      document.removeEventListener('keydown', capture, true);
      return queue.splice(0);
    },
  };

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
 * The inline script for a build: `pageStart` with its options, minified for the browsers the build targets.
 * @param {{ offered: Record<string, OfferedLanguage>, entry: string, holdMs?: number, safetyMs?: number }} options
 */
export function headScript({ offered, entry, holdMs = 1500, safetyMs = 3000 }) {
  const source = `(${pageStart})(${JSON.stringify({ offered, entry, holdMs, safetyMs })})`;
  const { code, errors } = minifySync('head-script.js', source, { compress: { target: 'es2020' } });
  if (errors.length > 0) throw new Error(`head script: ${errors.map((error) => error.message).join('; ')}`);
  return code.trim().replace(/;$/, '');
}
