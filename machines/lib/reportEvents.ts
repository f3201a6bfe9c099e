/**
 * What each thing the page sees means as a field report (docs/operators.md): a step of the page's
 * machines, a link taken, a vital measured, an error, a policy's violation. Pure functions the reports
 * machine calls (machines/reports.machine.ts); the browser only hands it what happened.
 */
import type { DetectedLanguage } from './detectLanguage.ts';
import { errorKindPattern, type LookupOutcome, maskedPath, ourFilePattern, type ViewSource } from './fieldReport.ts';

/** A report event before it names the language on screen, which the reports machine adds. */
export type Fields = Record<string, unknown> & { readonly type: string };

/** How the language shown first was chosen: the host picked what the page was painted in, unless the visitor's own source named it. */
export function viewSource(detected: DetectedLanguage, painted: string): ViewSource {
  return detected.language !== painted || detected.source === 'html' ? 'host' : detected.source;
}

/** What the page's path says on a not-found page: the path, anything that may name someone masked. */
export const notFoundFields = (path: string): Fields => ({ type: 'notfound', path: maskedPath(path) });

// --- The machines' steps -------------------------------------------------------------------------

/** One step of an actor of the page's system, as plain data (from XState's inspection API). */
export interface MachineStep {
  /** The actor's id in the page's system: `language`, `customerService`, … */
  readonly actor: string;
  readonly kind: 'action' | 'snapshot';
  /** An action's type and params. */
  readonly action?: { readonly type: string; readonly params?: unknown };
  /** A snapshot's state value and context, and the type of the event that led to it. */
  readonly value?: unknown;
  readonly context?: unknown;
  readonly event?: string;
  /** When it happened (ms, as performance.now()). */
  readonly at: number;
}

/** What the steps so far leave to remember: the language on screen, and the lookup under way. */
export interface Watched {
  readonly language: string;
  readonly lookupStartedAt: number | null;
  readonly lookupError: unknown;
}

export const watchedFrom = (language: string): Watched => ({ language, lookupStartedAt: null, lookupError: undefined });

/** What a failed lookup's error says about its cause (errors from lib/customerServiceLookup.ts and the machine's timeout). */
export function lookupOutcome(error: unknown): { outcome: Exclude<LookupOutcome, 'ok'>; status?: number } {
  // By name, not class: a DOMException is an Error in browsers but not in every test realm.
  const { name, message } = typeof error === 'object' && error !== null ? (error as Partial<Error>) : {};
  if (name === 'TimeoutError') return { outcome: 'timeout' };
  if (name !== 'CustomerServiceError') return { outcome: 'network' };
  const status = /^HTTP error! Status: (\d{3})$/.exec(message ?? '')?.[1];
  return status ? { outcome: 'http', status: Number(status) } : { outcome: 'shape' };
}

/**
 * What `step` reports, and what is left to remember: the cooperation action and which link it used, each
 * switch of the language on screen, and each lookup's outcome and duration (one a newer language
 * abandoned is not reported).
 */
export function readStep(watched: Watched, step: MachineStep): { watched: Watched; fields: Fields[] } {
  if (step.kind === 'action') {
    const type = step.action?.type;
    if (type === 'openChatInNewTab') return { watched, fields: [{ type: 'action', action: 'cooperation', via: 'fetched' }] };
    if (type === 'goToSupportChat') return { watched, fields: [{ type: 'action', action: 'cooperation', via: 'fallback' }] };
    if (type === 'logLookupError') {
      return {
        watched: { ...watched, lookupError: (step.action?.params as { error?: unknown } | undefined)?.error },
        fields: [],
      };
    }
    return { watched, fields: [] };
  }
  if (step.actor === 'language') {
    const { language, source } = step.context as { language: string; source: string };
    const switched = language !== watched.language && source === 'choice';
    return { watched: { ...watched, language }, fields: switched ? [{ type: 'switch', from: watched.language }] : [] };
  }
  if (step.actor !== 'customerService') return { watched, fields: [] };
  if (step.value === 'loading') {
    // Entered, or entered again for a new language: the lookup before it is abandoned, not reported.
    const restarted = watched.lookupStartedAt === null || step.event === 'language.changed';
    return { watched: restarted ? { ...watched, lookupStartedAt: step.at } : watched, fields: [] };
  }
  if (watched.lookupStartedAt === null) return { watched, fields: [] };
  const ms = Math.max(0, Math.round(step.at - watched.lookupStartedAt));
  const outcome = step.value === 'success' ? { outcome: 'ok' } : lookupOutcome(watched.lookupError);
  return { watched: { ...watched, lookupStartedAt: null, lookupError: undefined }, fields: [{ type: 'lookup', ...outcome, ms }] };
}

// --- What the browser sees -------------------------------------------------------------------------

/** The addresses of the page's two link actions. */
export interface ReportLinks {
  /** Start shopping: the shop's phone and desktop entries. */
  readonly shop: readonly string[];
  readonly seller: string;
}

/** The action a link taken leads to, if it is one of the page's two link actions. */
export function linkFields(href: string, links: ReportLinks): Fields | undefined {
  if (href === links.seller) return { type: 'action', action: 'seller' };
  if (links.shop.includes(href)) return { type: 'action', action: 'shop' };
  return undefined;
}

/** A metric as web-vitals measures it, its attribution's plain values only. */
export interface MeasuredVital {
  readonly name: string;
  readonly value: number;
  readonly rating: string;
  readonly attribution: Readonly<Record<string, string | number | undefined>>;
}

const rounded = (value: unknown, places = 0) =>
  typeof value !== 'number' || !Number.isFinite(value) ? undefined : Number(Math.max(0, value).toFixed(places));
const selector = (value: unknown) => (typeof value === 'string' ? value.slice(0, 100) : undefined);

/** A vital as a report event, its attribution bounded: LCP's four parts, INP's three, the element each is about. */
export function vitalFields({ name, value, rating, attribution: a }: MeasuredVital): Fields {
  const base = { type: 'vital', name, value: rounded(value, name === 'CLS' ? 4 : 0), rating };
  switch (name) {
    case 'LCP':
      return {
        ...base,
        target: selector(a.target),
        ttfb: rounded(a.timeToFirstByte),
        loadDelay: rounded(a.resourceLoadDelay),
        loadTime: rounded(a.resourceLoadDuration),
        renderDelay: rounded(a.elementRenderDelay),
      };
    case 'INP':
      return {
        ...base,
        target: selector(a.interactionTarget),
        inputDelay: rounded(a.inputDelay),
        processing: rounded(a.processingDuration),
        presentation: rounded(a.presentationDelay),
      };
    case 'CLS':
      return { ...base, target: selector(a.largestShiftTarget) };
    default:
      return base;
  }
}

/** `url`'s path when it is one of the site's own files on `origin`, else undefined: nothing of other sites is reported. */
export function ourFile(url: string | undefined, origin: string): string | undefined {
  if (!url) return undefined;
  try {
    const { origin: from, pathname } = new URL(url, origin);
    return from === origin && ourFilePattern.test(pathname) ? pathname : undefined;
  } catch {
    return undefined;
  }
}

/** An uncaught error as the browser gives it: where it was thrown, or the stack of a rejection. */
export interface CaughtError {
  readonly name: string;
  readonly file?: string | undefined;
  readonly line?: number | undefined;
  readonly column?: number | undefined;
  readonly stack?: string | undefined;
}

const whole = (value: number | undefined) => Math.max(0, Math.trunc(value ?? 0) || 0);

/** An error in one of the site's own files as a report event (its class, never its message); else none. */
export function errorFields(error: CaughtError, origin: string): Fields | undefined {
  const kind = errorKindPattern.test(error.name) ? error.name : 'Error';
  const file = ourFile(error.file, origin);
  if (file) return { type: 'error', kind, file, line: whole(error.line), column: whole(error.column) };
  // A rejection: the first frame in one of our files, "…(https://site/assets/x.js:1:234)" or "…@https://site/assets/x.js:1:234".
  for (const [, url, line, column] of (error.stack ?? '').matchAll(/(https?:\/\/[^\s()]+):(\d+):(\d+)/g)) {
    const own = ourFile(url, origin);
    if (own) return { type: 'error', kind, file: own, line: whole(Number(line)), column: whole(Number(column)) };
  }
  return undefined;
}

/** A policy's violation as the browser reports it. */
export interface Violation {
  readonly directive: string;
  readonly blocked: string;
  readonly source?: string | undefined;
}

/** What a policy blocked, as the validator takes it: a web origin, another scheme alone (an extension's URL names its install), or the browser's keyword. */
function blockedThing(blocked: string): string {
  try {
    const { protocol, origin } = new URL(blocked);
    return protocol === 'http:' || protocol === 'https:' ? origin : protocol;
  } catch {
    return blocked || 'inline';
  }
}

export const violationFields = (violation: Violation, origin: string): Fields => ({
  type: 'csp',
  directive: violation.directive,
  blocked: blockedThing(violation.blocked),
  file: ourFile(violation.source, origin),
});
