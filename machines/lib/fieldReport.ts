/**
 * Field reports (docs/product.md, "Field reports: the wire format"; docs/operators.md): what the page sends to `/_r` and the
 * one validator both hosts run on it, nginx through njs 0.7.9 and the Cloudflare Worker. So that njs can
 * run it once bundled, it is written without destructuring, spread, classes or for…of.
 */
import { languages } from '../../locales/languages.ts';

/** The path the page posts reports to: short and neutral, so filter lists leave it alone. */
export const reportPath = '/_r';
/** A release built with reports on carries this file; a host answers `reportPath` only then. */
export const reportsMarkerFile = '_reports';
/** The most a body may weigh, in bytes of UTF-8; the page keeps each below it. */
export const maxReportBytes = 4096;
/** The most events one body may carry. */
export const maxReportEvents = 40;

export type DeviceClass = 'phone' | 'tablet' | 'desktop';
export type ViewSource = 'stored' | 'browser' | 'host' | 'default';
export type VitalName = 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';
export type VitalRating = 'good' | 'needs-improvement' | 'poor';
export type ReportAction = 'shop' | 'seller' | 'cooperation';
export type LookupOutcome = 'ok' | 'http' | 'shape' | 'network' | 'timeout';

/** Every event names the language on screen when it happened. */
export type ReportEvent = { readonly lang: string } & (
  | { readonly type: 'view'; readonly how: ViewSource }
  | {
      readonly type: 'vital';
      readonly name: VitalName;
      readonly value: number;
      readonly rating: VitalRating;
      /** The element the metric is about, as a CSS selector of at most 100 characters. */
      readonly target?: string;
      // LCP's four parts (ms)
      readonly ttfb?: number;
      readonly loadDelay?: number;
      readonly loadTime?: number;
      readonly renderDelay?: number;
      // INP's three parts (ms)
      readonly inputDelay?: number;
      readonly processing?: number;
      readonly presentation?: number;
    }
  | { readonly type: 'action'; readonly action: 'shop' | 'seller' }
  | { readonly type: 'action'; readonly action: 'cooperation'; readonly via: 'fetched' | 'fallback' }
  | { readonly type: 'switch'; readonly from: string }
  | { readonly type: 'lookup'; readonly outcome: LookupOutcome; readonly ms: number; readonly status?: number }
  | { readonly type: 'notfound'; readonly path: string }
  | { readonly type: 'error'; readonly kind: string; readonly file: string; readonly line: number; readonly column: number }
  | { readonly type: 'csp'; readonly directive: string; readonly blocked: string; readonly file?: string }
);

/** One body: what holds for the whole page view, and its events. */
export interface ReportBody {
  readonly v: 1;
  readonly page: 'landing' | 'not-found';
  readonly device: DeviceClass;
  /** The build's id, so that a report can tell releases apart. */
  readonly build: string;
  /** `navigator.webdriver`: an automated browser, reported apart from people. */
  readonly auto: boolean;
  readonly events: readonly ReportEvent[];
}

/** What a host keeps of an accepted body: the body as validated, and whether the host took it for a bot. */
export interface AcceptedReport extends ReportBody {
  readonly bot: boolean;
}

export type Validation =
  | { readonly ok: true; readonly report: ReportBody }
  | { readonly ok: false; readonly status: 400 | 413; readonly reason: string };

// A field is a rule: which values it takes. `optional` fields may be absent, never null.
type Rule = (value: unknown) => boolean;
interface Field {
  readonly rule: Rule;
  readonly optional?: boolean;
}

const codes: string[] = [];
for (let i = 0; i < languages.length; i += 1) codes.push((languages[i] as { code: string }).code);

const oneOf =
  (values: readonly string[]): Rule =>
  (value) =>
    typeof value === 'string' && values.indexOf(value) !== -1;
const number =
  (min: number, max: number, whole?: boolean): Rule =>
  (value) =>
    typeof value === 'number' && value >= min && value <= max && (!whole || Math.floor(value) === value);
// Printable, visible text only: no C0/C1 controls, no bidi or zero-width controls, no soft hyphen, no
// byte-order mark, no noncharacter or replacement character; lone surrogates and tag characters are
// checked by code unit (njs compiles patterns as UTF-8, where a surrogate cannot be written).
const unprintable =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is this pattern's job
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff0-\uffff]/;
function hasHiddenUnits(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const unit = value.charCodeAt(i);
    if (unit >= 0xdc00 && unit <= 0xdfff) return true;
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      // U+E0000…U+E007F, the tag characters: invisible.
      if (unit === 0xdb40 && next <= 0xdc7f) return true;
      i += 1;
    }
  }
  return false;
}
const text =
  (max: number, pattern?: RegExp): Rule =>
  (value) =>
    typeof value === 'string' &&
    value.length > 0 &&
    value.length <= max &&
    !unprintable.test(value) &&
    !hasHiddenUnits(value) &&
    (!pattern || pattern.test(value));
const required = (rule: Rule): Field => ({ rule });
const optional = (rule: Rule): Field => ({ rule, optional: true });

const lang = required(oneOf(codes));
const ms = (max: number) => number(0, max, false);
const partOfLcp = optional(ms(600000));
const partOfInp = optional(ms(600000));
/** Where an error or a violation happened: one of our own files, by its path on the site. */
export const ourFilePattern = /^\/[\w./-]{0,99}$/;
/** An error's class, never its message. */
export const errorKindPattern = /^[A-Za-z][\w.]{0,39}$/;
/** What a policy blocked: a web origin, another scheme alone (an extension's URL names its install), or a keyword. */
export const blockedPattern =
  /^(?:https?:\/\/[\w.:[\]-]{1,90}|[a-z][a-z0-9+.-]{0,30}:|inline|eval|wasm-eval|trusted-types-sink|trusted-types-policy)$/;
const ourFile = text(100, ourFilePattern);

const eventFields: Readonly<Record<string, Readonly<Record<string, Field>>>> = {
  view: { lang, how: required(oneOf(['stored', 'browser', 'host', 'default'])) },
  vital: {
    lang,
    name: required(oneOf(['LCP', 'INP', 'CLS', 'FCP', 'TTFB'])),
    value: required(ms(600000)),
    rating: required(oneOf(['good', 'needs-improvement', 'poor'])),
    target: optional(text(100)),
    ttfb: partOfLcp,
    loadDelay: partOfLcp,
    loadTime: partOfLcp,
    renderDelay: partOfLcp,
    inputDelay: partOfInp,
    processing: partOfInp,
    presentation: partOfInp,
  },
  action: {
    lang,
    action: required(oneOf(['shop', 'seller', 'cooperation'])),
    via: optional(oneOf(['fetched', 'fallback'])),
  },
  switch: { lang, from: required(oneOf(codes)) },
  lookup: {
    lang,
    outcome: required(oneOf(['ok', 'http', 'shape', 'network', 'timeout'])),
    ms: required(ms(600000)),
    status: optional(number(100, 599, true)),
  },
  notfound: { lang, path: required(text(200, /^\/[^?#]*$/)) },
  error: {
    lang,
    kind: required(text(40, errorKindPattern)),
    file: required(ourFile),
    line: required(number(0, 10000000, true)),
    column: required(number(0, 10000000, true)),
  },
  csp: {
    lang,
    directive: required(text(40, /^[a-z][a-z-]*$/)),
    blocked: required(text(100, blockedPattern)),
    file: optional(ourFile),
  },
};

const bodyFields: Readonly<Record<string, Field>> = {
  v: required((value) => value === 1),
  page: required(oneOf(['landing', 'not-found'])),
  device: required(oneOf(['phone', 'tablet', 'desktop'])),
  build: required(text(40, /^[\w.-]+$/)),
  auto: required((value) => value === true || value === false),
  events: required((value) => Array.isArray(value) && value.length > 0 && value.length <= maxReportEvents),
};

// biome-ignore lint/suspicious/noPrototypeBuiltins: njs 0.7.9 has no Object.hasOwn
const has = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `value` with exactly `fields`, each passing its rule, rebuilt in the fields' order; else the first fault. */
function checkFields(value: unknown, fields: Readonly<Record<string, Field>>, where: string): Record<string, unknown> | string {
  if (!isPlainObject(value)) return `${where} is not an object`;
  const keys = Object.keys(value);
  for (let i = 0; i < keys.length; i += 1) {
    const key = keys[i] as string;
    if (!has(fields, key)) return `${where} has an unknown field`;
  }
  const clean: Record<string, unknown> = {};
  const names = Object.keys(fields);
  for (let i = 0; i < names.length; i += 1) {
    const name = names[i] as string;
    const field = fields[name] as Field;
    if (!has(value, name)) {
      if (field.optional) continue;
      return `${where} lacks ${name}`;
    }
    if (!field.rule(value[name])) return `${where}.${name} is out of range`;
    clean[name] = value[name];
  }
  return clean;
}

/**
 * What ties one field of an event to another: a cooperation says how; a status only for an HTTP failure,
 * and never a success; a switch leaves a language for another; parts and a target only for their metric.
 */
function consistent(event: Record<string, unknown>): boolean {
  if (event.type === 'action') return (event.action === 'cooperation') === (event.via !== undefined);
  if (event.type === 'switch') return event.from !== event.lang;
  if (event.type === 'lookup') {
    if (event.outcome !== 'http') return event.status === undefined;
    return typeof event.status === 'number' && (event.status < 200 || event.status > 299);
  }
  if (event.type === 'vital') {
    const lcp =
      event.ttfb !== undefined ||
      event.loadDelay !== undefined ||
      event.loadTime !== undefined ||
      event.renderDelay !== undefined;
    const inp = event.inputDelay !== undefined || event.processing !== undefined || event.presentation !== undefined;
    const targeted = event.name === 'LCP' || event.name === 'INP' || event.name === 'CLS';
    return (
      (!lcp || event.name === 'LCP') &&
      (!inp || event.name === 'INP') &&
      (targeted || event.target === undefined) &&
      (event.name !== 'CLS' || (event.value as number) <= 100)
    );
  }
  return true;
}

// The measures an event carries, and the steps the page sends them in (machines/lib/reportEvents.ts):
// whole milliseconds, CLS to four decimals. The validator rounds a finer number from another sender to
// the same steps (half up; the page's toFixed may round an exact half the other way), so both hosts write
// one value: njs 0.7.9 reads about one number in 5,000 that has every digit of a double a unit off in its
// last place, and none this short. A number already at the page's steps is kept as sent.
const measures = ['value', 'ttfb', 'loadDelay', 'loadTime', 'renderDelay', 'inputDelay', 'processing', 'presentation', 'ms'];
function roundMeasures(event: Record<string, unknown>): void {
  const steps = event.type === 'vital' && event.name === 'CLS' ? 10000 : 1;
  for (let i = 0; i < measures.length; i += 1) {
    const name = measures[i] as string;
    const value = event[name];
    if (typeof value === 'number') event[name] = Math.round(value * steps) / steps;
  }
}

/**
 * A not-found path as reported: at most 200 characters, and each segment that may name someone (an
 * e-mail address, a run of six digits or more, a long hexadecimal or alphanumeric token) as `:id`.
 */
export function maskedPath(path: string): string {
  const naming = /@|%40|\d{6}|[0-9a-f]{16}|(?=[a-z]*\d)[a-z0-9]{20}/i;
  const segments = path.split('/');
  for (let i = 0; i < segments.length; i += 1) if (naming.test(segments[i] as string)) segments[i] = ':id';
  return segments.join('/').slice(0, 200);
}

/** Bytes of `text` as UTF-8 (lone surrogates count as the replacement character's three). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i += 1;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

/**
 * The one validator: `body`, already decoded from strict UTF-8 by the host, accepted as a `ReportBody`
 * rebuilt from known fields only, its measures rounded to the page's steps, or refused with the
 * status the host answers and why (for the host's error log, never echoed to the sender).
 */
export function validateReport(body: string): Validation {
  if (utf8Length(body) > maxReportBytes) return { ok: false, status: 413, reason: 'body is larger than 4096 bytes' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch (_) {
    return { ok: false, status: 400, reason: 'body is not JSON' };
  }
  return checkReport(parsed);
}

/** The validator's checks of a body already parsed, without the cap on its bytes (which its own text may exceed once written again). */
export function checkReport(parsed: unknown): Validation {
  const report = checkFields(parsed, bodyFields, 'body');
  if (typeof report === 'string') return { ok: false, status: 400, reason: report };
  const events = report.events as unknown[];
  const clean: Record<string, unknown>[] = [];
  for (let i = 0; i < events.length; i += 1) {
    const event = events[i];
    const type = isPlainObject(event) ? event.type : undefined;
    const fields = typeof type === 'string' && has(eventFields, type) ? eventFields[type] : undefined;
    if (!fields || !isPlainObject(event)) return { ok: false, status: 400, reason: `event ${i} has no known type` };
    // No prototype: a plain object would take an event's own `__proto__` field as its prototype, and drop it unseen.
    const rest: Record<string, unknown> = Object.create(null);
    const keys = Object.keys(event);
    for (let k = 0; k < keys.length; k += 1) if (keys[k] !== 'type') rest[keys[k] as string] = event[keys[k] as string];
    const checked = checkFields(rest, fields, `event ${i}`);
    if (typeof checked === 'string') return { ok: false, status: 400, reason: checked };
    const typed: Record<string, unknown> = { type };
    const names = Object.keys(checked);
    for (let k = 0; k < names.length; k += 1) typed[names[k] as string] = checked[names[k] as string];
    if (!consistent(typed)) return { ok: false, status: 400, reason: `event ${i} is inconsistent` };
    roundMeasures(typed);
    clean.push(typed);
  }
  report.events = clean;
  return { ok: true, report: report as unknown as ReportBody };
}

/**
 * One event as a flat row, the layout every store shares: the nginx log read by DuckDB, Workers Analytics
 * Engine (blob1…blob9 and double1…double7, in this order, the language as its index) and ClickHouse.
 */
export const reportColumns = {
  blobs: [
    'type',
    'lang',
    'page',
    'device',
    'build',
    'agent',
    // what the event is about: how (view), name (vital), action, from (switch), outcome (lookup), path (notfound), kind (error), directive (csp)
    'what',
    // its detail: rating (vital), via (action), file (error, csp)
    'detail',
    // target (vital), blocked (csp)
    'target',
  ],
  doubles: ['value', 'status', 'line', 'part1', 'part2', 'part3', 'part4'],
} as const;

export type ReportRow = Record<(typeof reportColumns.blobs)[number], string> &
  Record<(typeof reportColumns.doubles)[number], number>;

/** `agent`: people, automated browsers (`navigator.webdriver`), or bots the host recognised. */
export function agentOf(report: Pick<AcceptedReport, 'auto' | 'bot'>): 'person' | 'automated' | 'bot' {
  return report.bot ? 'bot' : report.auto ? 'automated' : 'person';
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const num = (value: unknown) => (typeof value === 'number' ? value : 0);

/** The rows of an accepted report, one per event. */
export function reportRows(report: AcceptedReport): ReportRow[] {
  const rows: ReportRow[] = [];
  for (let i = 0; i < report.events.length; i += 1) {
    const e = report.events[i] as unknown as Record<string, unknown>;
    const lcp = e.name === 'LCP';
    rows.push({
      type: str(e.type),
      lang: str(e.lang),
      page: report.page,
      device: report.device,
      build: report.build,
      agent: agentOf(report),
      what: str(e.how || e.name || e.action || e.from || e.outcome || e.path || e.kind || e.directive),
      detail: str(e.rating || e.via || e.file),
      target: str(e.target || e.blocked),
      value: num(e.type === 'lookup' ? e.ms : e.value),
      status: num(e.status),
      line: num(e.line),
      // An error's column: its file is minified onto one line.
      part1: num(lcp ? e.ttfb : e.type === 'error' ? e.column : e.inputDelay),
      part2: num(lcp ? e.loadDelay : e.processing),
      part3: num(lcp ? e.loadTime : e.presentation),
      part4: num(lcp ? e.renderDelay : undefined),
    });
  }
  return rows;
}
