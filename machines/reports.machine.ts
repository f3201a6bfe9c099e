import { setup } from 'xstate';
import type { DetectedLanguage } from './lib/detectLanguage.ts';
import {
  maxReportBytes,
  maxReportEvents,
  type ReportBody,
  type ReportEvent,
  reportPath,
  utf8Length,
  type ViewSource,
  validateReport,
} from './lib/fieldReport.ts';
import {
  type CaughtError,
  errorFields,
  type Fields,
  linkFields,
  type MachineStep,
  type MeasuredVital,
  notFoundFields,
  type ReportLinks,
  readStep,
  type Violation,
  viewSource,
  violationFields,
  vitalFields,
  type Watched,
  watchedFrom,
} from './lib/reportEvents.ts';

export type ReportShared = Omit<ReportBody, 'events'>;

/** What the browser tells the reports machine at start (its entry reads it: src/pageMachineInput.ts). */
export interface ReportsSettings {
  readonly shared: ReportShared;
  /** Global Privacy Control or Do Not Track: nothing is ever sent. */
  readonly optedOut: boolean;
  /** The page's own origin and path. */
  readonly origin: string;
  readonly path: string;
  readonly links: ReportLinks;
}

export interface ReportsInput extends ReportsSettings {
  /** The visitor's language as the page machine detected it, and the language the page was painted in. */
  readonly detected: DetectedLanguage;
  readonly painted: string;
}

export type ReportsEvent =
  /** A step of another machine of the page's system. */
  | { type: 'machine.step'; step: MachineStep }
  | { type: 'link.clicked'; href: string }
  | { type: 'vital.measured'; vital: MeasuredVital }
  | { type: 'error.caught'; error: CaughtError }
  | { type: 'csp.violated'; violation: Violation }
  /** The page is hidden or left: what is kept goes now, or never. */
  | { type: 'page.hidden' };

interface ReportsContext extends Omit<ReportsInput, 'detected'> {
  /** How the language shown first was chosen. */
  readonly how: ViewSource;
  /** Events waiting for the next body. */
  readonly kept: readonly ReportEvent[];
  /** What the machines' steps so far leave to remember: the language on screen, the lookup under way. */
  readonly watched: Watched;
  /** The vitals reported: each once (web-vitals reports CLS and INP again on every hide). */
  readonly vitalsSent: readonly string[];
}

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
 * Field reports (docs/operators.md): from what the page sees, the events a report carries, each naming the
 * language on screen, each checked by the hosts' own validator (an event it would refuse would cost its
 * whole batch); kept, and sent in batches when the page is hidden or left, at once for an action that
 * leaves the page, and whenever a batch is full. Under Global Privacy Control or Do Not Track, nothing.
 */
const reportsSetup = setup({
  types: {
    input: {} as ReportsInput,
    context: {} as ReportsContext,
    events: {} as ReportsEvent,
  },
  actions: {
    /** Posts a body to `path` on the page's own origin (src/browserPageMachine.ts: `navigator.sendBeacon`); here nothing. */
    sendBeacon: (_, _params: { path: string; body: string }) => {},
    logDropped: (_, params: { reason: string; event: ReportEvent }) => {
      console.error(`Field report dropped: ${params.reason}`, params.event);
    },
  },
  guards: {
    visitorOptedOut: ({ context }) => context.optedOut,
  },
});

/** What a happening reports, and what the machine remembers of it. */
interface Reading {
  readonly fields: readonly Fields[];
  /** The page is hidden or left: what is kept goes now, or never. */
  readonly leaving?: boolean;
  readonly watched?: Watched;
  readonly vitalsSent?: readonly string[];
}

/**
 * Keeps each event `read` finds that the validator accepts, in the language on screen unless it names
 * its own (after the step: a switch names the language it led to); sends what is full, or everything
 * for an action, which leaves the page.
 */
const report = (read: (context: ReportsContext, event: ReportsEvent) => Reading) =>
  reportsSetup.enqueueActions(({ context, event, enqueue }) => {
    const reading = read(context, event);
    const { fields, watched = context.watched, vitalsSent = context.vitalsSent } = reading;
    const kept = [...context.kept];
    let leaving = reading.leaving === true;
    for (const each of fields) {
      const candidate = JSON.parse(JSON.stringify({ lang: watched.language, ...each })) as ReportEvent;
      const checked = validateReport(reportBody(context.shared, [candidate]));
      if (!checked.ok) {
        enqueue({ type: 'logDropped', params: { reason: checked.reason, event: candidate } });
        continue;
      }
      kept.push(candidate);
      leaving ||= candidate.type === 'action';
    }
    const batches = reportBatches(context.shared, kept);
    const left = leaving ? [] : (batches.pop() ?? []);
    for (const batch of batches)
      enqueue({ type: 'sendBeacon', params: { path: reportPath, body: reportBody(context.shared, batch) } });
    enqueue.assign({ kept: left, watched, vitalsSent });
  });

const nothing: Reading = { fields: [] };
const one = (fields: Fields | undefined): Reading => ({ fields: fields ? [fields] : [] });

export const reportsMachine = reportsSetup.createMachine({
  id: 'reports',
  context: ({ input }) => ({
    shared: input.shared,
    optedOut: input.optedOut,
    origin: input.origin,
    path: input.path,
    links: input.links,
    painted: input.painted,
    how: viewSource(input.detected, input.painted),
    kept: [],
    watched: watchedFrom(input.painted),
    vitalsSent: [],
  }),
  initial: 'deciding',
  states: {
    deciding: { always: [{ guard: 'visitorOptedOut', target: 'silent' }, { target: 'collecting' }] },
    collecting: {
      // The view: how its language was chosen, and on a not-found page the path that missed.
      entry: report((context) => ({
        fields: [
          { type: 'view', how: context.how },
          ...(context.shared.page === 'not-found' ? [notFoundFields(context.path)] : []),
        ],
      })),
      on: {
        'machine.step': {
          actions: report((context, event) => (event.type === 'machine.step' ? readStep(context.watched, event.step) : nothing)),
        },
        'link.clicked': {
          actions: report((context, event) =>
            event.type === 'link.clicked' ? one(linkFields(event.href, context.links)) : nothing,
          ),
        },
        'vital.measured': {
          // Each vital once, in the language the page view was shown in.
          actions: report((context, event) =>
            event.type === 'vital.measured' && !context.vitalsSent.includes(event.vital.name)
              ? {
                  fields: [{ ...vitalFields(event.vital), lang: context.painted }],
                  vitalsSent: [...context.vitalsSent, event.vital.name],
                }
              : nothing,
          ),
        },
        'error.caught': {
          actions: report((context, event) =>
            event.type === 'error.caught' ? one(errorFields(event.error, context.origin)) : nothing,
          ),
        },
        'csp.violated': {
          actions: report((context, event) =>
            event.type === 'csp.violated' ? one(violationFields(event.violation, context.origin)) : nothing,
          ),
        },
        'page.hidden': { actions: report(() => ({ fields: [], leaving: true })) },
      },
    },
    // Global Privacy Control or Do Not Track: nothing is kept, nothing is sent.
    silent: {},
  },
});
