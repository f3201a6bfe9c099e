// The reports path's security boundary without a host (docs/product.md, "Field reports: the wire format"):
// the intake both hosts share (deploy/reports.ts) and its validator (machines/lib/fieldReport.ts) answer
// each hostile beacon of tests/hosts/report-bodies.ts with the status nginx and workerd must give it, and
// keep of an accepted body what was sent, a finer measure rounded to the page's steps.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { receiveReport } from '../../deploy/reports.ts';
import { type AcceptedReport, type ReportRow, reportRows, utf8Length, validateReport } from '../../machines/lib/fieldReport.ts';
import { type Beacon, finerReport, googlebot, hostileBeacons, kept, reportText, validReport } from '../hosts/report-bodies.ts';

const receive = (beacon: Beacon) =>
  receiveReport({
    method: beacon.method ?? 'POST',
    contentType: beacon.type ?? 'text/plain;charset=UTF-8',
    userAgent: beacon.agent ?? 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
    body: beacon.body,
  });

it.each(hostileBeacons.map(([name, beacon, status]) => ({ name, beacon, status })))('$name: $status', ({ beacon, status }) => {
  const intake = receive(beacon);
  expect(intake.status).toBe(status);
  if (intake.status === 204)
    expect(intake.accepted).toEqual({ ...kept(JSON.parse(beacon.body.toString())), bot: beacon.agent === googlebot });
});

it('accepts every body the page can send, as sent', () => {
  fc.assert(
    fc.property(validReport, (report) => {
      const body = JSON.stringify(report);
      expect(validateReport(body)).toEqual({ ok: true, report: JSON.parse(body) });
    }),
  );
});

const lcp = { type: 'vital', lang: 'de', name: 'LCP', value: 1200, rating: 'good' };
const inp = { ...lcp, name: 'INP' };
const lookup = { type: 'lookup', lang: 'de', outcome: 'http', ms: 300, status: 404 };
const error = { type: 'error', lang: 'de', kind: 'TypeError', file: '/assets/index-1.js', line: 1, column: 2 };
const csp = { type: 'csp', lang: 'de', directive: 'img-src', blocked: 'https://tracker.example' };
const notFound = (path: string) => ({ type: 'notfound', lang: 'de', path });
/** `event` with `field` set to each of `values`, each taken by the hosts or not as `ok` says. */
const varied = (event: object, field: string, values: unknown[], ok: boolean) =>
  values.map((value): [unknown, boolean] => [{ ...event, [field]: value }, ok]);

/** An event, and whether the hosts take it: each bound of the wire format, just inside and just past. */
const events: [unknown, boolean][] = [
  [{ type: 'view', lang: 'de', how: 'stored' }, true],
  [{ type: 'view', lang: 'xx', how: 'stored' }, false],
  [{ type: 'view', lang: 'de', how: 'guessed' }, false],
  [{ type: 'view', how: 'stored' }, false],
  [{ ...lcp, target: null }, false],
  [{ lang: 'de', how: 'stored' }, false],
  [{ type: 'constructor' }, false],
  [{ type: ['view'], lang: 'de', how: 'stored' }, false],
  [[], false],
  [null, false],
  [{ ...lcp, value: 600_000, ttfb: 0, loadDelay: 1, loadTime: 2, renderDelay: 600_000, target: 'main > img' }, true],
  ...varied(lcp, 'value', [600_000.5, -0.5, '1200'], false),
  [{ ...lcp, renderDelay: 600_001 }, false],
  [{ ...lcp, rating: 'bad' }, false],
  [{ ...lcp, name: 'FID' }, false],
  [{ ...lcp, inputDelay: 1 }, false],
  [{ ...inp, inputDelay: 1, processing: 2, presentation: 3, target: 'button' }, true],
  ...['ttfb', 'loadDelay', 'loadTime', 'renderDelay'].map((part): [unknown, boolean] => [{ ...inp, [part]: 1 }, false]),
  ...['processing', 'presentation'].map((part): [unknown, boolean] => [{ ...lcp, [part]: 1 }, false]),
  [{ ...lcp, name: 'CLS', value: 100, target: 'main' }, true],
  [{ ...lcp, name: 'CLS', value: 100.01 }, false],
  [{ ...lcp, name: 'FCP', value: 900 }, true],
  [{ ...lcp, name: 'FCP', value: 900, target: 'main' }, false],
  [{ ...lcp, name: 'TTFB', value: 900 }, true],
  [{ ...lcp, name: 'TTFB', value: 900, ttfb: 900 }, false],
  [{ ...lcp, target: 'x'.repeat(100) }, true],
  [{ ...lcp, target: 'x'.repeat(101) }, false],
  [{ ...lcp, target: '' }, false],
  // Printable text only: emoji (with a skin tone) and fullwidth forms, but no control, invisible or lone surrogate.
  [{ ...lcp, target: 'img[alt="\u{1F400}\u{1F44B}\u{1F3FF}"] > #\uff21' }, true],
  ...['\u0000', '\u001f', '\u007f', '\u009f', '\u00ad', '\u061c', '\u200b', '\u2028', '\u202e', '\u2066', '\ufeff', '\uffff'].map(
    (hidden): [unknown, boolean] => [{ ...lcp, target: `a${hidden}b` }, false],
  ),
  ...['\ud800', '\udbff', '\udc00', '\udfff', '\ud800a', '\ud800\ue000', '\u{E0001}', '\u{E007F}'].map(
    (hidden): [unknown, boolean] => [{ ...lcp, target: `a${hidden}` }, false],
  ),
  [{ type: 'action', lang: 'de', action: 'shop' }, true],
  [{ type: 'action', lang: 'de', action: 'seller', via: 'fetched' }, false],
  [{ type: 'action', lang: 'de', action: 'cooperation', via: 'fallback' }, true],
  [{ type: 'action', lang: 'de', action: 'cooperation' }, false],
  [{ type: 'action', lang: 'de', action: 'cooperation', via: 'mail' }, false],
  [{ type: 'switch', lang: 'de', from: 'vi' }, true],
  [{ type: 'switch', lang: 'de', from: 'de' }, false],
  [{ type: 'switch', lang: 'de', from: 'xx' }, false],
  ...varied(lookup, 'status', [100, 599, 199, 300], true),
  ...varied(lookup, 'status', [200, 299, 99, 600, 404.5, '404', undefined], false),
  [{ ...lookup, outcome: 'timeout', status: undefined, ms: 600_000 }, true],
  [{ ...lookup, outcome: 'timeout', status: 504 }, false],
  [{ ...lookup, outcome: 'ok', status: undefined, ms: 600_001 }, false],
  [{ ...lookup, outcome: 'lost', status: undefined }, false],
  [notFound(`/${'a'.repeat(199)}`), true],
  [notFound(`/${'a'.repeat(200)}`), false],
  ...['/a?b', '/a#b', 'a', 'a/b'].map((path): [unknown, boolean] => [notFound(path), false]),
  [error, true],
  [{ ...error, kind: 'DOMException.Abort_2' }, true],
  [{ ...error, kind: `E${'x'.repeat(39)}` }, true],
  ...varied(error, 'kind', [`E${'x'.repeat(40)}`, '2Error', 'Type Error'], false),
  [{ ...error, file: `/${'a'.repeat(99)}` }, true],
  [{ ...error, file: `/${'a'.repeat(100)}` }, false],
  ...varied(error, 'file', ['https://cdn.example/x.js', '/a b.js'], false),
  [{ ...error, line: 10_000_000, column: 0 }, true],
  [{ ...error, line: 10_000_001 }, false],
  [{ ...error, column: 1.5 }, false],
  [{ ...error, line: 1.5 }, false],
  [{ ...error, column: -1 }, false],
  [{ ...error, line: undefined }, false],
  [csp, true],
  [{ ...csp, blocked: 'http://[::1]:8080' }, true],
  [{ ...csp, blocked: 'chrome-extension:', file: '/assets/index-1.js' }, true],
  ...varied(csp, 'blocked', ['inline', 'eval', 'wasm-eval', 'trusted-types-sink', 'trusted-types-policy'], true),
  ...varied(csp, 'blocked', ['https://tracker.example/p.gif', `https://${'a'.repeat(91)}`, 'ftp'], false),
  ...varied(csp, 'blocked', ['inline-script', 'unsafe-eval'], false),
  [{ ...csp, directive: 'script-src-elem' }, true],
  ...varied(csp, 'directive', ['Script-src', 'img src'], false),
  [{ ...csp, file: 'https://www.example.com/x.js' }, false],
];

/** A body's own fields, and whether the hosts take a body with them. */
const bodies: [Record<string, unknown>, boolean][] = [
  [{ v: 2 }, false],
  [{ page: 'about' }, false],
  [{ device: 'watch' }, false],
  [{ build: 'x'.repeat(40), auto: true, page: 'not-found', device: 'desktop' }, true],
  [{ build: 'x'.repeat(41) }, false],
  [{ build: 'a b' }, false],
  [{ auto: 'false' }, false],
  [{ events: [] }, false],
  [{ events: Array.from({ length: 40 }, () => ({ type: 'view', lang: 'de', how: 'host' })) }, true],
  [{ events: 'view' }, false],
];

it('keeps a finer measure from another sender at the page’s steps: whole milliseconds, CLS to four decimals', () => {
  const cls = { type: 'vital', lang: 'de', name: 'CLS', value: 0.123456, rating: 'poor' };
  const halfMs = { ...lookup, ms: 0.5 };
  const slowInput = { ...inp, value: 48.7, inputDelay: 0.2, processing: 31.5, presentation: 16.49 };
  const finer = validateReport(reportText({}, [{ ...lcp, value: 1234.5999999046326, ttfb: 99.49 }, cls, halfMs, slowInput]));
  expect(finer.ok && finer.report.events).toEqual([
    { ...lcp, value: 1235, ttfb: 99 },
    { ...cls, value: 0.1235 },
    { ...halfMs, ms: 1 },
    { ...inp, value: 49, inputDelay: 0, processing: 32, presentation: 16 },
  ]);
  fc.assert(
    fc.property(finerReport, (report) => {
      expect(validateReport(JSON.stringify(report))).toEqual({ ok: true, report: kept(report) });
    }),
  );
});

it('takes each body and event within the wire format’s bounds, and none past one', () => {
  const wrong = [
    ...events.filter(([event, ok]) => validateReport(reportText({}, [event])).ok !== ok),
    ...bodies.filter(([fields, ok]) => validateReport(reportText(fields)).ok !== ok),
  ];
  expect(wrong).toEqual([]);
  expect(['null', '[]', '"v"', '1', '{}', ''].map((body) => validateReport(body))).toEqual(
    Array.from({ length: 6 }, () => ({ ok: false, status: 400, reason: expect.any(String) })),
  );
});

it('weighs a body in the bytes of UTF-8 the browser sends: 4,096 at most, or 413', () => {
  // Each ends the body: one or two units, every width of UTF-8 at its bounds (a lone surrogate is sent as U+FFFD).
  const tails = ['\u007f', '\u0080', '\u07ff', '\u0800', '\ud7ff', '\ue000', '\uffff', '\u{10000}', '\u{10FFFF}'];
  for (const tail of [...tails, '\ud800', '\udbff', '\udc00', '\udfff', '\ud800 ']) {
    const sized = (bytes: number) => ' '.repeat(bytes - new TextEncoder().encode(tail).length) + tail;
    expect([validateReport(sized(4096)), validateReport(sized(4097))], JSON.stringify(tail)).toMatchObject([
      { ok: false, status: 400 },
      { ok: false, status: 413 },
    ]);
  }
  fc.assert(
    // Any code units, surrogates (paired or not) as often as the rest.
    fc.property(fc.array(fc.oneof(fc.integer({ min: 0, max: 0xffff }), fc.integer({ min: 0xd7ff, max: 0xe000 }))), (units) => {
      const text = String.fromCharCode(...units);
      expect(utf8Length(text)).toBe(new TextEncoder().encode(text).length);
    }),
  );
});

it('flattens an accepted report into one row per event, the stores’ layout (docs/operators.md)', () => {
  const report = {
    v: 1,
    page: 'not-found',
    device: 'tablet',
    build: 'b7',
    events: [
      { type: 'view', lang: 'de', how: 'stored' },
      { ...lcp, target: 'img', ttfb: 1, loadDelay: 2, loadTime: 3, renderDelay: 4 },
      { ...inp, value: 80, rating: 'poor', target: 'button', inputDelay: 5, processing: 6, presentation: 7 },
      { type: 'action', lang: 'de', action: 'cooperation', via: 'fetched' },
      { type: 'switch', lang: 'vi', from: 'de' },
      lookup,
      notFound('/x'),
      { ...error, line: 8, column: 9 },
      { ...csp, file: '/f.js' },
    ],
  } as const;
  const names = 'type lang what detail target value status line part1 part2 part3 part4'.split(' ') as (keyof ReportRow)[];
  const columns = (row: ReportRow) => names.map((name) => row[name]);
  expect(reportRows({ ...report, auto: true, bot: false } as AcceptedReport).map(columns)).toEqual([
    ['view', 'de', 'stored', '', '', 0, 0, 0, 0, 0, 0, 0],
    ['vital', 'de', 'LCP', 'good', 'img', 1200, 0, 0, 1, 2, 3, 4],
    ['vital', 'de', 'INP', 'poor', 'button', 80, 0, 0, 5, 6, 7, 0],
    ['action', 'de', 'cooperation', 'fetched', '', 0, 0, 0, 0, 0, 0, 0],
    ['switch', 'vi', 'de', '', '', 0, 0, 0, 0, 0, 0, 0],
    ['lookup', 'de', 'http', '', '', 300, 404, 0, 0, 0, 0, 0],
    ['notfound', 'de', '/x', '', '', 0, 0, 0, 0, 0, 0, 0],
    ['error', 'de', 'TypeError', '/assets/index-1.js', '', 0, 0, 8, 9, 0, 0, 0],
    ['csp', 'de', 'img-src', '/f.js', 'https://tracker.example', 0, 0, 0, 0, 0, 0, 0],
  ]);
  const shared = (row: ReportRow) => [row.page, row.device, row.build, row.agent];
  const agents = [
    [false, false, 'person'],
    [true, false, 'automated'],
    [false, true, 'bot'],
    [true, true, 'bot'],
  ] as const;
  for (const [auto, bot, agent] of agents)
    expect(reportRows({ ...report, auto, bot } as AcceptedReport).map(shared)).toEqual(
      report.events.map(() => ['not-found', 'tablet', 'b7', agent]),
    );
});
