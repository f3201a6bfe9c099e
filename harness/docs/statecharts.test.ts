import { readFileSync } from 'node:fs';
import mermaid from 'mermaid';
import { describe, expect, it } from 'vitest';
import { fromPromise, setup } from 'xstate';
import { documentedMachines, renderMachinesDoc } from './statecharts.ts';

const committed = readFileSync('docs/machines.md', 'utf8');
const diagrams = [...committed.matchAll(/```mermaid\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');

describe('docs/machines.md', () => {
  it('is what `npm run machines` writes from the machines as they are now', () => {
    // On failure: run `npm run machines` and commit docs/machines.md with the machine change.
    expect(committed).toBe(renderMachinesDoc());
  });

  it('has one diagram per machine, each naming every state of it', () => {
    expect(diagrams).toHaveLength(documentedMachines.length);
    documentedMachines.forEach(({ machine }, index) => {
      for (const state of Object.keys(machine.root.states)) expect(diagrams[index]).toContain(`state "${state}"`);
    });
  });

  it('shows guards, invoked actors, delayed and eventless transitions and entry actions by name', () => {
    const machine = setup({
      guards: { isReady: () => true },
      actors: { fetchThing: fromPromise(async () => 'thing') },
      actions: { announce: () => {} },
      delays: { patience: 500 },
    }).createMachine({
      id: 'sample',
      initial: 'checking',
      states: {
        checking: { always: [{ guard: 'isReady', target: 'waiting' }, { target: 'done' }] },
        waiting: {
          entry: 'announce',
          invoke: { id: 'fetchThing', src: 'fetchThing', onDone: 'done' },
          after: { patience: 'done' },
          on: { 'thing.cancel': { guard: 'isReady', target: 'done' } },
        },
        done: { type: 'final' },
      },
    });
    const doc = renderMachinesDoc([{ summary: 'A sample.', machine }]);
    expect(doc).toContain('checking --> waiting : always [isReady]');
    expect(doc).toContain('invokes fetchThing');
    expect(doc).toContain('after patience (500 ms)');
    expect(doc).toContain('thing.cancel [isReady]');
    expect(doc).toContain('entry / announce');
  });

  it('holds only diagrams that Mermaid (what GitHub draws them with) can parse', async () => {
    for (const diagram of diagrams) {
      await expect(mermaid.parse(diagram)).resolves.toMatchObject({ diagramType: 'stateDiagram' });
    }
  });
});
