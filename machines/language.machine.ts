import { assign, type EventObject, fromCallback, fromPromise, setup } from 'xstate';
import { en, loadCatalogue } from '../locales/catalogues.ts';
import type { Catalogue } from '../locales/en.ts';
import { defaultLanguage, type LanguageCode, languageInfo } from '../locales/languages.ts';
import { createTranslator } from '../locales/translate.ts';
import type { DetectedLanguage, LanguageSource } from './lib/detectLanguage.ts';
import type { PageKind } from './lib/routes.ts';

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
  /** The language the next visit's page was prepared in (`prepareNextVisit`), once per language. */
  readonly nextVisit: LanguageCode | null;
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

const languageSetup = setup({
  types: {
    input: {} as LanguageInput,
    context: {} as LanguageContext,
    events: {} as LanguageEvent,
  },
  actors: {
    // The app's own chunks, in every entry: the same in the browser, the prerender and the tests.
    loadCatalogue: fromPromise<Catalogue, { language: LanguageCode }>(({ input }) => loadCatalogue(input.language)),
    /**
     * Writes the document's title and description in the language on screen. Invoked while ready, so a
     * newer language, or the machine's stop, cancels one still waiting (the browser's waits for the
     * click's frame: src/browserPageMachine.ts).
     */
    describeDocument: fromCallback<EventObject, DocumentDescription>(() => {}),
    /** Brings in the offered catalogues (each sent back as `catalogue.loaded`), so a later choice shows at once. */
    prefetchCatalogues: fromCallback<EventObject, { offered: readonly LanguageCode[] }>(() => {}),
  },
  // The browser's effects, which its entry provides (src/browserPageMachine.ts); here they do nothing.
  actions: {
    /** Stores a visitor's choice, inside the click (docs/decisions.md, "The stored choice is written at once, the title after the frame"). */
    persistLanguage: (_, _params: { language: LanguageCode }) => {},
    /** The stored choice decides the next visit's first paint: the browser readies that page, once a language. */
    prepareNextVisit: (_, _params: { language: LanguageCode }) => {},
    /** The language of the page's text, set with that text: its fonts and line breaking follow it. */
    applyDocumentLanguage: (_, _params: Pick<DocumentLanguage, 'tag' | 'dir'>) => {},
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
});

/** A visitor's choice of the language now on screen: stored, and the next visit's page readied (once a language). */
const keepChoice = languageSetup.enqueueActions(({ context, enqueue }) => {
  enqueue({ type: 'persistLanguage', params: { language: context.language } });
  if (context.nextVisit === context.language) return;
  enqueue({ type: 'prepareNextVisit', params: { language: context.language } });
  enqueue.assign({ nextVisit: context.language });
});

export const languageMachine = languageSetup.createMachine({
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
    nextVisit: null,
  }),
  invoke: { id: 'prefetchCatalogues', src: 'prefetchCatalogues', input: ({ context }) => ({ offered: context.offered }) },
  on: {
    'catalogue.loaded': {
      actions: { type: 'rememberCatalogue', params: ({ event }) => ({ language: event.language, catalogue: event.catalogue }) },
    },
    // Loading or ready alike; a newer choice replaces a load in flight (re-entering stops, so ignores, it).
    'language.select': [
      // Choosing the language already shown still records the choice.
      { guard: 'isSettledOn', actions: keepChoice },
      { guard: 'isOfferedAndLoaded', target: '.keepingChoice', actions: 'showLoadedChoice' },
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
            target: 'keepingChoice',
            actions: assign(({ context, event }) => shown(context, context.requested, event.output)),
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
    // A visitor's choice is on screen: it is stored, and the next visit's page readied, then the page is ready.
    keepingChoice: {
      entry: keepChoice,
      always: 'ready',
    },
    ready: {
      entry: { type: 'applyDocumentLanguage', params: ({ context }) => languageInfo(context.language) },
      invoke: { id: 'describeDocument', src: 'describeDocument', input: ({ context }) => documentLanguage(context) },
    },
  },
});
