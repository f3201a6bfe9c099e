/**
 * The page machine as the browser runs it: every effect of every machine, provided here and nowhere
 * else (the prerender starts no machine; each test provides its own, `machine.provide`). What the
 * click's frame does not show waits until it is rendered: the document's title and description, the
 * customer-service lookup, and the next visit's page in a chosen language (the request takes a slow
 * phone's main thread a few milliseconds). The stored choice is written at once.
 */
import { type EventObject, fromCallback, type SnapshotFrom } from 'xstate';
import { loadCatalogue } from '../locales/catalogues.ts';
import type { LanguageCode } from '../locales/languages.ts';
import { customerServiceLookup, customerServiceMachine } from '../machines/customerService.machine.ts';
import { type DocumentDescription, type LanguageEvent, languageMachine } from '../machines/language.machine.ts';
import { narrowViewportQuery } from '../machines/lib/breakpoint.ts';
import { createSafeStorage, languageStorageKey } from '../machines/lib/storage.ts';
import { type MenuEvent, menuMachine } from '../machines/menu.machine.ts';
import { pageMachine } from '../machines/page.machine.ts';
import type { reportsMachine } from '../machines/reports.machine.ts';
import { type ViewportEvent, viewportMachine } from '../machines/viewport.machine.ts';
import { earlyInputNames } from './earlyInput/names.ts';
import { warmNextVisit } from './earlyInput/replay.ts';
import { afterNextPaint, whenIdle } from './schedule.ts';

export const browserLanguage = languageMachine.provide({
  actors: {
    describeDocument: fromCallback<EventObject, DocumentDescription>(({ input }) => {
      // A newer language, or the machine's stop, cancels a description still waiting, and its frame.
      const waiting = new AbortController();
      afterNextPaint(undefined, waiting.signal).then(() => {
        document.title = input.title;
        document.querySelector('meta[name="description"]')?.setAttribute('content', input.description);
      });
      return () => waiting.abort();
    }),
    prefetchCatalogues: fromCallback<EventObject, { offered: readonly LanguageCode[] }>(({ input, sendBack }) =>
      whenIdle(() => {
        // Each catalogue goes back to the machine; once this actor is stopped, xstate drops what it sends.
        for (const language of input.offered) {
          loadCatalogue(language).then(
            (catalogue) => sendBack({ type: 'catalogue.loaded', language, catalogue } satisfies LanguageEvent),
            () => {}, // a real choice retries and logs
          );
        }
      }),
    ),
  },
  actions: {
    // Storage that throws remembers nothing.
    persistLanguage: (_, { language }) => {
      createSafeStorage().write(languageStorageKey, language);
    },
    prepareNextVisit: (_, { language }) => {
      afterNextPaint().then(() => warmNextVisit(language));
    },
    applyDocumentLanguage: (_, { tag, dir }) => {
      document.documentElement.lang = tag;
      document.documentElement.dir = dir;
    },
  },
});

export const browserCustomerService = customerServiceMachine.provide({
  actors: { fetchCustomerServiceUrl: customerServiceLookup(afterNextPaint) },
  actions: {
    // With noopener, window.open returns null even when the tab opened: null is no sign of a blocker.
    openChatInNewTab: (_, { url }) => {
      window.open(url, '_blank', 'noopener,noreferrer');
    },
    goToSupportChat: (_, { url }) => {
      window.location.assign(url);
    },
  },
});

export const browserViewport = viewportMachine.provide({
  actors: {
    watchViewport: fromCallback<ViewportEvent>(({ sendBack }) => {
      const query = window.matchMedia(narrowViewportQuery);
      const report = () => sendBack({ type: 'viewport.changed', isNarrow: query.matches });
      report();
      query.addEventListener('change', report);
      return () => query.removeEventListener('change', report);
    }),
  },
});

/** The language menu's <details>, by the name the head script also finds it by (src/earlyInput/names.ts). */
const languageMenu = () => document.querySelector<HTMLDetailsElement>(`[${earlyInputNames.scope}="language-menu"]`);

export const browserMenu = menuMachine.provide({
  actors: {
    watchOutsidePointer: fromCallback<MenuEvent>(({ sendBack }) => {
      const outside = (event: Event) => {
        if (!languageMenu()?.contains(event.target as Node)) sendBack({ type: 'menu.close', restoreFocus: false });
      };
      document.addEventListener('pointerdown', outside);
      return () => document.removeEventListener('pointerdown', outside);
    }),
  },
  actions: {
    // Focus follows the machine, in the event that moves it: to the active item (opening <details> first,
    // which React is about to do too: a closed one shows no item to focus), or back to the button, unless
    // it is there already.
    focusActiveItem: ({ context }: { context: SnapshotFrom<typeof menuMachine>['context'] }) => {
      const menu = languageMenu();
      if (!menu) return;
      menu.open = true;
      menu.querySelectorAll<HTMLElement>('[role="menuitemradio"]')[context.activeIndex]?.focus();
    },
    focusButton: () => {
      const button = languageMenu()?.querySelector('summary');
      if (button && document.activeElement !== button) button.focus();
    },
  },
});

export const browserPageMachine = pageMachine.provide({
  actors: { language: browserLanguage, customerService: browserCustomerService, viewport: browserViewport, menu: browserMenu },
});

/**
 * The page machine with field reports, when the build has them on (docs/operators.md): the entry loads the
 * reports machine as a chunk beside the painted language's catalogue, so a build with them off carries none of it.
 */
export function withReports(reports: typeof reportsMachine) {
  return browserPageMachine.provide({
    actors: {
      reports: reports.provide({
        actions: {
          // A string goes as text/plain, a simple request to the page's own origin (the policy's connect-src 'self').
          sendBeacon: (_, { path, body }) => {
            navigator.sendBeacon(path, body);
          },
        },
      }),
    },
  });
}
