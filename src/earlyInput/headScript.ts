// The one inline script, first in <head> after the page's policy; how it fits with the rest of early
// input: README.md beside this file. The build bundles it with what it imports (detection, the tag
// rules' matcher, the language patch) and its options (scripts/build/head-script.ts), minified; those
// modules import nothing but types, so the bundle carries no table and no framework.
import type { LanguageCode } from '../../locales/languages.ts';
import type { TagRule } from '../../locales/tags.ts';
import { detectLanguage } from '../../machines/lib/detectLanguage.ts';
import { applyLanguagePatch, type LanguagePatch } from './languagePatch.ts';
import type { EarlyEvent, EarlyInputNames } from './names.ts';

/** An offered language, as the head script needs it. */
export interface OfferedLanguage {
  readonly tag: string;
  /** The URL of its catalogue's chunk; none for English, which is in the entry. */
  readonly chunk?: string;
}

export interface PageStartOptions {
  /** The offered languages, by code. */
  readonly offered: Readonly<Record<string, OfferedLanguage>>;
  /** How tags name codes (locales/languages.ts's tagRules, for the offered codes). */
  readonly tagRules: readonly TagRule[];
  /** The app's entry module URL. */
  readonly entry: string;
  /** When the entry loads at the latest, if no paint was seen. */
  readonly safetyMs: number;
  readonly names: EarlyInputNames;
}

/** Starts the page; returns what stops everything it started (for tests: a page never stops it). */
export function pageStart({ offered, tagRules, entry, safetyMs, names }: PageStartOptions): () => void {
  const root = document.documentElement;
  const attribute = (element: Element, name: string) => element.getAttribute(name) ?? undefined;
  const stops: (() => void)[] = [];
  const listen = (target: EventTarget, type: string, listener: EventListener, capture = false) => {
    target.addEventListener(type, listener, capture);
    stops.push(() => target.removeEventListener(type, listener, capture));
  };
  const later = (run: () => void, ms?: number) => {
    const timer = setTimeout(run, ms);
    stops.push(() => clearTimeout(timer));
  };
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
    listen(script, 'error', stopRecording);
    listen(window, 'error', (event) => {
      if ((event as ErrorEvent).filename === script.src) stopRecording();
    });
    manifest.rel = 'manifest';
    manifest.href = '/manifest.webmanifest';
    // The app hydrates the page in the language it shows, with that catalogue: fetched beside the entry,
    // after the first paint like it, so that neither takes bandwidth from the page's own bytes.
    preloadCatalogue(languageOf(root.lang));
    document.head.append(script, manifest);
  };
  const codes = Object.keys(offered) as LanguageCode[];
  const languageOf = (htmlLang: string) =>
    detectLanguage({ stored: null, browserLanguages: [], htmlLang }, codes, tagRules).language;
  const preloadCatalogue = (code: string | null | undefined) => {
    const chunk = Object.hasOwn(offered, String(code)) && offered[String(code)]?.chunk;
    if (!chunk) return;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = chunk;
    document.head.append(link);
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
  listen(document, 'click', capture as EventListener, true);
  listen(document, 'keydown', capture as EventListener, true);
  /** Stops recording and hands over what was recorded; a second call gets nothing. */
  function stopRecording() {
    document.removeEventListener('click', capture as EventListener, true);
    document.removeEventListener('keydown', capture as EventListener, true);
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
  let frame = 0;
  const afterMenuPainted = () => {
    if (document.querySelector(`[${names.scope}]`)) later(shapeMenuNames);
    else frame = requestAnimationFrame(afterMenuPainted);
  };
  frame = requestAnimationFrame(afterMenuPainted);
  stops.push(() => cancelAnimationFrame(frame));

  showInVisitorsLanguage();
  later(startApp, safetyMs);
  try {
    if (!PerformanceObserver.supportedEntryTypes.includes('paint')) throw new Error('no paint timing');
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) later(startApp);
    });
    observer.observe({ type: 'paint', buffered: true });
    stops.push(() => observer.disconnect());
  } catch {
    listen(window, 'load', startApp);
  }

  /**
   * The page as served is in one language (the host's choice from Accept-Language, or English); the
   * visitor's, as the spec orders it, may be another (a stored choice, or a browser language the host
   * did not read). Then #root stays hidden while it is parsed, and once the patch the build wrote for
   * that language has arrived (a data block after #root) it is applied in place, before any paint
   * shows the page. Should the patch be missing or not fit, the page shows as served and the app
   * changes the language once it runs.
   */
  function showInVisitorsLanguage() {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(names.storageKey);
    } catch {
      // Storage that throws (private modes): nothing stored, then.
    }
    const browserLanguages = navigator.languages?.length ? navigator.languages : [navigator.language];
    const served = languageOf(root.lang);
    const wanted = detectLanguage({ stored, browserLanguages, htmlLang: root.lang }, codes, tagRules).language;
    if (wanted === served) return;
    root.classList.add(names.pendingClass);
    let done = false;
    const show = (patch: Element | null) => {
      if (done || !patch) return;
      done = true;
      try {
        const rootElement = document.getElementById('root');
        if (!rootElement) throw new Error('no #root');
        applyLanguagePatch(rootElement, JSON.parse(patch.textContent ?? '') as LanguagePatch);
      } catch (error) {
        console.error(`The page could not be shown in "${wanted}" before the app runs; the app will change it.`, error);
      }
      root.classList.remove(names.pendingClass);
      stop();
    };
    // A data block is whole once the parser has put anything after it; the last one, at the latest
    // when the document is parsed.
    const find = () => document.getElementById(`${names.patchPrefix}${wanted}`);
    const watcher = new MutationObserver(() => {
      const patch = find();
      if (patch?.nextSibling) show(patch);
    });
    watcher.observe(root, { childList: true, subtree: true });
    const onParsed = () => {
      show(find());
      if (!done) {
        console.error(`The page has no patch for "${wanted}"; the app will change its language.`);
        done = true;
        root.classList.remove(names.pendingClass);
      }
    };
    const stop = () => {
      watcher.disconnect();
      document.removeEventListener('DOMContentLoaded', onParsed);
    };
    listen(document, 'DOMContentLoaded', onParsed);
    stops.push(stop);
  }

  return () => {
    for (const stop of stops.splice(0)) stop();
  };
}
