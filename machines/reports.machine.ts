import { assign, setup } from 'xstate';
import { maxReportBytes, maxReportEvents, type ReportBody, type ReportEvent, reportPath, utf8Length } from './lib/fieldReport.ts';

export type ReportShared = Omit<ReportBody, 'events'>;

export interface ReportsInput {
  readonly shared: ReportShared;
  /** Global Privacy Control or Do Not Track: nothing is ever sent. */
  readonly optedOut: boolean;
}

export type ReportsEvent =
  /** Kept for the next batch. */
  | { type: 'report.add'; events: readonly ReportEvent[] }
  /** Sent at once with what is kept: the visitor is leaving (an action that navigates). */
  | { type: 'report.send'; events: readonly ReportEvent[] }
  /** The page is hidden or left: what is kept goes now, or never. */
  | { type: 'page.hidden' };

/** `events` in batches whose bodies weigh at most maxReportBytes and hold at most maxReportEvents, in order; an event too large for any body is dropped. */
export function reportBatches(shared: ReportShared, events: readonly ReportEvent[]): ReportEvent[][] {
  const fits = (list: readonly ReportEvent[]) =>
    list.length <= maxReportEvents && utf8Length(reportBody(shared, list)) <= maxReportBytes;
  const batches: ReportEvent[][] = [];
  let batch: ReportEvent[] = [];
  for (const event of events) {
    if (fits([...batch, event])) {
      batch.push(event);
      continue;
    }
    if (batch.length > 0) batches.push(batch);
    batch = fits([event]) ? [event] : [];
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

export const reportBody = (shared: ReportShared, events: readonly ReportEvent[]) =>
  JSON.stringify({ ...shared, events } satisfies ReportBody);

/**
 * Field reports (docs/operators.md): events are kept and sent in batches when the page is hidden or
 * left, at once for an action that leaves the page, and whenever a batch is full; under Global Privacy
 * Control or Do Not Track, never.
 */
const reportsSetup = setup({
  types: {
    input: {} as ReportsInput,
    context: {} as { shared: ReportShared; optedOut: boolean; kept: readonly ReportEvent[] },
    events: {} as ReportsEvent,
  },
  actions: {
    sendBeacon: (_, params: { body: string }) => {
      // A string goes as text/plain, a simple request to the page's own origin (the policy's connect-src 'self').
      navigator.sendBeacon(reportPath, params.body);
    },
    keep: assign(({ context, event }) => ({ kept: 'events' in event ? [...context.kept, ...event.events] : context.kept })),
  },
  guards: {
    visitorOptedOut: ({ context }) => context.optedOut,
  },
});

/** Sends the full batches, or every batch when `all`; keeps the rest. */
const send = (all: boolean) =>
  reportsSetup.enqueueActions(({ context, enqueue }) => {
    const batches = reportBatches(context.shared, context.kept);
    const kept = all ? [] : (batches.pop() ?? []);
    for (const batch of batches) enqueue({ type: 'sendBeacon', params: { body: reportBody(context.shared, batch) } });
    enqueue.assign({ kept });
  });

export const reportsMachine = reportsSetup.createMachine({
  id: 'reports',
  context: ({ input }) => ({ shared: input.shared, optedOut: input.optedOut, kept: [] }),
  initial: 'deciding',
  states: {
    deciding: { always: [{ guard: 'visitorOptedOut', target: 'silent' }, { target: 'collecting' }] },
    collecting: {
      on: {
        'report.add': { actions: ['keep', send(false)] },
        'report.send': { actions: ['keep', send(true)] },
        'page.hidden': { actions: send(true) },
      },
    },
    // Global Privacy Control or Do Not Track: nothing is kept, nothing is sent.
    silent: {},
  },
});
