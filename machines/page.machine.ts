import { type ActorRefFrom, assign, sendTo, setup } from 'xstate';
import { type LanguageCode, tagRules } from '../locales/languages.ts';
import { customerServiceMachine } from './customerService.machine.ts';
import { type LanguageInput, languageMachine } from './language.machine.ts';
import { detectLanguage, type LanguageEnvironment } from './lib/detectLanguage.ts';
import type { PageKind } from './lib/routes.ts';
import { viewportMachine } from './viewport.machine.ts';

export interface PageInput extends LanguageEnvironment, Pick<LanguageInput, 'painted'> {
  readonly page: PageKind;
  readonly offered: readonly LanguageCode[];
  readonly brandName: string;
  readonly shopUrl: string;
  readonly supportChatUrl: string;
}

/**
 * The root: starts the language, customer-service and viewport machines as one actor system and
 * forwards every language change to the customer-service lookup.
 */
export const pageMachine = setup({
  types: {
    input: {} as PageInput,
    context: {} as { input: PageInput; language: LanguageCode },
    children: {} as { language: 'language'; customerService: 'customerService'; viewport: 'viewport' },
  },
  actors: { language: languageMachine, customerService: customerServiceMachine, viewport: viewportMachine },
  guards: {
    // Only a settled language counts: while a catalogue loads, English (or the old language) is still on screen.
    languageSettledOnANewValue: ({ context, event }) =>
      event.snapshot.matches('ready') && event.snapshot.context.language !== context.language,
  },
}).createMachine({
  id: 'page',
  // The lookup starts with the language being loaded, so a returning visitor's first call is already right.
  context: ({ input }) => ({ input, language: detectLanguage(input, input.offered, tagRules).language }),
  invoke: [
    {
      id: 'language',
      systemId: 'language',
      src: 'language',
      input: ({ context }) => context.input,
      onSnapshot: {
        guard: 'languageSettledOnANewValue',
        actions: [
          assign(({ event }) => ({ language: event.snapshot.context.language })),
          sendTo('customerService', ({ context }) => ({ type: 'language.changed', language: context.language })),
        ],
      },
    },
    {
      id: 'customerService',
      systemId: 'customerService',
      src: 'customerService',
      input: ({ context }) => ({
        shopUrl: context.input.shopUrl,
        supportChatUrl: context.input.supportChatUrl,
        language: context.language,
      }),
    },
    { id: 'viewport', systemId: 'viewport', src: 'viewport' },
  ],
});

export type PageActor = ActorRefFrom<typeof pageMachine>;
