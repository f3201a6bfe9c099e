import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  cooperationTarget,
  customerServiceLookup,
  customerServiceMachine,
  lookupTimeoutMs,
} from '../../machines/customerService.machine.ts';
import { deferred, flush, started } from './helpers.ts';

const shopUrl = 'https://shop.example.com';
const supportChatUrl = 'https://support.example.com/chat?key=k';

function start(lookup: (language: string, signal: AbortSignal) => Promise<string>) {
  const spies = { logLookupError: vi.fn(), openChatInNewTab: vi.fn(), goToSupportChat: vi.fn() };
  const calls: { language: string; signal: AbortSignal }[] = [];
  const machine = customerServiceMachine.provide({
    actors: {
      fetchCustomerServiceUrl: fromPromise<string, { shopUrl: string; language: string }>(({ input, signal }) => {
        calls.push({ language: input.language, signal });
        return lookup(input.language, signal);
      }),
    },
    actions: {
      logLookupError: (_, { error }) => spies.logLookupError(error),
      openChatInNewTab: (_, { url }) => spies.openChatInNewTab(url),
      goToSupportChat: (_, { url }) => spies.goToSupportChat(url),
    },
  });
  const actor = started(createActor(machine, { input: { shopUrl, supportChatUrl, language: 'en' } }));
  return { actor, calls, ...spies };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('customer-service machine', () => {
  it('starts loading and stores the URL on success', async () => {
    const { actor, calls } = start(async () => 'https://chat.example.com/en');
    expect(actor.getSnapshot().value).toBe('loading');
    await flush();
    expect(actor.getSnapshot().value).toBe('success');
    expect(actor.getSnapshot().context.url).toBe('https://chat.example.com/en');
    expect(cooperationTarget(actor.getSnapshot().context), 'the cooperation link').toBe('https://chat.example.com/en');
    expect(calls.map((call) => call.language)).toEqual(['en']);
  });

  it('fails with an empty URL and logs the error', async () => {
    const { actor, logLookupError } = start(() => Promise.reject(new Error('HTTP error! Status: 500')));
    await flush();
    expect(actor.getSnapshot().value).toBe('failure');
    expect(actor.getSnapshot().context.url).toBe('');
    expect(logLookupError).toHaveBeenCalledWith(new Error('HTTP error! Status: 500'));
  });

  it('looks up again on every language change', async () => {
    const { actor, calls } = start(async (language) => `https://chat.example.com/${language}`);
    await flush();
    actor.send({ type: 'language.changed', language: 'de' });
    expect(actor.getSnapshot().value).toBe('loading');
    await flush();
    expect(actor.getSnapshot().context.url).toBe('https://chat.example.com/de');
    expect(calls.map((call) => call.language)).toEqual(['en', 'de']);
  });

  it('clears the URL when a later lookup fails', async () => {
    const { actor } = start(async (language) => {
      if (language === 'de') throw new Error('down');
      return 'https://chat.example.com/en';
    });
    await flush();
    actor.send({ type: 'language.changed', language: 'de' });
    await flush();
    expect(actor.getSnapshot().value).toBe('failure');
    expect(actor.getSnapshot().context.url).toBe('');
  });

  it.each(['answer', 'failure'])('never lets a slow %s for the old language win, and aborts its request', async (late) => {
    const slowEnglish = deferred<string>();
    const { actor, calls, logLookupError } = start((language) =>
      language === 'en' ? slowEnglish.promise : Promise.resolve('https://chat.example.com/de'),
    );
    actor.send({ type: 'language.changed', language: 'de' });
    await flush();
    expect(calls[0]?.signal.aborted).toBe(true);
    if (late === 'answer') slowEnglish.resolve('https://chat.example.com/en');
    else slowEnglish.reject(new Error('late failure'));
    await flush();
    expect(actor.getSnapshot().value).toBe('success');
    expect(actor.getSnapshot().context.url).toBe('https://chat.example.com/de');
    expect(logLookupError).not.toHaveBeenCalled();
  });

  it(`treats a lookup slower than ${lookupTimeoutMs} ms as a failure and aborts it`, async () => {
    vi.useFakeTimers();
    const { actor, calls, logLookupError } = start(() => new Promise<string>(() => {}));
    vi.advanceTimersByTime(lookupTimeoutMs - 1);
    expect(actor.getSnapshot().value).toBe('loading');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('failure');
    expect(actor.getSnapshot().context.url).toBe('');
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(logLookupError).toHaveBeenCalledWith(new DOMException(`Timed out after ${lookupTimeoutMs} ms`, 'TimeoutError'));
  });

  it('opens the fetched chat in a new tab on a cooperation click', async () => {
    const { actor, openChatInNewTab, goToSupportChat } = start(async () => 'https://chat.example.com/en');
    await flush();
    actor.send({ type: 'cooperation.open' });
    expect(openChatInNewTab).toHaveBeenCalledWith('https://chat.example.com/en');
    expect(goToSupportChat).not.toHaveBeenCalled();
  });

  it('falls back to the support link when the lookup fails', async () => {
    const { actor, openChatInNewTab, goToSupportChat } = start(() => Promise.reject(new Error('down')));
    await flush();
    expect(cooperationTarget(actor.getSnapshot().context), 'the cooperation link').toBe(supportChatUrl);
    actor.send({ type: 'cooperation.open' });
    expect(goToSupportChat).toHaveBeenCalledWith(supportChatUrl);
    expect(openChatInNewTab).not.toHaveBeenCalled();
  });

  it('uses the support link while the first lookup is still loading, without waiting for it', () => {
    const { actor, goToSupportChat, calls } = start(() => new Promise<string>(() => {}));
    actor.send({ type: 'cooperation.open' });
    expect(goToSupportChat).toHaveBeenCalledWith(supportChatUrl);
    expect(calls).toHaveLength(1);
  });

  it('sends its request once what it waits for is done (the browser entry: the next paint); a newer language cancels it', async () => {
    const paints = [deferred<void>(), deferred<void>()];
    let waits = 0;
    const fetch = vi.fn(async (_url: string) =>
      Response.json({ code: '0', data: { customer_service_url: 'https://chat.example.com/x' } }),
    );
    vi.stubGlobal('fetch', fetch);
    const machine = customerServiceMachine.provide({
      actors: { fetchCustomerServiceUrl: customerServiceLookup(() => paints[waits++]?.promise ?? Promise.reject()) },
    });
    const actor = started(createActor(machine, { input: { shopUrl, supportChatUrl, language: 'en' } }));
    actor.send({ type: 'language.changed', language: 'de' });
    await flush();
    expect(fetch, 'before the paint').not.toHaveBeenCalled();
    paints[0]?.resolve();
    paints[1]?.resolve();
    // The lookup's client is a chunk of its own: the first test to load it waits for the import.
    await vi.waitFor(() => expect(fetch.mock.calls.map(([url]) => new URL(url).searchParams.get('lang'))).toEqual(['de']));
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('success'));
  });
});
