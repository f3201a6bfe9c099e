import { afterEach, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { PageInput } from '../../machines/page.machine.ts';
import { viewportMachine } from '../../machines/viewport.machine.ts';
import { browserPageMachine } from '../../src/browserPageMachine.ts';
import { childOf, silentWatcher, started } from '../machines/helpers.ts';
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
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

it('stores a choice and writes the title at once, and sends the lookup once the next frame is rendered', async () => {
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  const fetch = vi.fn((_url: string) => new Promise<Response>(() => {}));
  vi.stubGlobal('fetch', fetch);
  window.localStorage.clear();
  document.title = '';
  // jsdom has no matchMedia: the viewport is not what this test is about.
  const viewport = viewportMachine.provide({ actors: { watchViewport: silentWatcher } });
  const actor = started(createActor(browserPageMachine.provide({ actors: { viewport } }), { input }));
  childOf(actor, 'language').send({ type: 'language.select', language: 'en' });
  // Written in the click (docs/decisions.md, "The stored choice and the title are written at once").
  expect(window.localStorage.getItem('lang')).toBe('en');
  expect(document.title).toContain('Marketly');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(fetch, 'before the frame').not.toHaveBeenCalled();

  for (const frame of frames) frame(0);
  await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
});
