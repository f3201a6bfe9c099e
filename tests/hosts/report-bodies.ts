// Bodies for /_r, valid, mutated and hostile, for the tests that send the same ones to both hosts, to njs
// alone and to the validator (tests/app/fieldReport.test.ts): the shapes of machines/lib/fieldReport.ts,
// and what a sender could make of them.
import fc from 'fast-check';

const lang = fc.constantFrom('en', 'de', 'vi', 'cn', 'ar', 'ja');
const selector = fc.stringMatching(/^[a-z#.>\- ][a-z0-9#.>\- ]{0,99}$/);

/** Measures as the page sends them (machines/lib/reportEvents.ts): whole milliseconds, CLS to four decimals. */
const pageMeasures = { ms: fc.nat(600_000), cls: fc.nat(1_000_000).map((steps) => steps / 10000) };
/** Measures another sender may send: any double in range, every digit of it. */
const finerMeasures = {
  ms: fc.double({ min: 0, max: 600_000, noNaN: true }),
  cls: fc.double({ min: 0, max: 100, noNaN: true }),
};

/** One event of each type, its measures drawn from `ms` and `cls`. */
const eventWith = ({ ms, cls }: { ms: fc.Arbitrary<number>; cls: fc.Arbitrary<number> }) =>
  fc.oneof(
    fc.record({ type: fc.constant('view'), lang, how: fc.constantFrom('stored', 'browser', 'host', 'default') }),
    fc.record(
      {
        type: fc.constant('vital'),
        lang,
        name: fc.constant('LCP'),
        value: ms,
        rating: fc.constantFrom('good', 'needs-improvement', 'poor'),
        target: selector,
        ttfb: ms,
        loadDelay: ms,
        loadTime: ms,
        renderDelay: ms,
      },
      { requiredKeys: ['type', 'lang', 'name', 'value', 'rating'] },
    ),
    fc.record(
      {
        type: fc.constant('vital'),
        lang,
        name: fc.constant('INP'),
        value: ms,
        rating: fc.constantFrom('good', 'needs-improvement', 'poor'),
        target: selector,
        inputDelay: ms,
        processing: ms,
        presentation: ms,
      },
      { requiredKeys: ['type', 'lang', 'name', 'value', 'rating'] },
    ),
    fc.record({ type: fc.constant('vital'), lang, name: fc.constantFrom('FCP', 'TTFB'), value: ms, rating: fc.constant('good') }),
    fc.record({
      type: fc.constant('vital'),
      lang,
      name: fc.constant('CLS'),
      value: cls,
      rating: fc.constant('good'),
    }),
    fc.record({ type: fc.constant('action'), lang, action: fc.constantFrom('shop', 'seller') }),
    fc.record({
      type: fc.constant('action'),
      lang,
      action: fc.constant('cooperation'),
      via: fc.constantFrom('fetched', 'fallback'),
    }),
    fc
      .tuple(lang, lang)
      .filter(([to, from]) => to !== from)
      .map(([to, from]) => ({ type: 'switch', lang: to, from })),
    fc.record({ type: fc.constant('lookup'), lang, outcome: fc.constantFrom('ok', 'network', 'timeout', 'shape'), ms }),
    fc.record({
      type: fc.constant('lookup'),
      lang,
      outcome: fc.constant('http'),
      ms,
      status: fc.oneof(fc.integer({ min: 100, max: 199 }), fc.integer({ min: 300, max: 599 })),
    }),
    fc.record({ type: fc.constant('notfound'), lang, path: fc.stringMatching(/^\/[a-zA-Z0-9/._~-]{0,60}$/) }),
    fc.record({
      type: fc.constant('error'),
      lang,
      kind: fc.constantFrom('TypeError', 'RangeError', 'Error'),
      file: fc.constant('/assets/index-abc.js'),
      line: fc.nat(10_000_000),
      column: fc.nat(10_000_000),
    }),
    fc.record({
      type: fc.constant('csp'),
      lang,
      directive: fc.constant('script-src-elem'),
      blocked: fc.constant('https://evil.example'),
    }),
  );

/** A body the validator accepts, its events made of `event`. */
const reportOf = (event: fc.Arbitrary<Record<string, unknown>>) =>
  fc.record({
    v: fc.constant(1),
    page: fc.constantFrom('landing', 'not-found'),
    device: fc.constantFrom('phone', 'tablet', 'desktop'),
    build: fc.stringMatching(/^[\w.-]{1,40}$/),
    auto: fc.boolean(),
    events: fc.array(event, { minLength: 1, maxLength: 12 }),
  });
/** A body as the page sends it: the validator accepts it, and the hosts keep it as sent. */
export const validReport = reportOf(eventWith(pageMeasures));
/** A body the validator accepts from another sender, its measures finer than the page's: kept as `kept` says. */
export const finerReport = reportOf(eventWith(finerMeasures));

const measureNames = ['value', 'ttfb', 'loadDelay', 'loadTime', 'renderDelay', 'inputDelay', 'processing', 'presentation', 'ms'];
/** What the hosts keep of an accepted body: each measure rounded to the page's steps, whole milliseconds or CLS to four decimals. */
export function kept<Report extends { events: readonly object[] }>(report: Report): Report {
  const events = report.events.map((sent) => {
    const event = sent as Record<string, unknown>;
    const steps = event.type === 'vital' && event.name === 'CLS' ? 10000 : 1;
    const measures = measureNames.filter((name) => typeof event[name] === 'number');
    return {
      ...event,
      ...Object.fromEntries(measures.map((name) => [name, Math.round((event[name] as number) * steps) / steps])),
    };
  });
  return { ...report, events };
}

/** What a hostile sender puts in a field's place. */
const hostileValue = fc.constantFrom<unknown>(
  null,
  -1,
  1e308,
  'NaN',
  '',
  'x'.repeat(201),
  'a\nb',
  'a\u0000b',
  'a\u202eb',
  'a\ufffdb',
  '\ud800',
  [],
  {},
  { __proto__: null },
  true,
  600_001,
  0.5,
);

/** A valid body, then one thing done to it: a field dropped, added or replaced, in the body or an event. */
const mutated = fc
  .tuple(validReport, fc.nat(), fc.constantFrom('drop', 'add', 'replace'), fc.boolean(), hostileValue)
  .map(([report, pick, how, inEvent, value]) => {
    const target: Record<string, unknown> = inEvent
      ? ((report.events as unknown[])[pick % report.events.length] as Record<string, unknown>)
      : (report as Record<string, unknown>);
    const keys = Object.keys(target);
    const key = keys[pick % keys.length] ?? 'v';
    if (how === 'drop') delete target[key];
    else if (how === 'add') target[`extra${pick % 3}`] = value;
    else target[key] = value;
    return JSON.stringify(report);
  });

/** A body's text made bytes, sometimes broken on the way: cut short, a byte no UTF-8 has, a BOM before it. */
const asBytes = (text: fc.Arbitrary<string>) =>
  fc.tuple(text, fc.constantFrom('whole', 'whole', 'whole', 'cut', 'invalid', 'bom')).map(([body, how]) => {
    const bytes = Buffer.from(body);
    if (how === 'cut') return bytes.subarray(0, Math.floor(bytes.length / 2));
    if (how === 'invalid') return Buffer.concat([bytes.subarray(0, 10), Buffer.from([0xc3, 0x28]), bytes.subarray(10)]);
    if (how === 'bom') return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes]);
    return bytes;
  });

/** Bodies both hosts must answer alike: valid ones, and each kind of damage. */
export const reportBytes = fc.oneof(
  { arbitrary: asBytes(validReport.map((report) => JSON.stringify(report))), weight: 2 },
  { arbitrary: asBytes(finerReport.map((report) => JSON.stringify(report))), weight: 1 },
  { arbitrary: asBytes(mutated), weight: 3 },
);

/** The content types a sender may give. */
export const contentType = fc.constantFrom(
  'text/plain;charset=UTF-8',
  'text/plain',
  'TEXT/PLAIN; charset="utf-8"',
  'application/json',
  'text/plain; charset=iso-8859-1',
  'text/plain;charset=UTF-8;x=1',
);

/** A request to /_r as a test sends it: its body's bytes, and what else a host reads of it. */
export interface Beacon {
  readonly body: Buffer;
  readonly method?: string;
  readonly type?: string;
  readonly agent?: string;
  /** Sent in chunks with no length declared: nginx learns the size only by reading past its buffer. */
  readonly chunked?: boolean;
}

export const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const view = (lang = 'de') => ({ type: 'view', lang, how: 'browser' });
/** A valid body's text, `fields` put over its own. */
export const reportText = (fields: Record<string, unknown> = {}, events: unknown[] = [view()]) =>
  JSON.stringify({ v: 1, page: 'landing', device: 'phone', build: 'b1', auto: false, events, ...fields });
const bytes = (text: string) => Buffer.from(text);
const withBytes = (text: string, at: string, inserted: number[]) => {
  const [before = '', after = ''] = text.split(at);
  return Buffer.concat([bytes(before), Buffer.from(inserted), bytes(after)]);
};
const vital = (fields: Record<string, unknown>) => ({
  type: 'vital',
  lang: 'de',
  name: 'LCP',
  value: 1200,
  rating: 'good',
  ...fields,
});
const forged = '"}\n{"time":"2020-01-01T00:00:00+00:00","report":"{\\"v\\":1}"}\n';

/** Each hostile beacon, and the status both hosts must answer (tests/nginx/reports.spec.ts sends them to both, tests/app/fieldReport.test.ts to the validator). */
export const hostileBeacons: [string, Beacon, number][] = [
  ['a valid body', { body: bytes(reportText()) }, 204],
  ['a valid body from Googlebot', { body: bytes(reportText()), agent: googlebot }, 204],
  ['exactly 4096 bytes', { body: bytes(reportText().padEnd(4096, ' ')) }, 204],
  ['4097 bytes', { body: bytes(reportText().padEnd(4097, ' ')) }, 413],
  ['1 MB', { body: bytes(reportText().padEnd(1024 * 1024, ' ')) }, 413],
  [
    '100 KB',
    {
      body: bytes(
        reportText(
          {},
          Array.from({ length: 2500 }, () => view()),
        ),
      ),
    },
    413,
  ],
  [
    '10,000 events',
    {
      body: bytes(
        reportText(
          {},
          Array.from({ length: 10_000 }, () => view()),
        ),
      ),
    },
    413,
  ],
  [
    '41 events in 2 KB',
    {
      body: bytes(
        reportText(
          {},
          Array.from({ length: 41 }, () => view()),
        ),
      ),
    },
    400,
  ],
  ['nesting 10,000 deep', { body: bytes(`${'['.repeat(10_000)}${']'.repeat(10_000)}`) }, 413],
  ['nesting 2,000 deep, in 4 KB', { body: bytes(`${'['.repeat(2000)}${']'.repeat(2000)}`) }, 400],
  [
    'nesting 1,900 deep in a field',
    { body: bytes(reportText({ build: JSON.parse(`${'['.repeat(1900)}${']'.repeat(1900)}`) })) },
    400,
  ],
  ['invalid UTF-8 (0xff)', { body: withBytes(reportText(), 'b1', [0x62, 0xff]) }, 400],
  [
    'overlong UTF-8 (0xc0 0xaf)',
    { body: withBytes(reportText({}, [{ type: 'notfound', lang: 'de', path: '/x' }]), 'x', [0xc0, 0xaf]) },
    400,
  ],
  ['a surrogate in UTF-8 (0xed 0xa0 0x80)', { body: withBytes(reportText(), 'b1', [0x62, 0xed, 0xa0, 0x80]) }, 400],
  ['a line forged with a newline', { body: bytes(reportText({}, [{ type: 'notfound', lang: 'de', path: `/x${forged}` }])) }, 400],
  [
    'quotes and backslashes',
    { body: bytes(reportText({}, [{ type: 'notfound', lang: 'de', path: '/x"},{"report":"\\\\"}\\' }])) },
    204,
  ],
  ['quotes in a selector', { body: bytes(reportText({}, [vital({ target: 'a[href="\\\\"] > b' })])) }, 204],
  [
    'measures finer than the page sends',
    {
      body: bytes(
        reportText({}, [
          vital({ value: 403920.6930764883, ttfb: 0.5, loadDelay: 1234.5999999046326 }),
          vital({ name: 'CLS', value: 1.355852004480952 }),
          { type: 'lookup', lang: 'de', outcome: 'ok', ms: 3.595722505182158e-128 },
        ]),
      ),
    },
    204,
  ],
  ['NUL, escaped', { body: bytes(reportText({ build: 'b\u0000' })) }, 400],
  ['NUL, raw', { body: withBytes(reportText(), 'b1', [0x62, 0x00]) }, 400],
  ['bidi controls (RLO)', { body: bytes(reportText({}, [{ type: 'notfound', lang: 'de', path: '/\u202egnp.exe' }])) }, 400],
  ['an unknown field', { body: bytes(reportText({ visitor: 'abc' })) }, 400],
  ['an unknown field in an event', { body: bytes(reportText({}, [{ ...view(), ip: '1.2.3.4' }])) }, 400],
  ['__proto__', { body: bytes(reportText().replace('{', '{"__proto__":{"auto":true},')) }, 400],
  ['__proto__ in an event', { body: bytes(reportText().replace('{"type"', '{"__proto__":{},"type"')) }, 400],
  ['constructor as a type', { body: bytes(reportText({}, [{ ...view(), type: 'constructor' }])) }, 400],
  ['NaN', { body: bytes(reportText({}, [vital({})]).replace('1200', 'NaN')) }, 400],
  ['a negative value', { body: bytes(reportText({}, [vital({ value: -1 })])) }, 400],
  ['1e308', { body: bytes(reportText({}, [vital({})]).replace('1200', '1e308')) }, 400],
  ['1e999 (Infinity)', { body: bytes(reportText({}, [vital({})]).replace('1200', '1e999')) }, 400],
  ['an empty body', { body: Buffer.alloc(0) }, 400],
  ['not JSON', { body: bytes('v=1&page=landing') }, 400],
  ['application/json', { body: bytes(reportText()), type: 'application/json' }, 415],
  ['text/plain; charset=iso-8859-1', { body: bytes(reportText()), type: 'text/plain; charset=iso-8859-1' }, 415],
  ['GET', { body: Buffer.alloc(0), method: 'GET' }, 405],
  ['PUT', { body: bytes(reportText()), method: 'PUT' }, 405],
  ['a body that spills past the buffer (chunked, 6 KB)', { body: bytes(reportText().padEnd(6000, ' ')), chunked: true }, 413],
  ['a valid body, chunked', { body: bytes(reportText()), chunked: true }, 204],
];
