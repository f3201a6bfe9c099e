// Renders docs/machines.md from the machine objects themselves: one Mermaid `stateDiagram-v2` per
// machine (which GitHub draws) and a table of every transition, so a reader sees the behaviour
// without running anything. `npm run machines` writes the file; tests/tooling/statecharts.test.ts fails
// when it is out of date.
import type { AnyStateMachine } from 'xstate';
import { customerServiceMachine } from '../../machines/customerService.machine.ts';
import { languageMachine } from '../../machines/language.machine.ts';
import { menuMachine } from '../../machines/menu.machine.ts';
import { pageMachine } from '../../machines/page.machine.ts';
import { viewportMachine } from '../../machines/viewport.machine.ts';

interface DocumentedMachine {
  readonly machine: AnyStateMachine;
  readonly file: string;
  readonly summary: string;
}

export const documentedMachines: readonly DocumentedMachine[] = [
  {
    machine: pageMachine,
    file: 'machines/page.machine.ts',
    summary: 'The root: one actor system of the three machines below; forwards each settled language to the lookup.',
  },
  {
    machine: languageMachine,
    file: 'machines/language.machine.ts',
    summary: 'Detect the language, load its catalogue, then apply it to the document; store only a visitor’s choice.',
  },
  {
    machine: customerServiceMachine,
    file: 'machines/customerService.machine.ts',
    summary: 'Ask the shop for the customer-service URL; every language change asks again and drops the old answer.',
  },
  {
    machine: viewportMachine,
    file: 'machines/viewport.machine.ts',
    summary: 'Narrow (shop links go to /h5/) or wide, from a media query on the 768 px breakpoint.',
  },
  {
    machine: menuMachine,
    file: 'machines/menu.machine.ts',
    summary: 'The language menu: open or closed, and which item is active (one per menu, started by the view).',
  },
];

// The parts of XState's StateNode this file reads (its public shape, typed loosely on purpose: the
// generator must not break the build when XState adds a field).
interface Named {
  readonly type?: string;
  readonly name?: string;
}
type Action = string | Named | ((...args: never[]) => unknown);
interface Transition {
  readonly eventType: string;
  readonly guard?: string | Named | ((...args: never[]) => unknown);
  readonly target?: readonly Node[];
  readonly actions: readonly Action[];
  readonly reenter: boolean;
}
interface Node {
  readonly key: string;
  readonly id: string;
  readonly path: readonly string[];
  readonly type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  readonly states: Readonly<Record<string, Node>>;
  readonly initial?: { readonly target: readonly Node[] };
  readonly transitions: ReadonlyMap<string, readonly Transition[]>;
  readonly always?: readonly Transition[];
  readonly invoke: readonly { readonly id: string; readonly src: unknown }[];
  readonly entry: readonly Action[];
  readonly exit: readonly Action[];
}

interface Row {
  readonly from: string;
  readonly event: string;
  readonly guard: string;
  readonly to: string;
  readonly actions: string;
}

function nameOf(thing: string | Named | ((...args: never[]) => unknown)): string {
  if (typeof thing === 'string') return thing;
  const type = (thing as Named).type ?? (thing as Named).name;
  return type && type !== 'anonymous' ? type : 'inline';
}

// Built-in actions carry their own names; the scheduling of delayed events is XState's, not ours.
const hiddenActions = new Set(['xstate.raise', 'xstate.cancel']);
function actionNames(actions: readonly Action[]): string[] {
  return actions
    .map((action) => nameOf(action))
    .filter((name) => !hiddenActions.has(name))
    .map((name) => name.replace(/^xstate\./, ''));
}

function eventLabel(machine: AnyStateMachine, eventType: string): string {
  const done = eventType.match(/^xstate\.done\.actor\.(.+)$/);
  if (done) return `done: ${done[1]}`;
  const error = eventType.match(/^xstate\.error\.actor\.(.+)$/);
  if (error) return `error: ${error[1]}`;
  const snapshot = eventType.match(/^xstate\.snapshot\.(.+)$/);
  if (snapshot) return `snapshot of ${snapshot[1]}`;
  const after = eventType.match(/^xstate\.after\.([^.]+)\./);
  if (after) {
    const delay = after[1] ?? '';
    const value = (machine.implementations.delays as Record<string, unknown>)[delay];
    return typeof value === 'number'
      ? `after ${delay} (${value} ms)`
      : /^\d+$/.test(delay)
        ? `after ${delay} ms`
        : `after ${delay}`;
  }
  return eventType;
}

/** A Mermaid-safe id for a state: its path inside the machine. */
const stateId = (node: Node) => (node.path.length === 0 ? 'root' : node.path.join('_'));
/** What a table calls a state: its path, dotted. */
const stateName = (node: Node) => (node.path.length === 0 ? '(machine)' : node.path.join('.'));

function transitionsOf(node: Node): Transition[] {
  return [...(node.always ?? []).map((t) => ({ ...t, eventType: 'always' })), ...[...node.transitions.values()].flat()];
}

function rowOf(machine: AnyStateMachine, from: Node, t: Transition): Row {
  return {
    from: stateName(from),
    event: t.eventType === 'always' ? 'always' : eventLabel(machine, t.eventType),
    guard: t.guard ? nameOf(t.guard) : '',
    to: t.target?.length ? `${t.target.map(stateName).join(', ')}${t.reenter ? ' (re-entered)' : ''}` : '(stays)',
    actions: actionNames(t.actions).join(', '),
  };
}

function rowsOf(machine: AnyStateMachine, node: Node): Row[] {
  return [
    ...transitionsOf(node).map((t) => rowOf(machine, node, t)),
    ...Object.values(node.states).flatMap((child) => rowsOf(machine, child)),
  ];
}

/** One line of a transition label, without characters Mermaid reads as syntax. */
function label(row: Row): string {
  const parts = [row.event];
  if (row.guard) parts.push(`[${row.guard}]`);
  if (row.actions) parts.push(`/ ${row.actions}`);
  return parts
    .join(' ')
    .replace(/[;#{}:]/g, ' ')
    .replace(/\s+/g, ' ');
}

function diagramLines(machine: AnyStateMachine, node: Node, indent: string): string[] {
  const lines: string[] = [];
  const children = Object.values(node.states);
  for (const child of children) {
    if (Object.keys(child.states).length > 0) {
      lines.push(`${indent}state "${child.key}" as ${stateId(child)} {`);
      lines.push(...diagramLines(machine, child, `${indent}  `));
      lines.push(`${indent}}`);
    } else lines.push(`${indent}state "${child.key}" as ${stateId(child)}`);
  }
  const initial = node.initial?.target[0];
  if (initial) lines.push(`${indent}[*] --> ${stateId(initial)}`);
  // A transition of a parent applies in each of its children: drawn from every child.
  const inherited = node.path.length === 0 ? transitionsOf(node) : [];
  for (const child of children) {
    for (const t of [...transitionsOf(child), ...inherited]) {
      const text = label(rowOf(machine, child, t));
      for (const target of t.target?.length ? t.target : [child])
        lines.push(`${indent}${stateId(child)} --> ${stateId(target)} : ${text}`);
    }
    const notes = [
      ...child.invoke.map((invoke) => `invokes ${invoke.id}`),
      ...actionNames(child.entry).map((name) => `entry / ${name}`),
      ...actionNames(child.exit).map((name) => `exit / ${name}`),
    ];
    if (notes.length > 0) lines.push(`${indent}note right of ${stateId(child)} : ${notes.join(', ')}`);
  }
  return lines;
}

function diagram(machine: AnyStateMachine): string {
  const root = machine.root as unknown as Node;
  const lines = ['stateDiagram-v2', '  direction LR'];
  if (Object.keys(root.states).length === 0) {
    // A machine with no states of its own (the root of the actor system): one state, its transitions as loops.
    lines.push(`  state "${root.key} (running)" as root`, '  [*] --> root');
    for (const t of transitionsOf(root)) lines.push(`  root --> root : ${label(rowOf(machine, root, t))}`);
    if (root.invoke.length > 0) lines.push(`  note right of root : invokes ${root.invoke.map((invoke) => invoke.id).join(', ')}`);
  } else lines.push(...diagramLines(machine, root, '  '));
  return lines.join('\n');
}

const cell = (text: string) => (text === '' ? '' : `\`${text.replace(/\|/g, '\\|')}\``);

/** A Markdown table with its columns padded, as Biome formats Markdown (so the check leaves it alone). */
function table(header: readonly string[], body: readonly (readonly string[])[]): string[] {
  const widths = header.map((title, column) => Math.max(3, title.length, ...body.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]) => `| ${cells.map((text, column) => text.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)];
}

function section({ machine, file, summary }: DocumentedMachine): string {
  const root = machine.root as unknown as Node;
  const rows = rowsOf(machine, root);
  const invokedByMachine = root.invoke.map((invoke) => `\`${invoke.id}\``);
  return [
    `## ${root.key}`,
    '',
    `[\`${file}\`](../${file}): ${summary}`,
    '',
    ...(invokedByMachine.length > 0 ? [`Runs for the machine's whole life: ${invokedByMachine.join(', ')}.`, ''] : []),
    '```mermaid',
    diagram(machine),
    '```',
    '',
    ...table(
      ['from', 'event', 'guard', 'to', 'actions'],
      rows.map((row) => [row.from, row.event, row.guard, row.to, row.actions].map(cell)),
    ),
  ].join('\n');
}

/** The whole of docs/machines.md. */
export function renderMachinesDoc(machines: readonly DocumentedMachine[] = documentedMachines): string {
  return [
    '# The state machines',
    '',
    '<!-- Generated by `npm run machines` from the machine objects (scripts/docs/statecharts.ts). Do not edit: a test fails when this file is out of date. -->',
    '',
    'Every behaviour of the page is one of these XState machines. Each diagram is drawn from the machine',
    'object itself: states, the initial state, transitions with their event and guard names, invoked',
    'actors, delayed (`after`) and eventless (`always`) transitions. A transition of a machine that applies',
    'in every state is drawn from each state. The table under each diagram lists every transition with its',
    'actions. To watch them run, see [architecture.md](architecture.md#watching-the-machines-run-xstate-inspector).',
    '',
    ...machines.flatMap((entry) => [section(entry), '']),
  ].join('\n');
}
