import { onTestFinished } from 'vitest';
import { type AnyActorRef, type EventObject, fromCallback } from 'xstate';
import en, { type Catalogue } from '../../locales/en.ts';
import type { LanguageCode } from '../../locales/languages.ts';
import type { LanguageInput } from '../../machines/language.machine.ts';
import type { PageInput } from '../../machines/page.machine.ts';
import type { ViewportEvent } from '../../machines/viewport.machine.ts';

/** A promise a test settles by hand, to order answers as a slow network would. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** What the page machine is told at start: the landing page painted in English, nothing stored; `overrides` as a test needs. */
export function pageInput(overrides: Partial<PageInput> = {}): PageInput {
  return {
    page: 'landing',
    stored: null,
    browserLanguages: [],
    htmlLang: 'en',
    offered: ['en', 'cn', 'de', 'vi'],
    brandName: 'Marketly',
    shopUrl: 'https://shop.example.com',
    supportChatUrl: 'https://support.example.com/chat',
    ...overrides,
  };
}

/** What the page tells its language machine: the landing page, nothing detected but the default, English. */
export const languageInput: LanguageInput = {
  detected: { language: 'en', source: 'default' },
  offered: ['en', 'cn', 'de', 'vi'],
  brandName: 'Marketly',
  page: 'landing',
};

/** A catalogue that differs from English where a test can see it. */
export function fakeCatalogue(marker: string): Catalogue {
  return { ...en, hero: { ...en.hero, title: `${marker} title` }, meta: { ...en.meta, title: `${marker} {{brand}}` } };
}

/** A viewport watcher that reports nothing, so that only the test's own events move the machine. */
export const silentWatcher = fromCallback<ViewportEvent>(() => () => {});

/** A prefetch that does nothing, so tests control every catalogue load. */
export const silentPrefetch = fromCallback<EventObject, { offered: readonly LanguageCode[] }>(() => () => {});

/** Lets pending promise callbacks and the actor's reactions run. */
export const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** `actor`, stopped when the test ends, with every timer, listener and child it started. */
export function stoppedAfterTest<T extends AnyActorRef>(actor: T): T {
  onTestFinished(() => actor.stop());
  return actor;
}

/** Starts `actor`, and stops it when the test ends. */
export function started<T extends AnyActorRef>(actor: T): T {
  stoppedAfterTest(actor).start();
  return actor;
}

/** Resolves once every promise callback already queued has run: the next task, which fake timers leave alone. */
export const microtasksDone = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The child an actor invoked with `id` (as views reach it: snapshot.children), or a failure naming it. */
export function childOf<C extends Record<string, AnyActorRef | undefined>, K extends keyof C & string>(
  actor: { getSnapshot(): { children: C } },
  id: K,
): NonNullable<C[K]> {
  const child = actor.getSnapshot().children[id];
  if (!child) throw new Error(`the actor has no child "${id}"`);
  return child as NonNullable<C[K]>;
}
