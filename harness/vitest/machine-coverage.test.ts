// The statechart coverage engine (machine-coverage.ts) on toy machines: it reports what no path takes,
// and fails a run whose actor strays from the plan.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assign, fromPromise, setup } from 'xstate';
import { cover, type Model, plan, replay, World } from './machine-coverage.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** A switch told which way to go: each transition's guard holds for one value of `on`. */
const toggle = setup({
  types: { events: {} as { type: 'set'; on: boolean } },
  guards: { isOn: ({ event }) => event.on, isOff: ({ event }) => !event.on },
}).createMachine({
  id: 'switch',
  initial: 'off',
  states: { off: { on: { set: { guard: 'isOn', target: 'on' } } }, on: { on: { set: { guard: 'isOff', target: 'off' } } } },
});

/** A lookup whose answer the machine keeps. */
const lookup = setup({
  types: { context: {} as { url: string } },
  actors: { fetchUrl: fromPromise<string>(async () => '') },
}).createMachine({
  id: 'lookup',
  initial: 'loading',
  context: { url: '' },
  states: {
    loading: {
      invoke: {
        id: 'fetchUrl',
        src: 'fetchUrl',
        onDone: { target: 'done', actions: assign({ url: ({ event }) => event.output }) },
      },
    },
    done: {},
  },
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

  it('reports a transition no planned event enables, and nothing when the events enable all', async () => {
    // Every planned event says on: the one back to off never holds its guard.
    const onlyOn = await cover({ machine: () => toggle, events: [{ type: 'set', on: true }] });
    expect(onlyOn.missedStates).toEqual([]);
    expect(onlyOn.missedTransitions).toEqual(['switch.on --set [isOff]--> switch.off']);
    const both = await cover({
      machine: () => toggle,
      events: [
        { type: 'set', on: true },
        { type: 'set', on: false },
      ],
    });
    expect([both.missedStates, both.missedTransitions]).toEqual([[], []]);
  });

  it('fails a run whose actor does not go where the machine’s own logic says', async () => {
    // The planner is shown the machine; the run's actor answers the lookup with a different URL.
    const model: Model = {
      machine: (world) => lookup.provide({ actors: { fetchUrl: world.promise() } }),
      events: [{ type: 'xstate.done.actor.fetchUrl', output: 'https://chat.example.com' }],
    };
    expect((await cover(model)).missedTransitions).toEqual([]);
    const runs = plan(model.machine(new World()), model);
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
    await expect(replay(model, tampered)).rejects.toThrow(/not where the plan says/);
  });
});
