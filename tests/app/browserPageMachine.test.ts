import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { en } from '../../locales/catalogues.ts';
import { documentLanguage, type LanguageInput } from '../../machines/language.machine.ts';
import { narrowViewportQuery } from '../../machines/lib/breakpoint.ts';
import { viewportMachine } from '../../machines/viewport.machine.ts';
import { browserCustomerService, browserLanguage, browserPageMachine, browserViewport } from '../../src/browserPageMachine.ts';
import { childOf, fakeCatalogue, languageInput, pageInput, silentPrefetch, silentWatcher, started } from '../machines/helpers.ts';
// The lookup imports its client when it runs: loaded here first, so what the test waits for is the frame,
// not Vitest transforming that module on a busy machine.
import '../../machines/lib/customerServiceLookup.ts';

const input = pageInput({ offered: ['en', 'de'] });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // The own property a test gave the document, over the prototype's getter.
  Reflect.deleteProperty(document, 'visibilityState');
  window.localStorage.clear();
});

const englishTitle = documentLanguage({ language: 'en', catalogue: en, brandName: input.brandName, page: 'landing' }).title;
// jsdom has no matchMedia: the viewport is not what these tests are about.
const viewport = viewportMachine.provide({ actors: { watchViewport: silentWatcher } });

/** The English catalogue with German marks, in the language machine's memory as the idle prefetch leaves it. */
function withGermanInMemory(actor: ReturnType<typeof startPage>) {
  const language = childOf(actor, 'language');
  language.send({ type: 'catalogue.loaded', language: 'de', catalogue: fakeCatalogue('de') });
  return language;
}

/** Every frame drawn as soon as it is asked for (jsdom draws none). */
function framesAtOnce() {
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    queueMicrotask(() => callback(0));
    return 0;
  });
}

/** Frames held back until the test draws them: returns what draws every frame asked for so far. */
function holdFrames() {
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  return () => {
    for (const frame of frames) frame(0);
  };
}

const startPage = () => started(createActor(browserPageMachine.provide({ actors: { viewport } }), { input }));

it('stores a choice at once; the title and the lookup wait until the next frame is rendered', async () => {
  const drawFrames = holdFrames();
  const fetch = vi.fn((_url: string) => new Promise<Response>(() => {}));
  vi.stubGlobal('fetch', fetch);
  window.localStorage.clear();
  document.title = '';
  withGermanInMemory(startPage()).send({ type: 'language.select', language: 'de' });
  // In the click: nothing the visitor chose is lost (docs/decisions.md, "The stored choice is written at once, the title after the frame").
  expect(window.localStorage.getItem('lang')).toBe('de');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(document.title, 'before the frame').toBe('');
  expect(fetch, 'before the frame').not.toHaveBeenCalled();

  drawFrames();
  await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
  expect(document.title).toBe('de Marketly');
});

it('writes no title for a page stopped before the frame', async () => {
  const drawFrames = holdFrames();
  vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
  document.title = '';
  const actor = startPage();
  withGermanInMemory(actor).send({ type: 'language.select', language: 'de' });
  actor.stop();
  drawFrames();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(document.title).toBe('');
});

it('leaves the latest choice in the title when an earlier one had no frame until the tab was hidden', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal('requestAnimationFrame', () => 0); // a frame that never comes: the tab is being hidden
  vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
  document.title = '';
  const language = childOf(startPage(), 'language');
  language.send({ type: 'language.select', language: 'de' });
  await waitFor(language, (snapshot) => snapshot.matches('ready') && snapshot.context.language === 'de');
  // German's title waits for a frame, and at the latest for its timer; English's, chosen in a hidden tab, does not.
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  language.send({ type: 'language.select', language: 'en' });
  // Past any wait for a frame that does not come; the lookup, never answered, times out meanwhile.
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  await vi.advanceTimersByTimeAsync(60_000);
  expect(document.title).toBe(englishTitle);
  for (const [message] of error.mock.calls) expect(String(message)).toMatch(/^Customer-service lookup failed/);
});

describe('the language machine in the browser', () => {
  const language = browserLanguage.provide({ actors: { prefetchCatalogues: silentPrefetch } });
  const start = (overrides: Partial<LanguageInput> = {}) =>
    started(createActor(language, { input: { ...languageInput, ...overrides } }));

  it('writes lang and dir at once, and the title and meta description after the next frame', async () => {
    const drawFrames = holdFrames();
    document.head.innerHTML = '<meta name="description" content="">';
    document.title = '';
    const actor = start();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
    drawFrames();
    await vi.waitFor(() => expect(document.title).toBe(englishTitle));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toContain('10 million');
  });

  it('titles the not-found page as such, in the language on screen', async () => {
    framesAtOnce();
    start({ page: 'not-found' });
    await vi.waitFor(() => expect(document.title).toBe('Page not found | Marketly'));
  });

  it('stores an explicit choice under "lang", and survives storage that throws', async () => {
    window.localStorage.clear();
    const actor = start();
    actor.send({ type: 'language.select', language: 'en' });
    expect(window.localStorage.getItem('lang')).toBe('en');
    window.localStorage.clear();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    actor.send({ type: 'language.select', language: 'en' });
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('prefetches the offered catalogues once the browser is idle, and stops waiting when stopped', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const cancel = vi.fn();
    vi.stubGlobal('cancelIdleCallback', cancel);
    const actor = started(createActor(browserLanguage, { input: languageInput }));
    expect(idle).toHaveLength(1);
    actor.stop();
    expect(cancel).toHaveBeenCalled();
  });

  it('hands each catalogue it brings in to the machine, so that choosing it needs no wait', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => {});
    const actor = started(createActor(browserLanguage, { input: languageInput }));
    for (const callback of idle) callback();
    await vi.waitFor(() => expect(Object.keys(actor.getSnapshot().context.loaded).sort()).toEqual(['cn', 'de', 'en', 'vi']));
    actor.send({ type: 'language.select', language: 'cn' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'ready', context: { language: 'cn' } });
  });
});

describe('the customer-service machine in the browser', () => {
  /** The machine in `language`, its lookup answered by `fetch`, every frame drawn at once. */
  const start = (fetch: (url: string) => Promise<Response>, language = 'en') => {
    framesAtOnce();
    vi.stubGlobal('fetch', fetch);
    const { shopUrl, supportChatUrl } = input;
    return started(createActor(browserCustomerService, { input: { shopUrl, supportChatUrl, language } }));
  };
  /** The lookup, answered by `fetch`, fails: logged with console.error, `message` its error's, and nothing thrown. */
  async function expectFailure(fetch: (url: string) => Promise<Response>, message: string, language = 'en') {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const actor = start(fetch, language);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failure'));
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('Customer-service lookup failed'),
      expect.objectContaining({ message }),
    );
  }

  it('opens the fetched chat in a new tab with noopener and noreferrer, and goes to the support chat in this tab without one', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const actor = start(async () => Response.json({ code: '0', data: { customer_service_url: 'https://chat.example.com/x' } }));
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('success'));
    actor.send({ type: 'cooperation.open' });
    expect(open).toHaveBeenCalledWith('https://chat.example.com/x', '_blank', 'noopener,noreferrer');
  });

  it('logs a failed lookup with console.error and never throws out of the actor', async () => {
    const fetch = vi.fn(async (_url: string) => new Response('nope', { status: 502 }));
    await expectFailure(fetch, 'HTTP error! Status: 502', 'vi');
    expect(fetch).toHaveBeenCalledWith(
      'https://shop.example.com/wap/api/syspara!getSyspara.action?code=customer_service_url&lang=vi',
      expect.anything(),
    );
  });

  it('treats an answer over the size cap as a failed lookup', async () => {
    let chunks = 0;
    const huge = new ReadableStream<Uint8Array>({
      pull: (controller) => (chunks++ < 200 ? controller.enqueue(new Uint8Array(64 * 1024)) : controller.close()),
    });
    await expectFailure(async () => new Response(huge), 'Customer-service response is larger than 64 KiB');
  });
});

describe('the viewport machine in the browser', () => {
  it('watches the shared breakpoint query with matchMedia and stops listening when stopped', () => {
    const listeners = new Set<() => void>();
    const query = {
      matches: true,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    };
    const matchMedia = vi.fn(() => query);
    vi.stubGlobal('matchMedia', matchMedia);
    const actor = started(createActor(browserViewport));
    expect(matchMedia).toHaveBeenCalledWith(narrowViewportQuery);
    expect(actor.getSnapshot().value).toBe('narrow');
    query.matches = false;
    for (const listener of listeners) listener();
    expect(actor.getSnapshot().value).toBe('wide');
    actor.stop();
    expect(listeners.size).toBe(0);
  });
});
