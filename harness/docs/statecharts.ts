// docs/machines.md from the machine objects: one Mermaid `stateDiagram-v2` per machine, which GitHub draws.
// `npm run machines` writes it; harness/docs/statecharts.test.ts fails when it is out of date.
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { type DirectedGraphEdge, type DirectedGraphNode, toDirectedGraph } from 'xstate/graph';
import { customerServiceMachine } from '../../machines/customerService.machine.ts';
import { languageMachine } from '../../machines/language.machine.ts';
import { menuMachine } from '../../machines/menu.machine.ts';
import { pageMachine } from '../../machines/page.machine.ts';
import { reportsMachine } from '../../machines/reports.machine.ts';
import { viewportMachine } from '../../machines/viewport.machine.ts';

/** What each machine is for, by its id; its file is `machines/<id>.machine.ts`. */
const summaries: Readonly<Record<string, string>> = {
  page: 'The root: detects the language once; one actor system of every machine below, which it invokes; forwards each settled language to the lookup.',
  language: 'Load the language the page machine detected, then apply it to the document; store only a visitor’s choice.',
  customerService: 'Ask the shop for the customer-service URL; every language change asks again and drops the old answer.',
  viewport: 'Narrow (shop links go to /h5/) or wide, from a media query on the 768 px breakpoint.',
  menu: 'The language menu: open or closed, which item is active; it tells the language machine (by its system id) the item chosen.',
  reports:
    'Field reports, when the build has them on: what each step, link, vital, error and violation means; batches sent when the page is hidden or an action leaves it; silent under GPC or DNT.',
};

interface DocumentedMachine {
  readonly machine: AnyStateMachine;
  readonly summary: string;
}

const machines = [pageMachine, languageMachine, customerServiceMachine, viewportMachine, menuMachine, reportsMachine];
export const documentedMachines: readonly DocumentedMachine[] = machines.map((machine) => ({
  machine,
  summary: summaries[machine.id] ?? '',
}));

type Edge = Pick<DirectedGraphEdge, 'transition' | 'target'>;

const nameOf = (thing: unknown) => (typeof thing === 'string' ? thing : ((thing as { type?: string }).type ?? 'inline'));

// The scheduling of delayed events is XState's, not ours.
const actionNames = (actions: readonly unknown[]) =>
  actions
    .map(nameOf)
    .filter((name) => name !== 'xstate.raise' && name !== 'xstate.cancel')
    .map((name) => name.replace(/^xstate\./, ''));

/** `event [guard] / actions`, without the characters Mermaid reads as syntax. */
function label(machine: AnyStateMachine, { transition }: Edge): string {
  const delay = /^xstate\.after\.([^.]+)\./.exec(transition.eventType)?.[1] ?? '';
  const ms = (machine.implementations.delays as Record<string, unknown>)[delay];
  const event = transition.eventType
    .replace(/^$/, 'always')
    .replace(/^xstate\.(done|error)\.actor\./, '$1 ')
    .replace(/^xstate\.snapshot\./, 'snapshot of ')
    .replace(/^xstate\.after\..*/, `after ${delay}${typeof ms === 'number' ? ` (${ms} ms)` : /^\d+$/.test(delay) ? ' ms' : ''}`);
  const actions = actionNames(transition.actions).join(', ');
  return [
    event,
    transition.guard ? `[${nameOf(transition.guard)}]` : '',
    actions ? `/ ${actions}` : '',
    transition.reenter ? '(re-entered)' : '',
  ]
    .join(' ')
    .replace(/[;#{}:]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A state's transitions, one per target, eventless (`always`) ones first; a targetless one stays in the state. */
const edgesOf = ({ stateNode, edges }: DirectedGraphNode): Edge[] => [
  ...(stateNode.always ?? []).flatMap((transition) =>
    (transition.target ?? [stateNode]).map((target) => ({ transition, target })),
  ),
  ...edges,
];

const stateId = (node: AnyStateNode) => node.path.join('_') || 'root';

/** The states in `parent` (or, if it has none, itself, running), its initial one and every transition. */
function stateLines(machine: AnyStateMachine, parent: DirectedGraphNode, indent: string): string[] {
  const states = parent.children.length > 0 ? parent.children : [parent];
  // A transition of the machine applies in each of its states: drawn from every one.
  const inherited = parent.stateNode === machine.root && parent.children.length > 0 ? edgesOf(parent) : [];
  const lines = states.flatMap((state) => {
    const node = state.stateNode;
    const declared = `${indent}state "${node.path.length > 0 ? node.key : `${node.key} (running)`}" as ${stateId(node)}`;
    return state.children.length > 0 ? [`${declared} {`, ...stateLines(machine, state, `${indent}  `), `${indent}}`] : [declared];
  });
  lines.push(`${indent}[*] --> ${stateId(parent.stateNode.initial?.target[0] ?? parent.stateNode)}`);
  for (const state of states) {
    const node = state.stateNode;
    for (const edge of [...edgesOf(state), ...inherited]) {
      const target = edge.target === machine.root ? node : edge.target;
      lines.push(`${indent}${stateId(node)} --> ${stateId(target)} : ${label(machine, edge)}`);
    }
    const notes = [
      ...node.invoke.map((invoke) => `invokes ${invoke.id}`),
      ...actionNames(node.entry).map((name) => `entry / ${name}`),
      ...actionNames(node.exit).map((name) => `exit / ${name}`),
    ];
    if (notes.length > 0) lines.push(`${indent}note right of ${stateId(node)} : ${notes.join(', ')}`);
  }
  return lines;
}

function section({ machine, summary }: DocumentedMachine): string {
  const root = toDirectedGraph(machine);
  const file = `machines/${machine.id}.machine.ts`;
  const invoked = machine.root.invoke.map((invoke) => `\`${invoke.id}\``);
  return [
    `## ${machine.id}`,
    '',
    `[\`${file}\`](../${file}): ${summary}`,
    '',
    ...(invoked.length > 0 ? [`Runs for the machine's whole life: ${invoked.join(', ')}.`, ''] : []),
    '```mermaid',
    'stateDiagram-v2',
    '  direction LR',
    ...stateLines(machine, root, '  '),
    '```',
  ].join('\n');
}

/** The whole of docs/machines.md. */
export function renderMachinesDoc(machines: readonly DocumentedMachine[] = documentedMachines): string {
  return [
    '# The state machines',
    '',
    '<!-- Generated by `npm run machines` from the machine objects (harness/docs/statecharts.ts). Do not edit: a test fails when this file is out of date. -->',
    '',
    'The page’s state and the behaviour that changes it are these XState machines, each drawn from the machine object: its states,',
    'invoked actors, entry and exit actions and transitions, `event [guard] / actions`, delayed (`after`) and',
    'eventless (`always`) ones included; one that applies in every state is drawn from each. To watch them',
    'run, see [architecture.md](architecture.md#watching-the-machines-run-xstate-inspector).',
    '',
    ...machines.flatMap((entry) => [section(entry), '']),
  ].join('\n');
}
