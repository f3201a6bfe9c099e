import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type InspectionEvent } from 'xstate';
import type { Catalogue } from '../../locales/en.ts';
import type { LanguageCode } from '../../locales/languages.ts';
import { customerServiceMachine } from '../../machines/customerService.machine.ts';
import { languageMachine } from '../../machines/language.machine.ts';
import { type PageInput, pageMachine } from '../../machines/page.machine.ts';
import { viewportMachine } from '../../machines/viewport.machine.ts';
import { childOf, fakeCatalogue, flush, pageInput, silentPrefetch, silentWatcher, started } from './helpers.ts';

function startPage(
  overrides: Partial<PageInput> = {},
  load = (language: LanguageCode) => Promise.resolve(fakeCatalogue(language)),
  inspect?: (event: InspectionEvent) => void,
) {
  const lookups: string[] = [];
  const machine = pageMachine.provide({
    actors: {
      language: languageMachine.provide({
        actors: {
          loadCatalogue: fromPromise<Catalogue, { language: LanguageCode }>(({ input }) => load(input.language)),
          prefetchCatalogues: silentPrefetch,
        },
        actions: { persistLanguage: () => {}, applyDocumentLanguage: () => {}, logCatalogueError: () => {} },
      }),
      customerService: customerServiceMachine.provide({
        actors: {
          fetchCustomerServiceUrl: fromPromise<string, { shopUrl: string; language: string }>(async ({ input }) => {
            lookups.push(input.language);
            return `https://chat.example.com/${input.language}`;
          }),
        },
      }),
      viewport: viewportMachine.provide({ actors: { watchViewport: silentWatcher } }),
    },
  });
  const actor = started(createActor(machine, { input: pageInput(overrides), ...(inspect ? { inspect } : {}) }));
  return { actor, lookups };
}

describe('page machine', () => {
  it('starts every machine of the page in its one system, each reached by its id among its children', () => {
    const { actor } = startPage();
    const { children } = actor.getSnapshot();
    expect(Object.keys(children).sort()).toEqual(['customerService', 'language', 'menu', 'reports', 'viewport']);
    for (const child of Object.values(children)) {
      expect(child?.getSnapshot().status).toBe('active');
      expect(child?.system).toBe(actor.system);
    }
    expect(actor.system.get('language')).toBe(children.language);
  });

  it('shows an inspector the menu opened and a language chosen, from the menu to the language machine', () => {
    const seen: string[] = [];
    const inspect = (event: InspectionEvent) => {
      const actor = (event.actorRef as { id?: string }).id;
      const type = event.type === '@xstate.event' ? event.event.type : 'xstate.';
      if ((actor === 'menu' || actor === 'language') && !type.startsWith('xstate.')) seen.push(`${actor} ${type}`);
    };
    const { actor } = startPage({}, undefined, inspect);
    const menu = childOf(actor, 'menu');
    menu.send({ type: 'menu.open', activeIndex: 0 });
    menu.send({ type: 'menu.choose', index: 2 });
    expect(seen).toEqual(['menu menu.open', 'menu menu.choose', 'language language.select']);
    expect(childOf(actor, 'language').getSnapshot().context.requested).toBe('de');
  });

  it('forwards every language change to the customer-service lookup', async () => {
    const { actor, lookups } = startPage();
    await flush();
    childOf(actor, 'language').send({ type: 'language.select', language: 'de' });
    await flush();
    childOf(actor, 'language').send({ type: 'language.select', language: 'cn' });
    await flush();
    expect(lookups).toEqual(['en', 'de', 'cn']);
    expect(actor.getSnapshot().children.customerService?.getSnapshot().context.url).toBe('https://chat.example.com/cn');
  });

  it('looks up a returning visitor’s language once, from the start', async () => {
    const { lookups } = startPage({ stored: 'vi' });
    await flush();
    expect(lookups).toEqual(['vi']);
  });

  it('looks up English again when the detected language cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { actor, lookups } = startPage({ stored: 'vi' }, () => Promise.reject(new Error('offline')));
    await flush();
    expect(actor.getSnapshot().children.language?.getSnapshot().context.language).toBe('en');
    expect(lookups).toEqual(['vi', 'en']);
  });

  it('does not look up again when a choice changes nothing', async () => {
    const { actor, lookups } = startPage();
    await flush();
    childOf(actor, 'language').send({ type: 'language.select', language: 'en' });
    await flush();
    expect(lookups).toEqual(['en']);
  });
});
