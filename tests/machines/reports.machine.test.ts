// Field reports (docs/operators.md): what the real page machine's steps report, read through XState's
// inspection API, and how the reports machine batches and sends them.
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Catalogue } from '../../locales/en.ts';
import type { LanguageCode } from '../../locales/languages.ts';
import { customerServiceLookup, customerServiceMachine, lookupTimeoutMs } from '../../machines/customerService.machine.ts';
import { languageMachine } from '../../machines/language.machine.ts';
import { CustomerServiceError } from '../../machines/lib/customerServiceLookup.ts';
import { maxReportBytes, type ReportBody, type ReportEvent, utf8Length, validateReport } from '../../machines/lib/fieldReport.ts';
import { pageMachine } from '../../machines/page.machine.ts';
import {
  type ReportsInput,
  type ReportsSettings,
  reportBatches,
  reportBody,
  reportsMachine,
} from '../../machines/reports.machine.ts';
import { inspectionRecorder } from '../../src/reports/recorder.ts';
import { childOf, fakeCatalogue, flush, microtasksDone, pageInput, started } from './helpers.ts';

const input = pageInput({ browserLanguages: ['de-DE'], htmlLang: 'de' });

const settings: ReportsSettings = {
  shared: { v: 1, page: 'landing', device: 'phone', build: 'abc123', auto: false },
  optedOut: false,
  origin: 'https://www.example.com',
  path: '/',
  links: {
    shop: ['https://shop.example.com/h5/', 'https://shop.example.com/pc/'],
    seller: 'https://shop.example.com/#/pagesC/applyshop/applyType',
  },
};

/**
 * The real page machine with the reports machine in its system, wired as the browser's entry wires it
 * (src/main.tsx: the recorder hands it every other machine's steps); its lookup the real client over
 * `fetch`. `events()` hides the page and reads what was sent.
 */
function watchedPage(fetch: typeof globalThis.fetch) {
  vi.stubGlobal('fetch', fetch);
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  const opened: string[] = [];
  const sent: string[] = [];
  const machine = pageMachine.provide({
    actors: {
      language: languageMachine.provide({
        actors: {
          loadCatalogue: fromPromise<Catalogue, { language: LanguageCode }>(async ({ input }) => fakeCatalogue(input.language)),
        },
      }),
      customerService: customerServiceMachine.provide({
        actors: { fetchCustomerServiceUrl: customerServiceLookup() },
        actions: { openChatInNewTab: (_, { url }) => opened.push(url), goToSupportChat: (_, { url }) => opened.push(url) },
      }),
      reports: reportsMachine.provide({ actions: { sendBeacon: (_, { body }) => sent.push(body) } }),
    },
  });
  const recorder = inspectionRecorder();
  const page = started(createActor(machine, { input: { ...input, reports: settings }, inspect: recorder }));
  const reports = childOf(page, 'reports');
  recorder.follow((step) => reports.send({ type: 'machine.step', step }));
  const events = () => {
    reports.send({ type: 'page.hidden' });
    expect(dropped(logged)).toEqual([]);
    return sent.flatMap((body) => (JSON.parse(body) as ReportBody).events).filter((event) => event.type !== 'view');
  };
  return { page, events, opened, customerService: () => childOf(page, 'customerService') };
}

/** The events the reports machine made and then dropped, as the hosts would refuse them: none, from a page that works. */
const dropped = (logged: { mock: { calls: unknown[][] } }) =>
  logged.mock.calls.filter(([message]) => String(message).startsWith('Field report dropped'));

const answer = (status: number, body: unknown) => async () => new Response(JSON.stringify(body), { status });
const chat = { code: '0', data: { customer_service_url: 'https://chat.example.com/de' } };
const settled = (page: ReturnType<typeof watchedPage>) =>
  vi.waitFor(() => expect(page.customerService().getSnapshot().value).not.toBe('loading'));

describe('field reports from the machines', () => {
  it('reports a lookup that succeeds, with its duration, and a cooperation through the fetched chat', async () => {
    const watched = watchedPage(answer(200, chat));
    await settled(watched);
    watched.customerService().send({ type: 'cooperation.open' });
    expect(watched.opened).toEqual(['https://chat.example.com/de']);
    expect(watched.events()).toEqual([
      { lang: 'de', type: 'lookup', outcome: 'ok', ms: expect.any(Number) },
      { lang: 'de', type: 'action', action: 'cooperation', via: 'fetched' },
    ]);
  });

  it.each([
    ['an HTTP status', answer(500, chat), { outcome: 'http', status: 500 }],
    ['a bad shape', answer(200, { code: '1' }), { outcome: 'shape' }],
    ['a network failure', async () => Promise.reject(new TypeError('Failed to fetch')), { outcome: 'network' }],
    // A fetch an extension wrapped may reject with anything.
    ['a rejection with nothing', async () => Promise.reject(undefined), { outcome: 'network' }],
    ['a rejection with null', async () => Promise.reject(null), { outcome: 'network' }],
  ])('tells %s apart, and the cooperation that falls back to the support link', async (_, fetch, outcome) => {
    const watched = watchedPage(fetch as typeof globalThis.fetch);
    await settled(watched);
    watched.customerService().send({ type: 'cooperation.open' });
    expect(watched.events()).toEqual([
      { lang: 'de', type: 'lookup', ...outcome, ms: expect.any(Number) },
      { lang: 'de', type: 'action', action: 'cooperation', via: 'fallback' },
    ]);
  });

  it('reports a lookup that times out after its full wait', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const watched = watchedPage(() => new Promise<Response>(() => {}));
    await microtasksDone();
    vi.advanceTimersByTime(lookupTimeoutMs);
    expect(watched.events()).toEqual([{ lang: 'de', type: 'lookup', outcome: 'timeout', ms: lookupTimeoutMs }]);
  });

  it('reports a switch from the language on screen, and names the new language in what follows', async () => {
    const watched = watchedPage(answer(200, chat));
    await settled(watched);
    childOf(watched.page, 'language').send({ type: 'language.select', language: 'vi' });
    await vi.waitFor(() =>
      expect(childOf(watched.page, 'customerService').getSnapshot()).toMatchObject({
        value: 'success',
        context: { language: 'vi' },
      }),
    );
    expect(watched.events().slice(1)).toEqual([
      { lang: 'vi', type: 'switch', from: 'de' },
      { lang: 'vi', type: 'lookup', outcome: 'ok', ms: expect.any(Number) },
    ]);
  });

  it('reports no lookup that a newer language abandoned, and no switch to a language never shown', async () => {
    const watched = watchedPage(() => new Promise<Response>(() => {}));
    await flush();
    childOf(watched.page, 'language').send({ type: 'language.select', language: 'vi' });
    childOf(watched.page, 'language').send({ type: 'language.select', language: 'cn' });
    await flush();
    const events = watched.events();
    expect(events.filter((event) => event.type === 'lookup')).toEqual([]);
    expect(events.filter((event) => event.type === 'switch')).toEqual([{ lang: 'cn', type: 'switch', from: 'de' }]);
  });
});

const view: ReportEvent = { lang: 'de', type: 'view', how: 'browser' };
const alone: ReportsInput = { ...settings, detected: { language: 'de', source: 'browser' }, painted: 'de' };

function reporting(overrides: Partial<ReportsInput> = {}) {
  const sent: string[] = [];
  const paths: string[] = [];
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  const machine = reportsMachine.provide({
    actions: {
      sendBeacon: (_, { path, body }) => {
        paths.push(path);
        sent.push(body);
      },
    },
  });
  const actor = started(createActor(machine, { input: { ...alone, ...overrides } }));
  const bodies = () => sent.map((body) => JSON.parse(body) as ReportBody);
  const events = () => {
    expect(dropped(logged)).toEqual([]);
    return bodies().flatMap((body) => body.events);
  };
  return { actor, sent, paths, logged, bodies, events };
}

/** An error thrown in one of the site's own files, `n` making each different. */
const ownError = (n: number) => ({
  type: 'error.caught' as const,
  error: { name: 'TypeError', file: `https://www.example.com/assets/${'x'.repeat(80)}${n}.js`, line: n, column: 1 },
});
describe('the reports machine', () => {
  const shared = settings.shared;

  it('keeps the view until the page is hidden, then sends it to /_r in one body the hosts accept', () => {
    const { actor, sent, paths, bodies } = reporting();
    expect(sent).toEqual([]);
    actor.send({ type: 'page.hidden' });
    expect(bodies()).toEqual([{ ...shared, events: [view] }]);
    expect(paths).toEqual(['/_r']);
    expect(validateReport(sent[0] ?? '').ok).toBe(true);
    actor.send({ type: 'page.hidden' });
    expect(sent).toHaveLength(1);
  });

  it.each([
    [{ language: 'de', source: 'stored' }, 'de', 'stored'],
    [{ language: 'de', source: 'browser' }, 'de', 'browser'],
    [{ language: 'en', source: 'default' }, 'en', 'default'],
    // what the host painted, or the page's own <html lang>: the host's choice
    [{ language: 'de', source: 'html' }, 'de', 'host'],
    [{ language: 'de', source: 'stored' }, 'en', 'host'],
  ] as const)('says how the first language was chosen: %o painted in %s is %s', (detected, painted, how) => {
    const { actor, events } = reporting({ detected, painted });
    actor.send({ type: 'page.hidden' });
    expect(events()).toEqual([{ lang: painted, type: 'view', how }]);
  });

  it('times a lookup from its start, anew only for a new language, and reports it once', () => {
    const { actor, events } = reporting();
    const step = (at: number, value: string, event: string) =>
      actor.send({ type: 'machine.step', step: { actor: 'customerService', kind: 'snapshot', value, event, at } });
    const action = (at: number, type: string, params?: unknown) =>
      actor.send({ type: 'machine.step', step: { actor: 'customerService', kind: 'action', action: { type, params }, at } });
    step(100, 'loading', 'xstate.init');
    step(200, 'loading', 'language.changed'); // a new one
    step(300, 'loading', 'cooperation.open'); // a click while it waits: the same lookup
    action(400, 'logLookupError', { error: new CustomerServiceError('HTTP error! Status: 503') });
    action(401, 'xstate.assign');
    step(450.4, 'failure', 'xstate.error.actor.fetchCustomerServiceUrl');
    step(500, 'failure', 'cooperation.open');
    actor.send({ type: 'page.hidden' });
    expect(events()).toEqual([view, { lang: 'de', type: 'lookup', outcome: 'http', status: 503, ms: 250 }]);
  });

  it('reports the path a not-found page was asked for, without what may name someone', () => {
    const { actor, events } = reporting({ shared: { ...shared, page: 'not-found' }, path: '/orders/123456/receipt' });
    actor.send({ type: 'page.hidden' });
    expect(events()).toEqual([view, { lang: 'de', type: 'notfound', path: '/orders/:id/receipt' }]);
  });

  it('sends a link to the shop or the seller application at once, with what it kept, and no other link', () => {
    const { actor, bodies } = reporting();
    actor.send({ type: 'link.clicked', href: 'https://www.example.com/#about' });
    expect(bodies()).toEqual([]);
    actor.send({ type: 'link.clicked', href: settings.links.shop[0] as string });
    expect(bodies()).toEqual([{ ...shared, events: [view, { lang: 'de', type: 'action', action: 'shop' }] }]);
    actor.send({ type: 'link.clicked', href: settings.links.seller });
    expect(bodies()[1]?.events).toEqual([{ lang: 'de', type: 'action', action: 'seller' }]);
  });

  it('reports each vital once, in the language the view was shown in, its attribution bounded', () => {
    const { actor, events } = reporting();
    actor.send({
      type: 'machine.step',
      step: { actor: 'language', kind: 'snapshot', context: { language: 'vi', source: 'choice' }, at: 1 },
    });
    const attribution = { target: `#${'x'.repeat(150)}`, timeToFirstByte: 80.4, resourceLoadDelay: -3, elementRenderDelay: 20.6 };
    const lcp = { name: 'LCP', value: 1234.56, rating: 'good', attribution };
    actor.send({ type: 'vital.measured', vital: lcp });
    actor.send({ type: 'vital.measured', vital: { ...lcp, value: 9999 } });
    actor.send({
      type: 'vital.measured',
      vital: { name: 'CLS', value: 0.123456, rating: 'poor', attribution: { largestShiftTarget: 'main' } },
    });
    // No element, and a part the browser could not measure: left out, not sent as null.
    const inp = { inputDelay: 1.2, processingDuration: 30.6, presentationDelay: Number.NaN };
    actor.send({ type: 'vital.measured', vital: { name: 'INP', value: 48, rating: 'good', attribution: inp } });
    actor.send({ type: 'page.hidden' });
    const parts = { ttfb: 80, loadDelay: 0, renderDelay: 21 }; // LCP's, rounded; a delay below 0 is 0
    expect(events()).toEqual([
      view,
      { lang: 'vi', type: 'switch', from: 'de' },
      { lang: 'de', type: 'vital', name: 'LCP', value: 1235, rating: 'good', target: `#${'x'.repeat(99)}`, ...parts },
      { lang: 'de', type: 'vital', name: 'CLS', value: 0.1235, rating: 'poor', target: 'main' },
      { lang: 'de', type: 'vital', name: 'INP', value: 48, rating: 'good', inputDelay: 1, processing: 31 },
    ]);
  });

  it('reports an error in one of our files by its class, a rejection by the first of our frames, and nothing of other sites', () => {
    const { actor, events } = reporting();
    actor.send({
      type: 'error.caught',
      error: { name: 'TypeError', file: 'https://www.example.com/assets/index-1.js', line: 3, column: 7 },
    });
    actor.send({ type: 'error.caught', error: { name: 'Error', file: 'chrome-extension://abc/x.js', line: 1, column: 1 } });
    const stack =
      'Error: no\n    at f (https://cdn.example.net/lib.js:1:2)\n    at g (https://www.example.com/assets/index-1.js:19:40)';
    actor.send({ type: 'error.caught', error: { name: 'not a class name!', stack } });
    actor.send({ type: 'page.hidden' });
    expect(events()).toEqual([
      view,
      { lang: 'de', type: 'error', kind: 'TypeError', file: '/assets/index-1.js', line: 3, column: 7 },
      { lang: 'de', type: 'error', kind: 'Error', file: '/assets/index-1.js', line: 19, column: 40 },
    ]);
    // The same on a site served over plain HTTP (npm start's).
    const local = reporting({ origin: 'http://localhost:4173' });
    local.actor.send({ type: 'error.caught', error: { name: 'Error', stack: 'at g (http://localhost:4173/assets/x.js:2:3)' } });
    local.actor.send({ type: 'page.hidden' });
    expect(local.events()[1]).toEqual({ lang: 'de', type: 'error', kind: 'Error', file: '/assets/x.js', line: 2, column: 3 });
  });

  it('reports what a policy blocked as an origin, a scheme or the keyword, and where, if in our files', () => {
    const { actor, events } = reporting();
    const source = 'https://www.example.com/assets/index-1.js';
    for (const violation of [
      { directive: 'img-src', blocked: 'https://tracker.example.net/p.gif?id=1', source },
      { directive: 'script-src-elem', blocked: 'chrome-extension://abcdef/inject.js' },
      { directive: 'script-src-elem', blocked: '' },
      { directive: 'connect-src', blocked: 'http://tracker.example.net:8080/x' },
    ])
      actor.send({ type: 'csp.violated', violation });
    actor.send({ type: 'page.hidden' });
    expect(events().slice(1)).toEqual([
      { lang: 'de', type: 'csp', directive: 'img-src', blocked: 'https://tracker.example.net', file: '/assets/index-1.js' },
      { lang: 'de', type: 'csp', directive: 'script-src-elem', blocked: 'chrome-extension:' },
      { lang: 'de', type: 'csp', directive: 'script-src-elem', blocked: 'inline' },
      { lang: 'de', type: 'csp', directive: 'connect-src', blocked: 'http://tracker.example.net:8080' },
    ]);
  });

  it('drops, and logs, an event the hosts would refuse, so it does not cost its batch', () => {
    const { actor, bodies, logged } = reporting();
    actor.send({ type: 'vital.measured', vital: { name: 'FID', value: 5, rating: 'good', attribution: {} } });
    actor.send({ type: 'page.hidden' });
    expect(bodies().flatMap((body) => body.events)).toEqual([view]);
    expect(logged).toHaveBeenCalledWith(
      expect.stringMatching(/^Field report dropped: /),
      expect.objectContaining({ name: 'FID' }),
    );
  });

  it('sends a full batch as soon as it is full, each body within the bytes and events the hosts take', () => {
    const { actor, sent } = reporting();
    for (let n = 0; n < 60; n += 1) actor.send(ownError(n));
    expect(sent.length).toBeGreaterThan(1);
    actor.send({ type: 'page.hidden' });
    const events = sent.flatMap((body) => {
      expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(maxReportBytes);
      expect(validateReport(body).ok).toBe(true);
      return JSON.parse(body).events;
    });
    expect(events.map((event: { line?: number }) => event.line)).toEqual([undefined, ...Array.from({ length: 60 }, (_, n) => n)]);
  });

  it('fills a body to exactly 4,096 bytes, and leaves out an event no body could hold', () => {
    const notFound = (length: number): ReportEvent => ({ lang: 'de', type: 'notfound', path: `/${'x'.repeat(length)}` });
    // Sixteen paths of 200 characters, and a last one as long as the bytes left allow.
    const filled = (last: number) => [...Array.from({ length: 16 }, () => notFound(199)), notFound(last)];
    let last = 199;
    while (utf8Length(reportBody(shared, filled(last))) > maxReportBytes) last -= 1;
    expect(utf8Length(reportBody(shared, filled(last)))).toBe(maxReportBytes);
    const huge = notFound(5000);
    expect(reportBatches(shared, [huge, ...filled(last), huge])).toEqual([filled(last)]);
    expect(reportBatches(shared, filled(last + 1))).toEqual([filled(last).slice(0, 16), [notFound(last + 1)]]);
  });

  it('sends at most 40 events in a body, however small they are', () => {
    const { actor, bodies } = reporting();
    for (let n = 0; n < 40; n += 1) actor.send({ type: 'csp.violated', violation: { directive: 'img-src', blocked: 'data:' } });
    actor.send({ type: 'page.hidden' });
    expect(bodies().map((body) => body.events.length)).toEqual([40, 1]);
  });

  it('sends nothing under Global Privacy Control or Do Not Track', () => {
    const { actor, sent } = reporting({ optedOut: true });
    actor.send({ type: 'link.clicked', href: settings.links.seller });
    actor.send(ownError(1));
    actor.send({ type: 'page.hidden' });
    expect(sent).toEqual([]);
    expect(actor.getSnapshot().value).toBe('silent');
  });
});
