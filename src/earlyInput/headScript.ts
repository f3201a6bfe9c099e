// The one inline script, first in <body> before #root (in <head> the parser ran it in one task with the
// stylesheet's parse: docs/decisions.md); how it fits with the rest of early input: README.md beside this
// file. The build bundles it with what it imports (detection, the tag rules' matcher, the routes, the page
// fragment) and its options (scripts/build/head-script.ts), minified; those modules import nothing but
// types, so the bundle carries no table and no framework.
import type { LanguageCode } from '../../locales/languages.ts';
import type { TagRule } from '../../locales/tags.ts';
import { browserLanguages, detectLanguage } from '../../machines/lib/detectLanguage.ts';
import { type PageKind, pageKind } from '../../machines/lib/routes.ts';
import type { EarlyEvent, EarlyInputNames } from './names.ts';
import { applyPageFragment } from './pageFragment.ts';

/** An offered language, as the head script needs it. */
export interface OfferedLanguage {
  readonly tag: string;
  /** The URL of its catalogue's chunk; none for English, which comes with the app. */
  readonly chunk?: string;
}

export interface PageStartOptions {
  /** The offered languages, by code. */
  readonly offered: Readonly<Record<string, OfferedLanguage>>;
  /** How tags name codes: locales/languages.ts's tagRules that decide among the offered codes (tags.ts's rulesFor). */
  readonly tagRules: readonly TagRule[];
  /** Each page in each offered language, as the file of its #root and head (pageFragment.ts). */
  readonly pages: Readonly<Record<PageKind, Readonly<Record<string, string>>>>;
  /** The app's entry module URL. */
  readonly entry: string;
  /** The modules the entry imports in turn as it starts, preloaded one a task after it: none waits for another's round trip. */
  readonly chunks: readonly string[];
  /** When the entry loads at the latest, if no paint was seen. */
  readonly safetyMs: number;
  /** How long at most the page stays hidden while the visitor's language arrives. */
  readonly holdMs: number;
  readonly names: EarlyInputNames;
  /**
   * The shop's entry as every page is served (the host cannot know the window: the wide one), the one for
   * a narrow window, and the media query that says which the window is (machines/lib/shop.ts, breakpoint.ts).
   */
  readonly shopEntry: { readonly served: string; readonly narrow: string; readonly narrowQuery: string };
}

/** Starts the page; returns what stops everything it started (for tests: a page never stops it). */
export function pageStart({
  offered,
  tagRules,
  pages,
  entry,
  chunks,
  safetyMs,
  holdMs,
  names,
  shopEntry,
}: PageStartOptions): () => void {
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
    document.head.append(script);
    // Each request's start takes a slow phone's main thread a few milliseconds: the rest are asked for
    // one a task, while the entry is on its way. First the catalogue the app hydrates the page with, the
    // one of the language it shows (after the first paint like the entry, so that neither takes
    // bandwidth from the page's own bytes); then the app's other chunks; the web manifest last.
    const shown = languageOf(root.lang);
    later(() => preloadCatalogue(shown));
    for (const chunk of chunks) later(() => preload(chunk));
    later(() => document.head.append(manifest));
  };
  const codes = Object.keys(offered) as LanguageCode[];
  const languageOf = (htmlLang: string) =>
    detectLanguage({ stored: null, browserLanguages: [], htmlLang }, codes, tagRules).language;
  const preload = (module: string) => {
    const link = document.createElement('link');
    // Safari before 17 knows no modulepreload: there, a preload of a script fetched as a module is.
    if (link.relList.supports('modulepreload')) link.rel = 'modulepreload';
    else {
      link.rel = 'preload';
      link.setAttribute('as', 'script');
      link.setAttribute('crossorigin', '');
    }
    link.href = module;
    document.head.append(link);
  };
  const preloadCatalogue = (code: string | null | undefined) => {
    const chunk = Object.hasOwn(offered, String(code)) && offered[String(code)]?.chunk;
    if (chunk) preload(chunk);
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
      // A chosen language: close the menu now, as the app will, and fetch its catalogue meanwhile, after
      // what the app needs to hydrate (the painted language's catalogue and the chunks: startApp's tasks).
      scope.open = false;
      scope.querySelector('summary')?.focus({ preventScroll: true });
      const chosen = replayTarget.getAttribute(names.language);
      later(() => preloadCatalogue(chosen));
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
  // A shop link is served with the wide window's entry. Pressed in a narrow window before the app has
  // said where it goes, it points where the app's link would: the narrow entry, set as the finger or the
  // button goes down (so a tap, a long press's "open in new tab" and a middle click all get it) and again
  // as it is clicked (Enter on a focused link). A link this changed is pointed again at each press, for
  // the window of that moment. The app's links set their href again once hydrated
  // (src/views/ShopEntryLink.tsx): hydration keeps an attribute as it finds it. Once the app runs, its
  // links are right already; the error boundary's fallback link (always /pc/) is pointed like these.
  const changed = new WeakSet<Element>();
  const shopForThisWindow = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!(link && (changed.has(link) || link.getAttribute('href') === shopEntry.served))) return;
    const narrow = matchMedia(shopEntry.narrowQuery).matches;
    link.setAttribute('href', narrow ? shopEntry.narrow : shopEntry.served);
    changed.add(link);
  };
  listen(document, 'pointerdown', shopForThisWindow, true);
  listen(document, 'click', shopForThisWindow, true);
  /** Fetches a page in `code` into the HTTP cache, so that the next visit shows it at once (the app calls it on a choice). */
  const warm = (code: string) => {
    const url = pages.landing[code];
    if (url) fetch(url, { priority: 'low' } as RequestInit).catch(() => {});
  };
  Object.assign(window, { [names.recorder]: { take: stopRecording, warm } });

  // The menu's native names (Han, Hangul, Thai, Arabic …) are shaped the first time they are laid out,
  // which on a slow phone costs the first open of the menu a frame or more. So once the document is
  // parsed and a frame painted, an invisible copy of each name is laid out, and removed, one name a task
  // (each script's font is found on first use; all at once, that was a long task: docs/decisions.md),
  // each in the task right after a frame: the page is laid out then, so the copy is all there is to lay
  // out. (While the parser still adds to the page, each copy's layout laid out what it added too.)
  const shapeMenuNames = (index = 0) => {
    const menu = document.querySelector(`[${names.scope}] [role="menu"]`);
    const name = menu?.children[index];
    if (!(menu && name)) return;
    const copy = menu.cloneNode(false) as HTMLElement;
    copy.removeAttribute('id');
    copy.setAttribute('aria-hidden', 'true');
    Object.assign(copy.style, { position: 'absolute', visibility: 'hidden', insetInlineStart: '-100vw' });
    copy.append(name.cloneNode(true));
    document.body.append(copy);
    copy.getBoundingClientRect();
    copy.remove();
    frame = requestAnimationFrame(() => later(() => shapeMenuNames(index + 1)));
  };
  let frame = 0;
  const afterMenuPainted = () => {
    if (document.readyState !== 'loading' && document.querySelector(`[${names.scope}]`)) later(() => shapeMenuNames());
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
   * visitor's, in the detection order (docs/product.md), may be another (a stored choice, or a browser language the host
   * did not read). Then #root stays hidden while the build's file of this page in that language is
   * fetched (from the HTTP cache, for a visitor who came before), and once the page is parsed the file
   * takes #root's place, before any paint shows it. A file that does not come within `holdMs`, or is
   * not a page: the page shows as served, an error says why, and the app changes the language.
   */
  function showInVisitorsLanguage() {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(names.storageKey);
    } catch {
      // Storage that throws (private modes): nothing stored, then.
    }
    const wanted = detectLanguage(
      { stored, browserLanguages: browserLanguages(), htmlLang: root.lang },
      codes,
      tagRules,
    ).language;
    const url = pages[pageKind(location.pathname)][wanted];
    if (wanted === languageOf(root.lang) || !url) return;
    root.classList.add(names.pendingClass);
    const abort = new AbortController();
    let settled = false;
    const show = (fragment: unknown, problem?: unknown) => {
      if (settled) return;
      settled = true;
      try {
        if (problem) throw problem;
        applyPageFragment(document, fragment);
      } catch (error) {
        console.error(`The page could not be shown in "${wanted}" before the app runs; the app will change it.`, error);
      }
      root.classList.remove(names.pendingClass);
    };
    const parsed = new Promise<void>((resolve) => {
      if (document.readyState === 'loading') listen(document, 'DOMContentLoaded', () => resolve());
      else resolve();
    });
    fetch(url, { signal: abort.signal })
      .then((response) => {
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        return response.json();
      })
      .then(
        async (fragment: unknown) => {
          await parsed;
          show(fragment);
        },
        (error: unknown) => {
          if (!abort.signal.aborted) show(null, error);
        },
      );
    later(() => show(null, new Error(`${url} did not come within ${holdMs} ms`)), holdMs);
    stops.push(() => {
      settled = true;
      abort.abort();
    });
  }

  return () => {
    for (const stop of stops.splice(0)) stop();
  };
}
