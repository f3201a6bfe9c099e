import { describe, expect, it, vi } from 'vitest';
import { createActor, type EventObject, fromCallback, fromPromise } from 'xstate';
import type { Catalogue } from '../../locales/en.ts';
import type { LanguageCode } from '../../locales/languages.ts';
import { type DocumentDescription, type LanguageInput, languageMachine } from '../../machines/language.machine.ts';
import { deferred, fakeCatalogue, flush, languageInput, silentPrefetch, started } from './helpers.ts';

function start(overrides: Partial<LanguageInput> = {}, load = (code: LanguageCode) => Promise.resolve(fakeCatalogue(code))) {
  const loadCatalogue = vi.fn(load);
  const spies = {
    persistLanguage: vi.fn(),
    prepareNextVisit: vi.fn(),
    applyDocumentLanguage: vi.fn(),
    describeDocument: vi.fn(),
    logCatalogueError: vi.fn(),
    logRejectedLanguage: vi.fn(),
  };
  const machine = languageMachine.provide({
    actors: {
      loadCatalogue: fromPromise<Catalogue, { language: LanguageCode }>(({ input }) => loadCatalogue(input.language)),
      prefetchCatalogues: silentPrefetch,
      describeDocument: fromCallback<EventObject, DocumentDescription>(({ input }) => spies.describeDocument(input)),
    },
    actions: {
      persistLanguage: (_, { language }) => spies.persistLanguage(language),
      prepareNextVisit: (_, { language }) => spies.prepareNextVisit(language),
      applyDocumentLanguage: (_, params) => spies.applyDocumentLanguage(params),
      logCatalogueError: (_, { language }) => spies.logCatalogueError(language),
      logRejectedLanguage: (_, { language }) => spies.logRejectedLanguage(language),
    },
  });
  return { actor: started(createActor(machine, { input: { ...languageInput, ...overrides } })), loadCatalogue, ...spies };
}

describe('language machine', () => {
  it('starts ready in English without loading anything when English is detected', () => {
    const { actor, loadCatalogue, applyDocumentLanguage, describeDocument, persistLanguage } = start();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.language).toBe('en');
    expect(loadCatalogue).not.toHaveBeenCalled();
    expect(persistLanguage).not.toHaveBeenCalled();
    expect(applyDocumentLanguage).toHaveBeenCalledWith(expect.objectContaining({ tag: 'en', dir: 'ltr' }));
    expect(describeDocument).toHaveBeenCalledWith(expect.objectContaining({ title: expect.stringContaining('Marketly') }));
  });

  it('shows English while a returning visitor’s stored language loads, then switches without storing again', async () => {
    const { actor, persistLanguage, applyDocumentLanguage, describeDocument } = start({
      detected: { language: 'de', source: 'stored' },
    });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.language).toBe('en');
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.language).toBe('de');
    expect(actor.getSnapshot().context.catalogue.hero.title).toBe('de title');
    expect(applyDocumentLanguage).toHaveBeenLastCalledWith(expect.objectContaining({ tag: 'de', dir: 'ltr' }));
    expect(describeDocument).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'de Marketly', description: expect.any(String) }),
    );
    expect(persistLanguage).not.toHaveBeenCalled();
  });

  it('loads the language detected in the browser but stores nothing until the visitor chooses', async () => {
    const { actor, persistLanguage } = start({ detected: { language: 'cn', source: 'browser' } });
    await flush();
    expect(actor.getSnapshot().context.language).toBe('cn');
    expect(persistLanguage).not.toHaveBeenCalled();
  });

  it('stores an explicit choice and applies its BCP 47 tag', async () => {
    const { actor, persistLanguage, applyDocumentLanguage } = start();
    actor.send({ type: 'language.select', language: 'cn' });
    await flush();
    expect(actor.getSnapshot().context.language).toBe('cn');
    expect(persistLanguage).toHaveBeenCalledWith('cn');
    expect(applyDocumentLanguage).toHaveBeenLastCalledWith(expect.objectContaining({ tag: 'zh-CN', dir: 'ltr' }));
  });

  it('sets right-to-left only for Arabic', async () => {
    const { actor, applyDocumentLanguage } = start({ offered: ['en', 'ar', 'de'] });
    actor.send({ type: 'language.select', language: 'ar' });
    await flush();
    expect(applyDocumentLanguage).toHaveBeenLastCalledWith(expect.objectContaining({ tag: 'ar', dir: 'rtl' }));
    actor.send({ type: 'language.select', language: 'de' });
    await flush();
    expect(applyDocumentLanguage).toHaveBeenLastCalledWith(expect.objectContaining({ tag: 'de', dir: 'ltr' }));
  });

  it('stores a choice of the language already on screen without reloading it, and readies its next visit once', () => {
    const { actor, persistLanguage, prepareNextVisit, loadCatalogue } = start();
    actor.send({ type: 'language.select', language: 'en' });
    actor.send({ type: 'language.select', language: 'en' });
    expect(persistLanguage.mock.calls).toEqual([['en'], ['en']]);
    expect(prepareNextVisit.mock.calls).toEqual([['en']]);
    expect(loadCatalogue).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it.each(['fr', 'klingon', ''])('ignores and logs a request for %j, which is not offered', (language) => {
    const { actor, logRejectedLanguage, persistLanguage } = start();
    actor.send({ type: 'language.select', language });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.language).toBe('en');
    expect(logRejectedLanguage).toHaveBeenCalledWith(language);
    expect(persistLanguage).not.toHaveBeenCalled();
  });

  it('keeps the current language and logs when a catalogue fails to load', async () => {
    const { actor, logCatalogueError, persistLanguage } = start({}, (language) =>
      language === 'vi' ? Promise.reject(new Error('chunk failed')) : Promise.resolve(fakeCatalogue(language)),
    );
    actor.send({ type: 'language.select', language: 'de' });
    await flush();
    actor.send({ type: 'language.select', language: 'vi' });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context).toMatchObject({ language: 'de', requested: 'de' });
    expect(logCatalogueError).toHaveBeenCalledWith('vi');
    expect(persistLanguage).toHaveBeenCalledTimes(1);
  });

  it('falls back to English when a stored language’s catalogue cannot load', async () => {
    const { actor, logCatalogueError } = start({ detected: { language: 'de', source: 'stored' } }, () =>
      Promise.reject(new Error('offline')),
    );
    await flush();
    expect(actor.getSnapshot().context.language).toBe('en');
    expect(logCatalogueError).toHaveBeenCalledWith('de');
  });

  it('lets the latest choice win when an earlier catalogue arrives late', async () => {
    const slow = deferred<Catalogue>();
    const { actor, persistLanguage } = start({}, (language) =>
      language === 'de' ? slow.promise : Promise.resolve(fakeCatalogue(language)),
    );
    actor.send({ type: 'language.select', language: 'de' });
    actor.send({ type: 'language.select', language: 'vi' });
    await flush();
    slow.resolve(fakeCatalogue('de'));
    await flush();
    expect(actor.getSnapshot().context.language).toBe('vi');
    expect(persistLanguage).toHaveBeenCalledTimes(1);
    expect(persistLanguage).toHaveBeenCalledWith('vi');
  });

  it('shows a choice whose catalogue is in memory inside the same send, loading nothing', async () => {
    const { actor, loadCatalogue, persistLanguage, prepareNextVisit, applyDocumentLanguage } = start();
    actor.send({ type: 'language.select', language: 'de' });
    await flush();
    actor.send({ type: 'language.select', language: 'en' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'ready', context: { language: 'en', requested: 'en' } });
    actor.send({ type: 'language.select', language: 'de' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'ready', context: { language: 'de', requested: 'de' } });
    expect(actor.getSnapshot().context.catalogue).toEqual(fakeCatalogue('de'));
    expect(loadCatalogue).toHaveBeenCalledTimes(1);
    expect(persistLanguage.mock.calls).toEqual([['de'], ['en'], ['de']]);
    expect(prepareNextVisit.mock.calls).toEqual([['de'], ['en'], ['de']]);
    // The page started in English; each choice was applied to the document once, in order.
    expect(applyDocumentLanguage.mock.calls.map(([{ tag }]) => tag)).toEqual(['en', 'de', 'en', 'de']);
  });

  it('shows a catalogue the prefetch brought in at once when it is chosen', () => {
    const { actor, loadCatalogue } = start();
    actor.send({ type: 'catalogue.loaded', language: 'vi', catalogue: fakeCatalogue('vi') });
    actor.send({ type: 'language.select', language: 'vi' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'ready', context: { language: 'vi' } });
    expect(loadCatalogue).not.toHaveBeenCalled();
  });

  it('drops a load in flight when a language in memory is chosen meanwhile', async () => {
    const slow = deferred<Catalogue>();
    const { actor, persistLanguage } = start({}, () => slow.promise);
    actor.send({ type: 'language.select', language: 'de' });
    actor.send({ type: 'language.select', language: 'en' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'ready', context: { language: 'en', requested: 'en' } });
    slow.resolve(fakeCatalogue('de'));
    await flush();
    expect(actor.getSnapshot().context.language).toBe('en');
    expect(persistLanguage.mock.calls).toEqual([['en']]);
  });

  it('ignores a request that is not offered while loading, and finishes the load', async () => {
    const { actor, logRejectedLanguage } = start({ detected: { language: 'de', source: 'stored' } });
    actor.send({ type: 'language.select', language: 'fr' });
    expect(logRejectedLanguage).toHaveBeenCalledWith('fr');
    await flush();
    expect(actor.getSnapshot().context.language).toBe('de');
  });

  it('logs, as the page runs it, a refused language and a catalogue that failed to load', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const machine = languageMachine.provide({
      actors: {
        loadCatalogue: fromPromise<Catalogue, { language: LanguageCode }>(() => Promise.reject(new Error('offline'))),
        prefetchCatalogues: silentPrefetch,
      },
    });
    const actor = started(createActor(machine, { input: languageInput }));
    actor.send({ type: 'language.select', language: 'fr' });
    actor.send({ type: 'language.select', language: 'vi' });
    await flush();
    expect(logged.mock.calls.map(([message]) => message)).toEqual([
      expect.stringContaining('"fr"'),
      expect.stringContaining('"vi"'),
    ]);
  });
});
