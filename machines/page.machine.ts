import { type ActorRefFrom, assign, sendTo, setup } from 'xstate';
import { type LanguageCode, tagRules } from '../locales/languages.ts';
import { customerServiceMachine } from './customerService.machine.ts';
import { type LanguageInput, languageMachine } from './language.machine.ts';
import { type DetectedLanguage, detectLanguage, type LanguageEnvironment } from './lib/detectLanguage.ts';
import { viewportMachine } from './viewport.machine.ts';

export interface PageInput extends LanguageEnvironment, Omit<LanguageInput, 'detected'> {
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
    context: {} as { input: PageInput; detected: DetectedLanguage; language: LanguageCode },
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
  // Detected once, here: the language machine loads it, and the lookup starts with it, so that a
  // returning visitor's first call is already right.
  context: ({ input }) => {
    const detected = detectLanguage(input, input.offered, tagRules);
    return { input, detected, language: detected.language };
  },
  invoke: [
    {
      id: 'language',
      src: 'language',
      input: ({ context }) => ({ ...context.input, detected: context.detected }),
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
      src: 'customerService',
      input: ({ context }) => ({
        shopUrl: context.input.shopUrl,
        supportChatUrl: context.input.supportChatUrl,
        language: context.language,
      }),
    },
    { id: 'viewport', src: 'viewport' },
  ],
});

export type PageActor = ActorRefFrom<typeof pageMachine>;
