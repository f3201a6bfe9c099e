import { afterEach, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { en } from '../../locales/catalogues.ts';
import { documentLanguage } from '../../machines/language.machine.ts';
import type { PageInput } from '../../machines/page.machine.ts';
import { viewportMachine } from '../../machines/viewport.machine.ts';
import { browserPageMachine } from '../../src/browserPageMachine.ts';
import { childOf, fakeCatalogue, silentWatcher, started } from '../machines/helpers.ts';
// The lookup imports its client when it runs: loaded here first, so what the test waits for is the frame,
// not Vitest transforming that module on a busy machine.
import '../../machines/lib/customerServiceLookup.ts';

const input: PageInput = {
  page: 'landing',
  stored: null,
  browserLanguages: [],
  htmlLang: 'en',
  offered: ['en', 'de'],
  brandName: 'Marketly',
  shopUrl: 'https://shop.example.com',
  supportChatUrl: 'https://support.example.com/chat?key=k',
};

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
