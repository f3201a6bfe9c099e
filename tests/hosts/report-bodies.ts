// Bodies for /_r, valid and mutated, for the tests that send the same ones to both hosts and to njs
// alone: the shapes of machines/lib/fieldReport.ts, and what a sender could make of them.
import fc from 'fast-check';

const lang = fc.constantFrom('en', 'de', 'vi', 'cn', 'ar', 'ja');
const ms = fc.double({ min: 0, max: 600_000, noNaN: true });
const selector = fc.stringMatching(/^[a-z#.>\- ][a-z0-9#.>\- ]{0,99}$/);

/** One event of each type, as the page sends them. */
const event = fc.oneof(
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
  fc.record({
    type: fc.constant('vital'),
    lang,
    name: fc.constant('CLS'),
    value: fc.double({ min: 0, max: 100, noNaN: true }),
    rating: fc.constant('good'),
  }),
  fc.record({ type: fc.constant('action'), lang, action: fc.constantFrom('shop', 'seller') }),
  fc.record({
    type: fc.constant('action'),
    lang,
    action: fc.constant('cooperation'),
    via: fc.constantFrom('fetched', 'fallback'),
  }),
  fc.record({ type: fc.constant('switch'), lang, from: lang }),
  fc.record({ type: fc.constant('lookup'), lang, outcome: fc.constantFrom('ok', 'network', 'timeout', 'shape'), ms }),
  fc.record({ type: fc.constant('lookup'), lang, outcome: fc.constant('http'), ms, status: fc.integer({ min: 100, max: 599 }) }),
  fc.record({ type: fc.constant('notfound'), lang, path: fc.stringMatching(/^\/[a-zA-Z0-9/._~-]{0,60}$/) }),
  fc.record({
    type: fc.constant('error'),
    lang,
    kind: fc.constantFrom('TypeError', 'RangeError', 'Error'),
    file: fc.constant('/assets/index-abc.js'),
    line: fc.nat(10_000_000),
  }),
  fc.record({
    type: fc.constant('csp'),
    lang,
    directive: fc.constant('script-src-elem'),
    blocked: fc.constant('https://evil.example'),
  }),
);

/** A body the validator accepts. */
export const validReport = fc.record({
  v: fc.constant(1),
  page: fc.constantFrom('landing', 'not-found'),
  device: fc.constantFrom('phone', 'tablet', 'desktop'),
  build: fc.stringMatching(/^[\w.-]{1,40}$/),
  auto: fc.boolean(),
  events: fc.array(event, { minLength: 1, maxLength: 12 }),
});

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
