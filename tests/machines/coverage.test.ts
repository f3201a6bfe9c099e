/**
 * Every state and every transition of each machine of the page is exercised: the statechart coverage
 * engine (harness/vitest/machine-coverage.ts, its own tests beside it) plans a path to each and runs it
 * on a real actor, its promises settled and its side effects spied on as each model below says.
 */
import { cover, type Model, World } from '@marketplace-landing/harness/machine-coverage';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, type AnyMachineSnapshot, createActor } from 'xstate';
import type { LanguageCode } from '../../locales/languages.ts';
import { customerServiceMachine } from '../../machines/customerService.machine.ts';
import { type LanguageInput, languageMachine } from '../../machines/language.machine.ts';
import { menuMachine } from '../../machines/menu.machine.ts';
import { pageMachine } from '../../machines/page.machine.ts';
import { viewportMachine } from '../../machines/viewport.machine.ts';
import { childOf, fakeCatalogue, pageInput, silentPrefetch, silentWatcher } from './helpers.ts';

afterEach(() => {
  vi.useRealTimers();
});

const languageInput = {
  detected: { language: 'de', source: 'stored' },
  offered: ['en', 'de', 'vi'],
  brandName: 'B',
  page: 'landing',
} satisfies LanguageInput;

const languageModel = (detected: LanguageInput['detected']): Model => ({
  machine: (world) =>
    languageMachine.provide({
      actors: { loadCatalogue: world.promise(), prefetchCatalogues: silentPrefetch },
      actions: world.spies('persistLanguage', 'applyDocumentLanguage', 'logCatalogueError', 'logRejectedLanguage'),
    }),
  input: { ...languageInput, detected },
  events: [
    { type: 'language.select', language: 'en' },
    { type: 'language.select', language: 'vi' },
    { type: 'language.select', language: 'fr' },
    { type: 'catalogue.loaded', language: 'vi', catalogue: fakeCatalogue('vi') },
    // The catalogue the load resolves with: the planner needs it to name the page, the run to resolve with.
    { type: 'xstate.done.actor.loadCatalogue', output: fakeCatalogue('x') },
  ],
});

const customerServiceModel: Model = {
  machine: (world) =>
    customerServiceMachine.provide({
      actors: { fetchCustomerServiceUrl: world.promise() },
      actions: world.spies('logLookupError', 'openChatInNewTab', 'goToSupportChat'),
    }),
  input: { shopUrl: 'https://shop.example.com', supportChatUrl: 'https://support.example.com', language: 'en' },
  events: [
    { type: 'language.changed', language: 'de' },
    { type: 'xstate.done.actor.fetchCustomerServiceUrl', output: 'https://chat.example.com' },
  ],
};

const viewportModel: Model = {
  machine: () => viewportMachine.provide({ actors: { watchViewport: silentWatcher } }),
  events: [
    { type: 'viewport.changed', isNarrow: true },
    { type: 'viewport.changed', isNarrow: false },
  ],
};

const menuEvents = [
  { type: 'menu.choose', index: 1 },
  { type: 'menu.open', activeIndex: 1 },
  { type: 'menu.toggle', activeIndex: 0 },
  { type: 'menu.close', restoreFocus: true },
  { type: 'menu.close', restoreFocus: false },
  { type: 'menu.next' },
  { type: 'menu.previous' },
  { type: 'menu.first' },
  { type: 'menu.last' },
];
const menuModel: Model = { machine: () => menuMachine, input: { items: ['en', 'de', 'vi'] }, events: menuEvents };

// A third language, so that a load can start from either language shown (English, always loaded, switches at once).
const threeOffered = pageInput({ offered: ['en', 'vi', 'de'] });
const pageLanguage = (world: World) =>
  languageMachine.provide({
    actors: { loadCatalogue: world.promise(), prefetchCatalogues: silentPrefetch },
    actions: { persistLanguage: () => {}, applyDocumentLanguage: () => {} },
  });
/** A real snapshot of the language machine: `language` on screen, or being loaded over English. */
function languageSnapshot(language: LanguageCode, shown: boolean): AnyMachineSnapshot {
  const painted = shown ? { language, catalogue: fakeCatalogue(language) } : undefined;
  const input: LanguageInput = { ...threeOffered, detected: { language, source: 'stored' }, painted };
  return createActor(pageLanguage(new World()), { input }).getSnapshot();
}

const pageModel: Model = {
  machine: (world) =>
    pageMachine.provide({
      actors: {
        language: pageLanguage(world),
        customerService: customerServiceMachine.provide({ actors: { fetchCustomerServiceUrl: world.promise() } }),
        viewport: viewportMachine.provide({ actors: { watchViewport: silentWatcher } }),
      },
    }),
  input: threeOffered,
  events: [
    { type: 'xstate.snapshot.language', snapshot: languageSnapshot('vi', true) },
    { type: 'xstate.snapshot.language', snapshot: languageSnapshot('en', true) },
    { type: 'xstate.snapshot.language', snapshot: languageSnapshot('vi', false) },
  ],
  // The real language child gets there: a visitor's choice, then (to settle) its catalogue arriving.
  perform: async (actor, event, world) => {
    const planned = event.snapshot as AnyMachineSnapshot;
    const child = childOf(actor, 'language') as AnyActorRef;
    const { language: shown, loaded } = child.getSnapshot().context;
    const other = threeOffered.offered.find((code) => code !== shown && !(code in loaded));
    child.send({ type: 'language.select', language: planned.matches('ready') ? planned.context.language : other });
    if (planned.matches('ready') && child.getSnapshot().matches('loading')) {
      world.settle('loadCatalogue').resolve(fakeCatalogue(planned.context.language));
    }
  },
};

describe('every state and transition is exercised', () => {
  it('language machine', async () => {
    const fromStored = await cover(languageModel({ language: 'de', source: 'stored' }));
    const fromEnglish = await cover(languageModel({ language: 'en', source: 'default' }));
    // Each start covers one branch of `detecting`; together they must cover everything.
    expect(fromStored.missedTransitions.filter((t) => fromEnglish.missedTransitions.includes(t))).toEqual([]);
    expect(fromStored.missedStates.filter((s) => fromEnglish.missedStates.includes(s))).toEqual([]);
    expect(fromStored.transitions).toHaveLength(11);
  });

  it.each([
    ['customer-service machine', customerServiceModel],
    ['viewport machine', viewportModel],
    ['menu machine', menuModel],
  ])('%s', async (_machine, model) => {
    const result = await cover(model);
    expect(result.missedStates).toEqual([]);
    expect(result.missedTransitions).toEqual([]);
  });

  it('page machine', async () => {
    const result = await cover(pageModel);
    expect(result.transitions).toEqual(['page --xstate.snapshot.language [languageSettledOnANewValue]--> (stays)']);
    expect(result.missedTransitions).toEqual([]);
  });
});
