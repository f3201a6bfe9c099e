// Where a stretch of main-thread time went, from a Chromium performance trace: the self time of every
// trace event on the page's main thread between two moments, grouped as DevTools groups them
// (script, style recalculation, layout, paint and compositing, garbage collection, other).

/** One event of a Chrome trace (the JSON `traceEvents` format). */
export interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly cat?: string;
}

export const traceGroups = ['script', 'style', 'layout', 'paint', 'gc', 'other', 'idle'] as const;
export type TraceGroup = (typeof traceGroups)[number];
export type Breakdown = Record<TraceGroup, number>;

// As in DevTools' and Lighthouse's task groups, with style and layout apart.
const groupOfEvent: Readonly<Record<string, TraceGroup>> = {
  EventDispatch: 'script',
  EvaluateScript: 'script',
  'v8.evaluateModule': 'script',
  'v8.compile': 'script',
  'v8.compileModule': 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  FireIdleCallback: 'script',
  FireAnimationFrame: 'script',
  RunMicrotasks: 'script',
  'V8.Execute': 'script',
  HandlePostMessage: 'script',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  ParseAuthorStyleSheet: 'style',
  Layout: 'layout',
  'IntersectionObserverController::computeIntersections': 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  PaintImage: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  UpdateLayerTree: 'paint',
  CompositeLayers: 'paint',
  Commit: 'paint',
  ScrollLayer: 'paint',
  HitTest: 'paint',
  MinorGC: 'gc',
  MajorGC: 'gc',
  'BlinkGC.AtomicPhase': 'gc',
};

/** The group of an event, or of the nearest enclosing event that has one. */
const groupOf = (name: string, parent: TraceGroup | undefined): TraceGroup => groupOfEvent[name] ?? parent ?? 'other';

/**
 * Main-thread self time in ms by group between `from` and `to` (trace µs) on thread `pid`/`tid`;
 * `idle` is the time no task ran.
 */
export function breakDown(events: readonly TraceEvent[], thread: { pid: number; tid: number }, from: number, to: number) {
  const complete = events
    .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && e.dur !== undefined)
    .filter((e) => e.ts < to && e.ts + (e.dur ?? 0) > from)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const breakdown = Object.fromEntries(traceGroups.map((group) => [group, 0])) as Breakdown;
  const clipped = (e: TraceEvent) => Math.max(0, Math.min(to, e.ts + (e.dur ?? 0)) - Math.max(from, e.ts));
  // A stack of open events; each event's clipped time goes to its group, less its children's.
  const stack: { end: number; group: TraceGroup }[] = [];
  let busy = 0;
  for (const event of complete) {
    while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= event.ts) stack.pop();
    const parent = stack.at(-1);
    const group = groupOf(event.name, parent?.group);
    const time = clipped(event);
    breakdown[group] += time;
    if (parent) breakdown[parent.group] -= time;
    else busy += time;
    stack.push({ end: event.ts + (event.dur ?? 0), group });
  }
  breakdown.idle = to - from - busy;
  return Object.fromEntries(traceGroups.map((group) => [group, breakdown[group] / 1000])) as Breakdown;
}

/** The thread and trace time (µs) of the user-timing mark `name` (the last one). */
export function markOf(events: readonly TraceEvent[], name: string) {
  const mark = events.filter((e) => e.name === name && e.cat?.includes('blink.user_timing')).at(-1);
  if (!mark) throw new Error(`no "${name}" mark in the trace`);
  return { pid: mark.pid, tid: mark.tid, ts: mark.ts };
}

/** The number of each named event on the thread between `from` and `to`, most frequent first. */
export function countEvents(events: readonly TraceEvent[], thread: { pid: number; tid: number }, from: number, to: number) {
  const counts = new Map<string, { count: number; ms: number }>();
  for (const e of events) {
    if (e.pid !== thread.pid || e.tid !== thread.tid || e.ph !== 'X' || e.ts < from || e.ts > to) continue;
    const entry = counts.get(e.name) ?? { count: 0, ms: 0 };
    entry.count += 1;
    entry.ms += (e.dur ?? 0) / 1000;
    counts.set(e.name, entry);
  }
  return [...counts].sort((a, b) => b[1].ms - a[1].ms);
}
