// Field reports (docs/operators.md): what the real page machine's steps report, read through XState's
// inspection API, and how the reports machine batches and sends them.
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createActor, fromPromise, type InspectionEvent } from 'xstate';
import type { Catalogue } from '../../locales/en.ts';
import type { LanguageCode } from '../../locales/languages.ts';
import { customerServiceLookup, customerServiceMachine, lookupTimeoutMs } from '../../machines/customerService.machine.ts';
import { languageMachine } from '../../machines/language.machine.ts';
import { maxReportBytes, type ReportEvent, validateReport } from '../../machines/lib/fieldReport.ts';
import { machineReports } from '../../machines/lib/machineReports.ts';
import { type PageInput, pageMachine } from '../../machines/page.machine.ts';
import { type ReportShared, reportsMachine } from '../../machines/reports.machine.ts';
import { viewportMachine } from '../../machines/viewport.machine.ts';
import { childOf, fakeCatalogue, flush, microtasksDone, silentPrefetch, silentWatcher, started } from './helpers.ts';

const input: PageInput = {
  page: 'landing',
  stored: null,
  browserLanguages: ['de-DE'],
  htmlLang: 'de',
  offered: ['en', 'cn', 'de', 'vi'],
  brandName: 'Marketly',
  shopUrl: 'https://shop.example.com',
  supportChatUrl: 'https://support.example.com/chat',
};

/** The real page machine, its lookup the real client over `fetch`, with the reports its steps make. */
function watchedPage(fetch: typeof globalThis.fetch) {
  vi.stubGlobal('fetch', fetch);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const opened: string[] = [];
  const machine = pageMachine.provide({
    actors: {
      language: languageMachine.provide({
        actors: {
          loadCatalogue: fromPromise<Catalogue, { language: LanguageCode }>(async ({ input }) => fakeCatalogue(input.language)),
          prefetchCatalogues: silentPrefetch,
        },
        actions: { persistLanguage: () => {}, applyDocumentLanguage: () => {} },
      }),
      customerService: customerServiceMachine.provide({
        actors: { fetchCustomerServiceUrl: customerServiceLookup() },
        actions: {
          openChatInNewTab: (_, { url }) => opened.push(url),
          goToSupportChat: (_, { url }) => opened.push(url),
        },
      }),
      viewport: viewportMachine.provide({ actors: { watchViewport: silentWatcher } }),
    },
  });
  const reports = machineReports('de');
  const events: ReportEvent[] = [];
  const inspect = (inspection: InspectionEvent) => events.push(...reports.read(inspection, performance.now()));
  const page = started(createActor(machine, { input, inspect }));
  return { page, events, opened, customerService: () => childOf(page, 'customerService') };
}

const answer = (status: number, body: unknown) => async () => new Response(JSON.stringify(body), { status });
const chat = { code: '0', data: { customer_service_url: 'https://chat.example.com/de' } };
const settled = async (page: ReturnType<typeof watchedPage>) => {
  await vi.waitFor(() => expect(page.customerService().getSnapshot().value).not.toBe('loading'));
};

describe('field reports from the machines', () => {
  it('reports a lookup that succeeds, with its duration, and a cooperation through the fetched chat', async () => {
    const watched = watchedPage(answer(200, chat));
    await settled(watched);
    watched.customerService().send({ type: 'cooperation.open' });
    expect(watched.opened).toEqual(['https://chat.example.com/de']);
    expect(watched.events).toEqual([
      { lang: 'de', type: 'lookup', outcome: 'ok', ms: expect.any(Number) },
      { lang: 'de', type: 'action', action: 'cooperation', via: 'fetched' },
    ]);
  });

  it.each([
    ['an HTTP status', answer(500, chat), { outcome: 'http', status: 500 }],
    ['a bad shape', answer(200, { code: '1' }), { outcome: 'shape' }],
    ['a network failure', async () => Promise.reject(new TypeError('Failed to fetch')), { outcome: 'network' }],
  ])('tells %s apart, and the cooperation that falls back to the support link', async (_, fetch, outcome) => {
    const watched = watchedPage(fetch as typeof globalThis.fetch);
    await settled(watched);
    watched.customerService().send({ type: 'cooperation.open' });
    expect(watched.events).toEqual([
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
    expect(watched.events).toEqual([{ lang: 'de', type: 'lookup', outcome: 'timeout', ms: lookupTimeoutMs }]);
  });

  it('reports a switch from the language on screen, and names the new language in what follows', async () => {
    const watched = watchedPage(answer(200, chat));
    await settled(watched);
    childOf(watched.page, 'language').send({ type: 'language.select', language: 'vi' });
    await vi.waitFor(() => expect(watched.events).toHaveLength(3));
    expect(watched.events.slice(1)).toEqual([
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
    expect(watched.events.filter((event) => event.type === 'lookup')).toEqual([]);
    expect(watched.events.filter((event) => event.type === 'switch')).toEqual([{ lang: 'cn', type: 'switch', from: 'de' }]);
  });
});

const shared: ReportShared = { v: 1, page: 'landing', device: 'phone', build: 'abc123', auto: false };
const view: ReportEvent = { lang: 'de', type: 'view', how: 'browser' };

function reporting(optedOut = false) {
  const sent: string[] = [];
  const machine = reportsMachine.provide({ actions: { sendBeacon: (_, { body }) => sent.push(body) } });
  const actor = started(createActor(machine, { input: { shared, optedOut } }));
  return { actor, sent, bodies: () => sent.map((body) => JSON.parse(body)) };
}

describe('the reports machine', () => {
  it('keeps events until the page is hidden, then sends them in one body the hosts accept', () => {
    const { actor, sent, bodies } = reporting();
    actor.send({ type: 'report.add', events: [view] });
    expect(sent).toEqual([]);
    actor.send({ type: 'page.hidden' });
    expect(bodies()).toEqual([{ ...shared, events: [view] }]);
    expect(validateReport(sent[0] ?? '').ok).toBe(true);
    actor.send({ type: 'page.hidden' });
    expect(sent).toHaveLength(1);
  });

  it('sends an action at once, with what it kept', () => {
    const { actor, bodies } = reporting();
    const action: ReportEvent = { lang: 'de', type: 'action', action: 'shop' };
    actor.send({ type: 'report.add', events: [view] });
    actor.send({ type: 'report.send', events: [action] });
    expect(bodies()).toEqual([{ ...shared, events: [view, action] }]);
  });

  it('sends a full batch as soon as it is full, each body within the bytes and events the hosts take', () => {
    const { actor, sent } = reporting();
    const path = (n: number): ReportEvent => ({ lang: 'de', type: 'notfound', path: `/${'x'.repeat(150)}${n}` });
    for (let n = 0; n < 60; n += 1) actor.send({ type: 'report.add', events: [path(n)] });
    expect(sent.length).toBeGreaterThan(1);
    actor.send({ type: 'page.hidden' });
    const events = sent.flatMap((body) => {
      expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(maxReportBytes);
      expect(validateReport(body).ok).toBe(true);
      return JSON.parse(body).events;
    });
    expect(events).toEqual(Array.from({ length: 60 }, (_, n) => path(n)));
  });

  it('sends at most 40 events in a body, however small they are', () => {
    const { actor, bodies } = reporting();
    actor.send({ type: 'report.add', events: Array.from({ length: 41 }, () => view) });
    actor.send({ type: 'page.hidden' });
    expect(bodies().map((body) => body.events.length)).toEqual([40, 1]);
  });

  it('sends nothing under Global Privacy Control or Do Not Track', () => {
    const { actor, sent } = reporting(true);
    actor.send({ type: 'report.add', events: [view] });
    actor.send({ type: 'report.send', events: [{ lang: 'de', type: 'action', action: 'seller' }] });
    actor.send({ type: 'page.hidden' });
    expect(sent).toEqual([]);
    expect(actor.getSnapshot().value).toBe('silent');
  });
});
