/**
 * Proves every state and every transition of every machine is reachable and exercised: xstate/graph
 * enumerates the shortest path to each reachable state, each path is extended by every event, and
 * each resulting path is replayed on a real actor whose inspector records the transitions taken.
 */
import { describe, expect, it } from 'vitest';
import {
  type AnyEventObject,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  createActor,
  type InspectionEvent,
} from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import { customerServiceMachine } from '../../machines/customerService.machine.ts';
import { languageMachine } from '../../machines/language.machine.ts';
import { menuMachine } from '../../machines/menu.machine.ts';
import { pageMachine } from '../../machines/page.machine.ts';
import { viewportMachine } from '../../machines/viewport.machine.ts';
import { fakeCatalogue, neverSettles, silentPrefetch, silentWatcher } from './helpers.ts';

const noop = () => {};

interface Model {
  readonly machine: AnyStateMachine;
  readonly input?: unknown;
  readonly events: readonly AnyEventObject[];
}

function definedTransitions(machine: AnyStateMachine): Set<AnyTransitionDefinition> {
  const all = new Set<AnyTransitionDefinition>();
  for (const node of [machine.root, ...getStateNodes(machine)]) {
    for (const list of node.transitions.values()) for (const transition of list) all.add(transition);
    for (const transition of node.always ?? []) all.add(transition);
  }
  return all;
}

function replay(model: Model, events: readonly AnyEventObject[]) {
  const taken = new Set<AnyTransitionDefinition>();
  const visited = new Set<string>();
  let root: unknown;
  const actor = createActor(model.machine, {
    input: model.input,
    inspect: (inspection: InspectionEvent) => {
      // The inspector reports child actors too; only the machine under test counts.
      if (inspection.type === '@xstate.microstep' && inspection.actorRef === root) {
        for (const transition of inspection._transitions) taken.add(transition);
      }
    },
  });
  root = actor;
  const record = () => {
    for (const node of actor.getSnapshot()._nodes) visited.add(node.id);
  };
  actor.subscribe({ next: record, error: noop });
  actor.start();
  record();
  // Eventless transitions out of the initial state run while the first snapshot is computed, before
  // the inspector reports microsteps: credit the one whose target the actor started in.
  const active = new Set(actor.getSnapshot()._nodes);
  for (const transition of model.machine.root.initial.target.flatMap(
    (node: { always?: AnyTransitionDefinition[] }) => node.always ?? [],
  )) {
    if (transition.target?.every((target) => active.has(target))) {
      taken.add(transition);
      visited.add(transition.source.id); // a transient state is entered, though never settled in
      break;
    }
  }
  for (const event of events) actor.send(event);
  actor.stop();
  return { taken, visited };
}

function cover(name: string, model: Model) {
  const paths = getShortestPaths(model.machine, {
    events: model.events as AnyEventObject[],
    input: model.input,
  });
  const runs = paths.flatMap((path) => {
    const steps = path.steps.map((step) => step.event).filter((event) => !event.type.startsWith('xstate.init'));
    return model.events.map((event) => [...steps, event]);
  });
  const taken = new Set<AnyTransitionDefinition>();
  const visited = new Set<string>();
  for (const run of runs) {
    const result = replay(model, run);
    for (const transition of result.taken) taken.add(transition);
    for (const id of result.visited) visited.add(id);
  }
  const states = getStateNodes(model.machine).map((node) => node.id);
  const transitions = definedTransitions(model.machine);
  const missedStates = states.filter((id) => !visited.has(id));
  const missedTransitions = [...transitions]
    .filter((transition) => !taken.has(transition))
    .map(
      (transition) =>
        `${transition.source.id} --${transition.eventType}${transition.guard ? ` [${JSON.stringify(transition.guard)}]` : ''}-->`,
    );
  console.info(
    `${name}: ${states.length} states, ${transitions.size} transitions, ${paths.length} shortest paths, ${runs.length} replayed paths`,
  );
  return { missedStates, missedTransitions, states, transitions, runs };
}

const languageModel: Model = {
  machine: languageMachine.provide({
    actors: { loadCatalogue: neverSettles(), prefetchCatalogues: silentPrefetch },
    actions: { persistLanguage: noop, applyDocumentLanguage: noop, logCatalogueError: noop, logRejectedLanguage: noop },
  }),
  input: { stored: 'de', browserLanguages: [], htmlLang: 'en', offered: ['en', 'de', 'vi'], brandName: 'B', page: 'landing' },
  events: [
    { type: 'language.select', language: 'en' },
    { type: 'language.select', language: 'vi' },
    { type: 'language.select', language: 'fr' },
    { type: 'xstate.done.actor.loadCatalogue', output: fakeCatalogue('x') },
    { type: 'xstate.error.actor.loadCatalogue', error: new Error('chunk failed') },
  ],
};

// A second start for the path that begins settled in English (no stored language).
const languageFromEnglishModel: Model = { ...languageModel, input: { ...(languageModel.input as object), stored: null } };

const customerServiceModel: Model = {
  machine: customerServiceMachine.provide({
    actors: { fetchCustomerServiceUrl: neverSettles() },
    actions: { logLookupError: noop, openChatInNewTab: noop, goToSupportChat: noop },
  }),
  input: { shopUrl: 'https://shop.example.com', supportChatUrl: 'https://support.example.com', language: 'en' },
  events: [
    { type: 'cooperation.open' },
    { type: 'language.changed', language: 'de' },
    { type: 'xstate.done.actor.fetchCustomerServiceUrl', output: 'https://chat.example.com' },
    { type: 'xstate.error.actor.fetchCustomerServiceUrl', error: new Error('HTTP error! Status: 500') },
    { type: 'xstate.after.lookupTimeout.customerService.loading' },
  ],
};

const viewportModel: Model = {
  machine: viewportMachine.provide({ actors: { watchViewport: silentWatcher } }),
  events: [
    { type: 'viewport.changed', isNarrow: true },
    { type: 'viewport.changed', isNarrow: false },
  ],
};

describe('every state and transition is exercised', () => {
  it('language machine', () => {
    const fromStored = cover('language (stored de)', languageModel);
    const fromEnglish = cover('language (no stored value)', languageFromEnglishModel);
    // The two starts together must cover everything; each alone covers one branch of `detecting`.
    const missed = fromStored.missedTransitions.filter((t) => fromEnglish.missedTransitions.includes(t));
    expect(missed).toEqual([]);
    expect(fromStored.missedStates.filter((s) => fromEnglish.missedStates.includes(s))).toEqual([]);
  });

  it('customer-service machine', () => {
    const result = cover('customerService', customerServiceModel);
    expect(result.missedStates).toEqual([]);
    expect(result.missedTransitions).toEqual([]);
    expect(result.transitions.size).toBeGreaterThanOrEqual(4);
  });

  it('viewport machine', () => {
    const result = cover('viewport', viewportModel);
    expect(result.missedStates).toEqual([]);
    expect(result.missedTransitions).toEqual([]);
  });

  it('menu machine', () => {
    const result = cover('menu', {
      machine: menuMachine,
      input: { itemCount: 3 },
      events: [
        { type: 'menu.open', activeIndex: 1 },
        { type: 'menu.toggle', activeIndex: 0 },
        { type: 'menu.close', restoreFocus: true },
        { type: 'menu.next' },
        { type: 'menu.previous' },
        { type: 'menu.first' },
        { type: 'menu.last' },
      ],
    });
    expect(result.missedStates).toEqual([]);
    expect(result.missedTransitions).toEqual([]);
  });

  it('page machine', () => {
    const page = pageMachine.provide({
      actors: {
        language: languageMachine.provide({
          actors: { loadCatalogue: neverSettles(), prefetchCatalogues: silentPrefetch },
          actions: { persistLanguage: noop, applyDocumentLanguage: noop },
        }),
        customerService: customerServiceMachine.provide({ actors: { fetchCustomerServiceUrl: neverSettles() } }),
        viewport: viewportMachine.provide({ actors: { watchViewport: silentWatcher } }),
      },
    });
    const settled = (language: string) => ({
      type: 'xstate.snapshot.language',
      snapshot: { matches: (state: string) => state === 'ready', context: { language } },
    });
    const loading = { type: 'xstate.snapshot.language', snapshot: { matches: () => false, context: { language: 'vi' } } };
    const result = cover('page', {
      machine: page,
      input: {
        stored: null,
        browserLanguages: [],
        htmlLang: 'en',
        offered: ['en', 'vi'],
        brandName: 'B',
        shopUrl: 'https://s.example',
        supportChatUrl: 'https://c.example',
      },
      events: [settled('vi'), settled('en'), loading],
    });
    expect(result.missedStates).toEqual([]);
    expect(result.missedTransitions).toEqual([]);
  });
});
