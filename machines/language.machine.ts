import { assign, type EventObject, fromCallback, fromPromise, setup } from 'xstate';
import { en, loadCatalogue } from '../locales/catalogues.ts';
import type { Catalogue } from '../locales/en.ts';
import { defaultLanguage, type LanguageCode, languageInfo } from '../locales/languages.ts';
import { createTranslator } from '../locales/translate.ts';
import type { DetectedLanguage, LanguageSource } from './lib/detectLanguage.ts';
import type { PageKind } from './lib/routes.ts';
import { createSafeStorage, languageStorageKey } from './lib/storage.ts';

export interface LanguageInput {
  /** The visitor's language as detected at start (lib/detectLanguage.ts), which the machine loads. */
  readonly detected: DetectedLanguage;
  readonly offered: readonly LanguageCode[];
  readonly brandName: string;
  /** Which page the document title and description describe. */
  readonly page: PageKind;
  /** The language the page was painted in, with its catalogue; English when absent. */
  readonly painted?: { readonly language: LanguageCode; readonly catalogue: Catalogue } | undefined;
}

export interface LanguageContext {
  readonly offered: readonly LanguageCode[];
  readonly brandName: string;
  readonly page: PageKind;
  /** The language whose copy is on screen. */
  readonly language: LanguageCode;
  readonly catalogue: Catalogue;
  /** The language being loaded, or the one on screen once settled. */
  readonly requested: LanguageCode;
  /** Where `requested` came from; only a visitor's `choice` is ever stored. */
  readonly source: LanguageSource | 'choice';
  /**
   * The catalogues in memory (English always is), the page's one cache of them. A choice of one of these
   * is shown inside the click that made it: waiting on a promise, even a settled one, hands React the new
   * copy after the click, at a lower priority, and the browser may paint a frame in between.
   */
  readonly loaded: Readonly<Partial<Record<LanguageCode, Catalogue>>>;
}

export type LanguageEvent =
  | { type: 'language.select'; language: string }
  /** Sent by the idle prefetch for each catalogue it brings in. */
  | { type: 'catalogue.loaded'; language: LanguageCode; catalogue: Catalogue };

export interface DocumentLanguage {
  readonly tag: string;
  readonly dir: 'ltr' | 'rtl';
  readonly title: string;
  readonly description: string;
}

export function documentLanguage(
  context: Pick<LanguageContext, 'language' | 'catalogue' | 'brandName' | 'page'>,
): DocumentLanguage {
  const { tag, dir } = languageInfo(context.language);
  const t = createTranslator(context.language, context.catalogue, { brand: context.brandName });
  const title = context.page === 'landing' ? t('meta.title') : t('meta.notFoundTitle');
  return { tag, dir, title, description: t('meta.description') };
}

/** The document's title and description: the tab, bookmarks and shared links show them, not the page. */
export type DocumentDescription = Pick<DocumentLanguage, 'title' | 'description'>;

/** Writes the document's title and description. */
export function describeDocument({ title, description }: DocumentDescription): void {
  document.title = title;
  document.querySelector('meta[name="description"]')?.setAttribute('content', description);
}

/** The catalogues in memory, with `language`'s added. */
const withCatalogue = (context: Pick<LanguageContext, 'loaded'>, language: LanguageCode, catalogue: Catalogue) => ({
  ...context.loaded,
  [language]: catalogue,
});

/** The context once `language` is on screen with its catalogue, which is kept for a later choice. */
function shown(context: LanguageContext, language: LanguageCode, catalogue: Catalogue) {
  return { language, catalogue, requested: language, loaded: withCatalogue(context, language, catalogue) };
}

const offers = (context: Pick<LanguageContext, 'offered'>, language: string) => context.offered.some((code) => code === language);

/** The catalogue in memory for an offered `language`, if there is one (English's always is). */
const inMemory = (context: Pick<LanguageContext, 'loaded'>, language: string): Catalogue | undefined =>
  context.loaded[language as LanguageCode];

export const languageMachine = setup({
  types: {
    input: {} as LanguageInput,
    context: {} as LanguageContext,
    events: {} as LanguageEvent,
  },
  actors: {
    loadCatalogue: fromPromise<Catalogue, { language: LanguageCode }>(({ input }) => loadCatalogue(input.language)),
    /**
     * Describes the document in the language on screen, here at once; the browser's waits until the
     * click's frame is rendered (src/browserPageMachine.ts). Invoked while ready, so a newer language,
     * or the machine's stop, cancels a description still waiting.
     */
    describeDocument: fromCallback<EventObject, DocumentDescription>(({ input }) => describeDocument(input)),
    /** Warms the offered catalogues once the browser is idle, so a later choice shows at once. */
    prefetchCatalogues: fromCallback<EventObject, { offered: readonly LanguageCode[] }>(({ input, sendBack }) => {
      // Each catalogue goes back to the machine; once this actor is stopped, xstate drops what it sends.
      const prefetch = () => {
        for (const language of input.offered) {
          loadCatalogue(language).then(
            (catalogue) => sendBack({ type: 'catalogue.loaded', language, catalogue } satisfies LanguageEvent),
            () => {}, // a real choice retries and logs
          );
        }
      };
      if ('requestIdleCallback' in window) {
        const handle = window.requestIdleCallback(prefetch, { timeout: 5000 });
        return () => window.cancelIdleCallback(handle);
      }
      const timer = setTimeout(prefetch, 2000);
      return () => clearTimeout(timer);
    }),
  },
  actions: {
    // Written inside the click; storage that throws remembers nothing.
    // docs/decisions.md, "The stored choice is written at once, the title after the frame".
    persistLanguage: (_, params: { language: LanguageCode }) => {
      createSafeStorage().write(languageStorageKey, params.language);
    },
    /** The stored choice decides the next visit's first paint: the browser has that page ready (src/browserPageMachine.ts). */
    prepareNextVisit: (_, _params: { language: LanguageCode }) => {},
    // The language of the page's text is set with that text: its fonts and line breaking follow it.
    applyDocumentLanguage: (_, params: Pick<DocumentLanguage, 'tag' | 'dir'>) => {
      const root = document.documentElement;
      root.lang = params.tag;
      root.dir = params.dir;
    },
    logCatalogueError: (_, params: { language: LanguageCode; error: unknown }) => {
      console.error(`Could not load the "${params.language}" catalogue; keeping the current language.`, params.error);
    },
    logRejectedLanguage: (_, params: { language: string }) => {
      console.error(`Ignored a request for language "${params.language}": it is not offered.`);
    },
    // Only language.select transitions take it, and the guard before it has checked the code is offered.
    requestLanguage: assign(({ event }) => ({ requested: event.language as LanguageCode, source: 'choice' as const })),
    // Only isOfferedAndLoaded transitions take it: the guard found the catalogue in memory.
    showLoadedChoice: assign(({ context, event }) => ({
      ...shown(context, event.language as LanguageCode, inMemory(context, event.language) as Catalogue),
      source: 'choice' as const,
    })),
    rememberCatalogue: assign(({ context }, params: { language: LanguageCode; catalogue: Catalogue }) => ({
      loaded: withCatalogue(context, params.language, params.catalogue),
    })),
  },
  guards: {
    isShowingRequestedLanguage: ({ context }) => context.requested === context.language,
    // Settled on the language chosen: nothing is loading, and it is the one on screen.
    isSettledOn: ({ context, event }) => event.language === context.language && context.requested === context.language,
    // Every offered code is one of ours (the build checks), so being offered is the whole test.
    isOfferedLanguage: ({ context, event }) => offers(context, event.language),
    // An offered language whose catalogue is in memory (English always is): shown in the click itself.
    isOfferedAndLoaded: ({ context, event }) =>
      offers(context, event.language) && inMemory(context, event.language) !== undefined,
    wasChosenByVisitor: ({ context }) => context.source === 'choice',
  },
}).createMachine({
  id: 'language',
  context: ({ input }) => ({
    offered: input.offered,
    brandName: input.brandName,
    page: input.page,
    language: input.painted?.language ?? defaultLanguage,
    catalogue: input.painted?.catalogue ?? en,
    requested: input.detected.language,
    source: input.detected.source,
    loaded: input.painted ? { en, [input.painted.language]: input.painted.catalogue } : { en },
  }),
  invoke: { id: 'prefetchCatalogues', src: 'prefetchCatalogues', input: ({ context }) => ({ offered: context.offered }) },
  on: {
    'catalogue.loaded': {
      actions: { type: 'rememberCatalogue', params: ({ event }) => ({ language: event.language, catalogue: event.catalogue }) },
    },
    // Loading or ready alike; a newer choice replaces a load in flight (re-entering stops, so ignores, it).
    'language.select': [
      {
        // Choosing the language already shown still records the choice.
        guard: 'isSettledOn',
        actions: [
          { type: 'persistLanguage', params: ({ context }) => ({ language: context.language }) },
          { type: 'prepareNextVisit', params: ({ context }) => ({ language: context.language }) },
        ],
      },
      {
        guard: 'isOfferedAndLoaded',
        target: '.ready',
        actions: [
          'showLoadedChoice',
          { type: 'persistLanguage', params: ({ context }) => ({ language: context.language }) },
          { type: 'prepareNextVisit', params: ({ context }) => ({ language: context.language }) },
        ],
      },
      { guard: 'isOfferedLanguage', target: '.loading', actions: 'requestLanguage' },
      { actions: { type: 'logRejectedLanguage', params: ({ event }) => ({ language: event.language }) } },
    ],
  },
  initial: 'detecting',
  states: {
    detecting: {
      always: [{ guard: 'isShowingRequestedLanguage', target: 'ready' }, { target: 'loading' }],
    },
    loading: {
      invoke: {
        id: 'loadCatalogue',
        src: 'loadCatalogue',
        input: ({ context }) => ({ language: context.requested }),
        onDone: [
          {
            guard: 'wasChosenByVisitor',
            target: 'ready',
            actions: [
              assign(({ context, event }) => shown(context, context.requested, event.output)),
              { type: 'persistLanguage', params: ({ context }) => ({ language: context.language }) },
              { type: 'prepareNextVisit', params: ({ context }) => ({ language: context.language }) },
            ],
          },
          { target: 'ready', actions: assign(({ context, event }) => shown(context, context.requested, event.output)) },
        ],
        onError: {
          target: 'ready',
          actions: [
            { type: 'logCatalogueError', params: ({ context, event }) => ({ language: context.requested, error: event.error }) },
            assign(({ context }) => ({ requested: context.language })),
          ],
        },
      },
    },
    ready: {
      entry: { type: 'applyDocumentLanguage', params: ({ context }) => languageInfo(context.language) },
      invoke: { id: 'describeDocument', src: 'describeDocument', input: ({ context }) => documentLanguage(context) },
    },
  },
});
