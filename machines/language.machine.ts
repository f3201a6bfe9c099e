import { assign, type EventObject, fromCallback, fromPromise, setup } from 'xstate';
import { en, loadCatalogue } from '../locales/catalogues.ts';
import type { Catalogue } from '../locales/en.ts';
import { type LanguageCode, languageInfo, tagRules } from '../locales/languages.ts';
import { createTranslator } from '../locales/translate.ts';
import { detectLanguage, type LanguageEnvironment, type LanguageSource } from './lib/detectLanguage.ts';
import type { PageKind } from './lib/routes.ts';
import { createSafeStorage, languageStorageKey } from './lib/storage.ts';

export interface LanguageInput extends LanguageEnvironment {
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
}

export type LanguageEvent = { type: 'language.select'; language: string };

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

const storage = createSafeStorage();

export const languageMachine = setup({
  types: {
    input: {} as LanguageInput,
    context: {} as LanguageContext,
    events: {} as LanguageEvent,
  },
  actors: {
    loadCatalogue: fromPromise<Catalogue, { language: LanguageCode }>(({ input }) => loadCatalogue(input.language)),
    /** Warms the offered catalogues once the browser is idle, so a later choice shows at once. */
    prefetchCatalogues: fromCallback<EventObject, { offered: readonly LanguageCode[] }>(({ input }) => {
      const prefetch = () => {
        for (const code of input.offered) loadCatalogue(code).catch(() => {}); // a real choice retries and logs
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
    persistLanguage: (_, params: { language: LanguageCode }) => {
      storage.write(languageStorageKey, params.language);
    },
    applyDocumentLanguage: (_, params: DocumentLanguage) => {
      const root = document.documentElement;
      root.lang = params.tag;
      root.dir = params.dir;
      document.title = params.title;
      document.querySelector('meta[name="description"]')?.setAttribute('content', params.description);
    },
    logCatalogueError: (_, params: { language: LanguageCode; error: unknown }) => {
      console.error(`Could not load the "${params.language}" catalogue; keeping the current language.`, params.error);
    },
    logRejectedLanguage: (_, params: { language: string }) => {
      console.error(`Ignored a request for language "${params.language}": it is not offered.`);
    },
    // Only language.select transitions take it, and the guard before it has checked the code is offered.
    requestLanguage: assign(({ event }) => ({ requested: event.language as LanguageCode, source: 'choice' as const })),
  },
  guards: {
    isShowingRequestedLanguage: ({ context }) => context.requested === context.language,
    // Every offered code is one of ours (the build checks), so being offered is the whole test.
    isOfferedLanguage: ({ context, event }) => context.offered.some((code) => code === event.language),
    isLanguageOnScreen: ({ context, event }) => event.language === context.language,
    wasChosenByVisitor: ({ context }) => context.source === 'choice',
  },
}).createMachine({
  id: 'language',
  context: ({ input }) => {
    const detected = detectLanguage(input, input.offered, tagRules);
    return {
      offered: input.offered,
      brandName: input.brandName,
      page: input.page,
      language: input.painted?.language ?? 'en',
      catalogue: input.painted?.catalogue ?? en,
      requested: detected.language,
      source: detected.source,
    };
  },
  invoke: { id: 'prefetchCatalogues', src: 'prefetchCatalogues', input: ({ context }) => ({ offered: context.offered }) },
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
              assign(({ context, event }) => ({ language: context.requested, catalogue: event.output })),
              { type: 'persistLanguage', params: ({ context }) => ({ language: context.language }) },
            ],
          },
          {
            target: 'ready',
            actions: assign(({ context, event }) => ({ language: context.requested, catalogue: event.output })),
          },
        ],
        onError: {
          target: 'ready',
          actions: [
            { type: 'logCatalogueError', params: ({ context, event }) => ({ language: context.requested, error: event.error }) },
            assign(({ context }) => ({ requested: context.language })),
          ],
        },
      },
      on: {
        // A newer choice replaces the load in flight: re-entering stops (and so ignores) the old one.
        'language.select': [
          { guard: 'isOfferedLanguage', target: 'loading', reenter: true, actions: 'requestLanguage' },
          { actions: { type: 'logRejectedLanguage', params: ({ event }) => ({ language: event.language }) } },
        ],
      },
    },
    ready: {
      entry: { type: 'applyDocumentLanguage', params: ({ context }) => documentLanguage(context) },
      on: {
        'language.select': [
          {
            // Choosing the language already shown still records the choice.
            guard: 'isLanguageOnScreen',
            actions: { type: 'persistLanguage', params: ({ context }) => ({ language: context.language }) },
          },
          { guard: 'isOfferedLanguage', target: 'loading', actions: 'requestLanguage' },
          { actions: { type: 'logRejectedLanguage', params: ({ event }) => ({ language: event.language }) } },
        ],
      },
    },
  },
});
