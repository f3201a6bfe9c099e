import { type ActorRefFrom, assign, sendTo, setup } from 'xstate';
import { type LanguageCode, tagRules } from '../locales/languages.ts';
import { customerServiceMachine } from './customerService.machine.ts';
import { type LanguageInput, languageMachine } from './language.machine.ts';
import { type DetectedLanguage, detectLanguage, type LanguageEnvironment } from './lib/detectLanguage.ts';
import { menuMachine } from './menu.machine.ts';
import type { ReportsSettings, reportsMachine } from './reports.machine.ts';
import { viewportMachine } from './viewport.machine.ts';

export interface PageInput extends LanguageEnvironment, Omit<LanguageInput, 'detected'> {
  readonly shopUrl: string;
  readonly supportChatUrl: string;
  /** Field reports' settings, when the build has them on (the browser's entry reads them). */
  readonly reports?: ReportsSettings | undefined;
}

/**
 * Field reports off: a machine of one state that takes nothing. The browser's entry provides the reports
 * machine (machines/reports.machine.ts) when the build has them on; off, the build carries none of it, so
 * only its type is imported here.
 */
const reportsOff = setup({}).createMachine({
  id: 'reports',
  initial: 'off',
  states: { off: {} },
}) as unknown as typeof reportsMachine;

/**
 * The root: one actor system of every machine the page runs, which the inspector shows whole. It detects
 * the language once, starts the language, customer-service, viewport and menu machines and the field
 * reports, and forwards every language change to the customer-service lookup. The menu tells the
 * language actor a choice itself, by its system id.
 */
export const pageMachine = setup({
  types: {
    input: {} as PageInput,
    context: {} as { input: PageInput; detected: DetectedLanguage; language: LanguageCode },
    children: {} as {
      language: 'language';
      customerService: 'customerService';
      viewport: 'viewport';
      menu: 'menu';
      reports: 'reports';
    },
  },
  actors: {
    language: languageMachine,
    customerService: customerServiceMachine,
    viewport: viewportMachine,
    menu: menuMachine,
    reports: reportsOff,
  },
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
      systemId: 'language',
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
    { id: 'menu', src: 'menu', input: ({ context }) => ({ items: context.input.offered }) },
    {
      id: 'reports',
      src: 'reports',
      // Off, no settings: the machine that stands in takes none.
      input: ({ context }) => ({
        ...(context.input.reports as ReportsSettings),
        detected: context.detected,
        painted: context.input.painted?.language ?? context.detected.language,
      }),
    },
  ],
});

export type PageActor = ActorRefFrom<typeof pageMachine>;
