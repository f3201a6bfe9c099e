// The one inline script, first in <head> after the page's policy; how it fits with the rest of early
// input: README.md beside this file. `pageStart` is inlined by its source text, minified
// (scripts/build/head-script.ts), so it must stay self-contained: everything it needs comes in
// `options`, the shared names included.
import type { EarlyEvent, EarlyInputNames } from './names.ts';

/** A non-English offered language, as the head script needs it. */
export interface OfferedLanguage {
  readonly tag: string;
  readonly dir: string;
  /** The URL of its catalogue's chunk. */
  readonly chunk: string;
}

export interface PageStartOptions {
  /** The non-English offered languages, by code. */
  readonly offered: Readonly<Record<string, OfferedLanguage>>;
  /** The app's entry module URL. */
  readonly entry: string;
  /** How long at most a returning visitor's page stays hidden while their language loads. */
  readonly holdMs: number;
  /** When the entry loads at the latest, if no paint was seen. */
  readonly safetyMs: number;
  readonly names: EarlyInputNames;
}

export function pageStart({ offered, entry, holdMs, safetyMs, names }: PageStartOptions): void {
  const root = document.documentElement;
  const attribute = (element: Element, name: string) => element.getAttribute(name) ?? undefined;
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
  const preloadCatalogue = (code: string | null | undefined) => {
    const language = Object.hasOwn(offered, String(code)) && offered[String(code)];
    if (!language) return null;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = language.chunk;
    document.head.append(link);
    return language;
  };

  const queue: EarlyEvent[] = [];
  const capture = (event: MouseEvent | KeyboardEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const scope = target?.closest<HTMLDetailsElement>(`details[${names.scope}]`);
    if (!scope) {
      // A tap outside an open menu closes it, as it will once the app runs; the tap itself goes on.
      if (event.type === 'click') {
        for (const open of document.querySelectorAll<HTMLDetailsElement>(`details[${names.scope}][open]`)) {
          if (queue.length > 0) queue.push({ type: 'dismiss', scope: attribute(open, names.scope) });
          else open.open = false;
        }
      }
      return;
    }
    const replayTarget = target?.closest<HTMLElement>(`[${names.target}]`);
    if (!replayTarget) return;
    const isMenuButton = replayTarget.localName === 'summary';
    const key = 'key' in event ? event.key : undefined;
    startApp();
    if (event.type === 'click' && isMenuButton) {
      // A tap on the button: the native <details> opens or closes the menu at once. After recorded input
      // the state it leaves is recorded too, for the replay to restore in its place.
      if (queue.length > 0)
        queue.push({
          type: 'toggle',
          scope: attribute(scope, names.scope),
          target: attribute(replayTarget, names.target),
          open: !scope.open,
        });
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
    queue.push({
      type: event.type === 'click' ? 'click' : 'keydown',
      scope: attribute(scope, names.scope),
      target: attribute(replayTarget, names.target),
      key,
    });
    event.preventDefault();
    event.stopImmediatePropagation();
    if (event.type === 'click') {
      // A chosen language: close the menu now, as the app will, and fetch its catalogue meanwhile.
      scope.open = false;
      scope.querySelector('summary')?.focus({ preventScroll: true });
      preloadCatalogue(replayTarget.getAttribute(names.language));
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
  Object.assign(window, { [names.recorder]: { take: stopRecording } });

  // The menu's native names (Han, Hangul, Thai, Arabic …) are shaped the first time they are laid out,
  // which on a slow phone costs the first open of the menu a frame or more. So once the first frame
  // with the menu is painted, an invisible copy of it is laid out, and removed, in one task.
  const shapeMenuNames = () => {
    const menu = document.querySelector(`[${names.scope}] [role="menu"]`);
    if (!menu) return;
    const copy = menu.cloneNode(true) as HTMLElement;
    copy.removeAttribute('id');
    copy.setAttribute('aria-hidden', 'true');
    Object.assign(copy.style, { position: 'absolute', visibility: 'hidden', insetInlineStart: '-100vw' });
    document.body.append(copy);
    copy.getBoundingClientRect();
    copy.remove();
  };
  const afterMenuPainted = () => {
    if (document.querySelector(`[${names.scope}]`)) setTimeout(shapeMenuNames);
    else requestAnimationFrame(afterMenuPainted);
  };
  requestAnimationFrame(afterMenuPainted);

  try {
    const language = preloadCatalogue(localStorage.getItem(names.storageKey));
    if (language) {
      root.lang = language.tag;
      root.dir = language.dir;
      root.classList.add(names.pendingClass);
      setTimeout(() => root.classList.remove(names.pendingClass), holdMs);
      startApp();
      return;
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
