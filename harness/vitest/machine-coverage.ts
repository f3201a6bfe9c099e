/**
 * The statechart coverage engine: proves every state and every transition of a machine is exercised,
 * through XState's public API only. xstate/graph's TestModel plans a path to every reachable state and
 * every edge out of it and runs each on a real actor, whose invoked promises the test resolves or
 * rejects and whose delays run on fake timers. Which transition a step took is read from what the actor
 * shows (TestModel does not say): the states it is in, the guards that held and the actions that ran
 * (spies given with `machine.provide`). Used by tests/machines/coverage.test.ts on the product's
 * machines; its own tests are beside it.
 */
import { expect, vi } from 'vitest';
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
} from 'xstate';
import { getStateNodes, type StatePath, serializeSnapshot, TestModel } from 'xstate/graph';

/** How the test settles one invoked promise. */
interface Settle {
  readonly resolve: (value: unknown) => void;
  readonly reject: (reason: unknown) => void;
}

/** Resolves once every promise callback already queued has run: the next task, which fake timers leave alone. */
const microtasksDone = () => new Promise<void>((resolve) => setImmediate(resolve));

/** What a run's actors can be told to do, and what its spies saw since the last step. */
export class World {
  readonly pending = new Map<string, Settle>();
  readonly spied = new Set<string>();
  guards: [string, boolean][] = [];
  actions: string[] = [];

  /** An invoked promise the test settles: `xstate.done.actor.<id>` resolves it, `…error…` rejects it. */
  promise() {
    // biome-ignore lint/suspicious/noExplicitAny: it stands in for promise actors of every output and input
    return fromPromise<any, any>(
      ({ self }) =>
        new Promise((resolve, reject) => {
          this.pending.set(self.id, { resolve, reject });
        }),
    );
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

export interface Model {
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
export function plan(machine: AnyStateMachine, model: Model): Path[] {
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
export async function replay(model: Model, path: Path) {
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

export async function cover(model: Model) {
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
