/**
 * Field reports from what the machines do, read through XState's inspection API (docs/operators.md):
 * the customer-service lookup's outcome and duration, the cooperation action and which link it used,
 * and each language switch. The machines know nothing of reports; this only watches them.
 */
import type { InspectionEvent } from 'xstate';
import type { LookupOutcome, ReportEvent } from './fieldReport.ts';

/** What a failed lookup's error says about its cause (errors from lib/customerServiceLookup.ts and the machine's timeout). */
export function lookupOutcome(error: unknown): { outcome: Exclude<LookupOutcome, 'ok'>; status?: number } {
  // By name, not class: a DOMException is an Error in browsers but not in every test realm.
  const { name, message } = typeof error === 'object' && error !== null ? (error as Partial<Error>) : {};
  if (name === 'TimeoutError') return { outcome: 'timeout' };
  if (name !== 'CustomerServiceError') return { outcome: 'network' };
  const status = /^HTTP error! Status: (\d{3})$/.exec(message ?? '')?.[1];
  return status ? { outcome: 'http', status: Number(status) } : { outcome: 'shape' };
}

interface Watched {
  /** The language on screen, which every event names. */
  language: string;
  lookupStartedAt: number | null;
  lookupError: unknown;
}

/**
 * A reader of the page's inspection events, in order, each with the time it happened (ms, as
 * performance.now()): `read` returns the report events each one makes; `language` is the language on
 * screen, starting with the one painted.
 */
export function machineReports(language: string) {
  const watched: Watched = { language, lookupStartedAt: null, lookupError: undefined };
  const event = (fields: Record<string, unknown>) => ({ lang: watched.language, ...fields }) as ReportEvent;

  function read(inspection: InspectionEvent, at: number): ReportEvent[] {
    const actor = (inspection.actorRef as { id?: string }).id;
    if (inspection.type === '@xstate.action') {
      const { type, params } = inspection.action;
      if (type === 'openChatInNewTab') return [event({ type: 'action', action: 'cooperation', via: 'fetched' })];
      if (type === 'goToSupportChat') return [event({ type: 'action', action: 'cooperation', via: 'fallback' })];
      if (type === 'logLookupError') watched.lookupError = (params as { error?: unknown } | undefined)?.error;
      return [];
    }
    if (inspection.type !== '@xstate.snapshot') return [];
    const snapshot = inspection.snapshot as { value?: unknown; context?: Record<string, unknown> };
    if (actor === 'language') {
      const { language, source } = snapshot.context as { language: string; source: string };
      const from = watched.language;
      watched.language = language;
      return language !== from && source === 'choice' ? [event({ type: 'switch', from })] : [];
    }
    if (actor !== 'customerService') return [];
    if (snapshot.value === 'loading') {
      // Entered, or entered again for a new language: the lookup before it is abandoned, not reported.
      if (watched.lookupStartedAt === null || inspection.event.type === 'language.changed') watched.lookupStartedAt = at;
      return [];
    }
    if (watched.lookupStartedAt === null) return [];
    const ms = Math.max(0, Math.round(at - watched.lookupStartedAt));
    watched.lookupStartedAt = null;
    const outcome = snapshot.value === 'success' ? { outcome: 'ok' } : lookupOutcome(watched.lookupError);
    watched.lookupError = undefined;
    return [event({ type: 'lookup', ...outcome, ms })];
  }

  return { read, language: () => watched.language };
}
