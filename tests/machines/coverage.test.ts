/**
 * Proves every state and every transition of each machine is exercised, through XState's public API
 * only: xstate/graph's TestModel plans a path to every reachable state and every edge out of it
 * and runs each on a real actor, whose invoked promises the test resolves or rejects and whose delays
 * run on fake timers. Which transition a step took is read from what the actor shows (TestModel
 * does not say): the states it is in, the guards that held and the actions that ran (spies given with
 * `machine.provide`).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  createActor,
  fromPromise,
  type StateValue,
  setup,
} from 'xstate';
import { getStateNodes, type StatePath, serializeSnapshot, TestModel } from 'xstate/graph';
import type { LanguageCode } from '../../locales/languages.ts';
import { customerServiceMachine } from '../../machines/customerService.machine.ts';
import { type LanguageInput, languageMachine } from '../../machines/language.machine.ts';
import { menuMachine } from '../../machines/menu.machine.ts';
import { type PageInput, pageMachine } from '../../machines/page.machine.ts';
import { viewportMachine } from '../../machines/viewport.machine.ts';
import { childOf, deferred, fakeCatalogue, microtasksDone, silentPrefetch, silentWatcher } from './helpers.ts';

/** What a run's actors can be told to do, and what its spies saw since the last step. */
class World {
  readonly pending = new Map<string, ReturnType<typeof deferred<unknown>>>();
  readonly spied = new Set<string>();
  guards: [string, boolean][] = [];
  actions: string[] = [];

  /** An invoked promise the test settles: `xstate.done.actor.<id>` resolves it, `…error…` rejects it. */
  promise() {
    // biome-ignore lint/suspicious/noExplicitAny: it stands in for promise actors of every output and input
    return fromPromise<any, any>(({ self }) => {
      const settle = deferred<unknown>();
      this.pending.set(self.id, settle);
      return settle.promise;
    });
  }

  /** Stand-ins for side effects, each recording that it ran. */
  spies<const Name extends string>(...names: Name[]): Record<Name, () => void> {
    for (const name of names) this.spied.add(name);
    const record = (name: Name) => () => {
      this.actions.push(name);
    };
    return Object.fromEntries(names.map((name) => [name, record(name)])) as Record<Name, () => void>;
  }

  settle(id: string) {
    const settle = this.pending.get(id);
    if (!settle) throw new Error(`No invoked promise "${id}" is pending`);
    this.pending.delete(id);
    return settle;
  }
}

interface Model {
  /** The machine under test, its invoked promises and side effects given by `world`. */
  readonly machine: (world: World) => AnyStateMachine;
  readonly input?: unknown;
  /** Events whose payload the planner needs; it names every other event a state accepts itself. */
  readonly events?: readonly AnyEventObject[];
  /** Makes a child actor send the snapshot a `xstate.snapshot.<child>` step plans. */
  readonly perform?: (actor: AnyActorRef, event: AnyEventObject, world: World) => Promise<void>;
}

/** A planned path: its steps, each an event and the snapshot the machine's own logic says follows. */
type Path = StatePath<AnyMachineSnapshot, AnyEventObject>;

/** What a real actor did with one event (or with starting): the guards that held, the spies that ran. */
interface Observed {
  readonly before: AnyMachineSnapshot | undefined;
  readonly event: AnyEventObject;
  readonly after: AnyMachineSnapshot;
  readonly guards: readonly [string, boolean][];
  readonly actions: readonly string[];
}

const stateValue = (path: readonly string[]): StateValue =>
  path.length === 1 ? (path[0] ?? '') : { [path[0] ?? '']: stateValue(path.slice(1)) };
const isActive = (snapshot: AnyMachineSnapshot, node: AnyStateNode) =>
  node.path.length === 0 || snapshot.matches(stateValue(node.path));
const nameOf = (implementation: unknown) =>
  typeof implementation === 'string' ? implementation : (implementation as { type?: string } | undefined)?.type;

/** Every transition the machine defines, in document order: events, delays, invoke results, eventless. */
function definedTransitions(machine: AnyStateMachine): AnyTransitionDefinition[] {
  return [machine.root, ...getStateNodes(machine)].flatMap((node) => [
    ...[...node.transitions.values()].flat(),
    ...(node.always ?? []),
  ]);
}

function label(transition: AnyTransitionDefinition, spied: ReadonlySet<string>) {
  const guard = transition.guard === undefined ? '' : ` [${nameOf(transition.guard) ?? 'inline guard'}]`;
  const targets = transition.target?.map((target) => target.id).join(', ') ?? '(stays)';
  const effects = transition.actions.map(nameOf).filter((name) => name !== undefined && spied.has(name));
  return `${transition.source.id} --${transition.eventType || '(always)'}${guard}--> ${targets}${effects.length > 0 ? ` / ${effects.join(', ')}` : ''}`;
}

/** The model of `machine`: the events its active states accept, with the payload the model gives, else by type. */
function testModel(machine: AnyStateMachine, model: Model) {
  const supplied = model.events ?? [];
  const nodes = [machine.root, ...getStateNodes(machine)];
  // TestModel, not createTestModel: that refuses machines that invoke actors or use `after`, as four of ours do.
  return new TestModel<AnyMachineSnapshot, AnyEventObject, unknown>(machine, {
    input: model.input,
    serializeState: (snapshot) => serializeSnapshot(snapshot) as string,
    events: (snapshot) =>
      [...new Set(nodes.filter((node) => isActive(snapshot, node)).flatMap((node) => node.ownEvents))].flatMap((type) => {
        const given = supplied.filter((event) => event.type === type);
        return given.length > 0 ? given : [{ type }];
      }),
  });
}

/** Paths that reach every reachable state and then take each edge out of it once. */
function plan(machine: AnyStateMachine, model: Model): Path[] {
  const planner = testModel(machine, model);
  const reach = new Map<string, Path>(
    planner.getShortestPaths({ allowDuplicatePaths: true }).map((path) => [serializeSnapshot(path.state) as string, path]),
  );
  return Object.entries(planner.getAdjacencyMap()).flatMap(([key, { transitions }]) => {
    const head = reach.get(key);
    if (!head) throw new Error(`The planner found no path to ${key}`);
    const edges = Object.values(transitions) as Path['steps'];
    return edges.length === 0 ? [head] : edges.map((step) => ({ ...head, state: step.state, steps: [...head.steps, step] }));
  });
}

/** Makes `event` happen to the real actor the way the world would, never by sending XState's own events. */
async function perform(model: Model, actor: AnyActorRef, event: AnyEventObject, world: World) {
  const [, kind = '', id = ''] = /^xstate\.(done\.actor|error\.actor|after|snapshot)\.(.+)$/.exec(event.type) ?? [];
  if (kind === 'done.actor') world.settle(id).resolve(event.output);
  else if (kind === 'error.actor') world.settle(id).reject(new Error(`${id} failed, as the plan says`));
  else if (kind === 'after') vi.advanceTimersToNextTimer();
  else if (kind === 'snapshot') {
    if (!model.perform) throw new Error(`The model cannot make "${id}" send a snapshot`);
    await model.perform(actor, event, world);
  } else actor.send(event);
  await microtasksDone();
}

/** Runs `path` on a real actor; each step must lead where the plan says. What the actor did, step by step. */
async function replay(model: Model, path: Path) {
  const world = new World();
  const provided = model.machine(world);
  const guards = Object.fromEntries(
    Object.entries(provided.implementations.guards).map(([name, guard]) => [
      name,
      (...args: unknown[]) => {
        const held = (guard as (...args: unknown[]) => boolean)(...args);
        world.guards.push([name, held]);
        return held;
      },
    ]),
  );
  const machine = provided.provide({ guards });
  const observed: Observed[] = [];
  let root: AnyActorRef | undefined;
  let before: AnyMachineSnapshot | undefined;
  const actor = createActor(machine, {
    input: model.input,
    inspect: (inspection) => {
      // The inspector reports child actors too; only the machine under test counts.
      if (inspection.type !== '@xstate.snapshot' || inspection.actorRef !== root) return;
      const after = inspection.snapshot as AnyMachineSnapshot;
      observed.push({ before, event: inspection.event, after, guards: world.guards, actions: world.actions });
      world.guards = [];
      world.actions = [];
      before = after;
    },
  });
  root = actor;
  actor.start(); // the path's first step, xstate.init
  const step = async ({ event }: { event: AnyEventObject }) => {
    if (event.type === 'xstate.init') return;
    const seen = observed.length;
    await perform(model, actor, event, world);
    expect(
      observed.slice(seen).map((step) => step.event.type),
      'the machine never saw the step',
    ).toContain(event.type);
  };
  try {
    await testModel(machine, model).testPath(path, {
      events: Object.fromEntries(path.steps.map(({ event }) => [event.type, step])),
      states: {
        '*': (planned) => {
          const { value, context } = actor.getSnapshot() as AnyMachineSnapshot;
          expect({ value, context }, 'the actor is not where the plan says').toEqual({
            value: planned.value,
            context: planned.context,
          });
        },
      },
    });
  } finally {
    actor.stop();
  }
  return { machine, observed, spied: world.spied };
}

/** The transitions `step` took, and the transient states it passed through; an unexplained move throws. */
function explain(machine: AnyStateMachine, step: Observed, spied: ReadonlySet<string>) {
  const held = (transition: AnyTransitionDefinition) =>
    transition.guard === undefined || step.guards.some(([name, result]) => result && name === nameOf(transition.guard));
  const ran = (transition: AnyTransitionDefinition) =>
    transition.actions
      .map(nameOf)
      .filter((name) => name !== undefined && spied.has(name))
      .every((name) => step.actions.includes(name as string));
  const onward = (node: AnyStateNode): AnyTransitionDefinition | undefined =>
    (node.always ?? []).find((transition) => held(transition) && ran(transition) && lands(transition));
  const lands = (transition: AnyTransitionDefinition): boolean =>
    (transition.target ?? []).every((target) => isActive(step.after, target) || onward(target) !== undefined);
  const taken: AnyTransitionDefinition[] = [];
  const passed: AnyStateNode[] = [];
  const enter = (targets: readonly AnyStateNode[]) => {
    for (const target of targets) {
      const next = isActive(step.after, target) ? undefined : onward(target);
      if (!next) continue;
      taken.push(next);
      passed.push(target);
      enter(next.target ?? []);
    }
  };
  if (step.before === undefined) {
    if (getStateNodes(machine).length > 0) enter(machine.root.initial.target);
  } else {
    const { before } = step;
    // Of the transitions the event enables, the deepest state's first one is taken.
    const chosen = definedTransitions(machine)
      .filter((transition) => transition.eventType === step.event.type && isActive(before, transition.source))
      .filter((transition) => held(transition) && ran(transition) && lands(transition))
      .sort((a, b) => b.source.path.length - a.source.path.length)[0];
    if (chosen) {
      taken.push(chosen);
      enter(chosen.target ?? []);
    } else if (JSON.stringify(before.value) !== JSON.stringify(step.after.value)) {
      throw new Error(
        `${step.event.type} moved ${JSON.stringify(before.value)} to ${JSON.stringify(step.after.value)}, which no transition explains`,
      );
    }
  }
  return { taken: taken.map((transition) => label(transition, spied)), passed: passed.map((node) => node.id) };
}

async function cover(model: Model) {
  const planner = model.machine(new World());
  const runs = plan(planner, model);
  const taken = new Set<string>();
  const visited = new Set<string>();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  for (const run of runs) {
    const { machine, observed, spied } = await replay(model, run);
    for (const step of observed) {
      const explained = explain(machine, step, spied);
      for (const transition of explained.taken) taken.add(transition);
      for (const id of explained.passed) visited.add(id);
      for (const node of getStateNodes(machine)) if (isActive(step.after, node)) visited.add(node.id);
    }
  }
  const spied = new World();
  model.machine(spied);
  const transitions = definedTransitions(planner).map((transition) => label(transition, spied.spied));
  const states = getStateNodes(planner).map((node) => node.id);
  return {
    runs: runs.length,
    transitions,
    missedStates: states.filter((id) => !visited.has(id)),
    missedTransitions: transitions.filter((transition) => !taken.has(transition)),
  };
}

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

const pageInput: PageInput = {
  page: 'landing',
  stored: null,
  browserLanguages: [],
  htmlLang: 'en',
  // A third, so that a load can start from either language shown (English, always loaded, switches at once).
  offered: ['en', 'vi', 'de'],
  brandName: 'B',
  shopUrl: 'https://s.example',
  supportChatUrl: 'https://c.example',
};
const pageLanguage = (world: World) =>
  languageMachine.provide({
    actors: { loadCatalogue: world.promise(), prefetchCatalogues: silentPrefetch },
    actions: { persistLanguage: () => {}, applyDocumentLanguage: () => {} },
  });
/** A real snapshot of the language machine: `language` on screen, or being loaded over English. */
function languageSnapshot(language: LanguageCode, shown: boolean): AnyMachineSnapshot {
  const painted = shown ? { language, catalogue: fakeCatalogue(language) } : undefined;
  const input: LanguageInput = { ...pageInput, detected: { language, source: 'stored' }, painted };
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
  input: pageInput,
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
    const other = pageInput.offered.find((code) => code !== shown && !(code in loaded));
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

  it('customer-service machine', async () => {
    const result = await cover(customerServiceModel);
    expect(result.missedStates).toEqual([]);
    expect(result.missedTransitions).toEqual([]);
  });

  it('viewport machine', async () => {
    const result = await cover(viewportModel);
    expect(result.missedStates).toEqual([]);
    expect(result.missedTransitions).toEqual([]);
  });

  it('menu machine', async () => {
    const result = await cover(menuModel);
    expect(result.missedStates).toEqual([]);
    expect(result.missedTransitions).toEqual([]);
  });

  it('page machine', async () => {
    const result = await cover(pageModel);
    expect(result.transitions).toEqual(['page --xstate.snapshot.language [languageSettledOnANewValue]--> (stays)']);
    expect(result.missedTransitions).toEqual([]);
  });
});

describe('the coverage check', () => {
  it('reports a state nothing reaches and a transition whose guard never holds', async () => {
    const machine = setup({ guards: { never: () => false } }).createMachine({
      id: 'toy',
      initial: 'idle',
      states: {
        idle: { on: { go: 'busy', jump: { guard: 'never', target: 'stranded' } } },
        busy: { on: { go: 'idle' } },
        stranded: {},
      },
    });
    const result = await cover({ machine: () => machine });
    expect(result.missedStates).toEqual(['toy.stranded']);
    expect(result.missedTransitions).toEqual(['toy.idle --jump [never]--> toy.stranded']);
  });

  it('reports a transition no planned event enables', async () => {
    // Every report says narrow: the one back to wide never holds its guard.
    const result = await cover({ ...viewportModel, events: [{ type: 'viewport.changed', isNarrow: true }] });
    expect(result.missedStates).toEqual([]);
    expect(result.missedTransitions).toEqual(['viewport.narrow --viewport.changed [isWideReport]--> viewport.wide']);
  });

  it('fails a run whose actor does not go where the machine’s own logic says', async () => {
    // The planner is shown the machine; the run's actor answers the lookup with a different URL.
    const lying: Model = {
      ...customerServiceModel,
      events: [{ type: 'xstate.done.actor.fetchCustomerServiceUrl', output: 'https://chat.example.com' }],
    };
    const runs = plan(lying.machine(new World()), lying);
    const done = runs.find((run) => run.steps.at(-1)?.event.type.startsWith('xstate.done.actor'));
    if (!done) throw new Error('No planned path ends with the lookup’s answer');
    const tampered = {
      ...done,
      steps: done.steps.map((step) =>
        step.event.type.startsWith('xstate.done.actor')
          ? { ...step, event: { ...step.event, output: 'https://elsewhere.example' } }
          : step,
      ),
    };
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await expect(replay(lying, tampered)).rejects.toThrow(/not where the plan says/);
  });
});
