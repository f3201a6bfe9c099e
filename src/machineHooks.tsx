import { useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { Catalogue } from '../locales/en.ts';
import type { LanguageCode } from '../locales/languages.ts';
import { createTranslator, type Translate } from '../locales/translate.ts';
import type { customerServiceMachine } from '../machines/customerService.machine.ts';
import type { languageMachine } from '../machines/language.machine.ts';
import { shopEntryUrl } from '../machines/lib/shop.ts';
import type { menuMachine } from '../machines/menu.machine.ts';
import type { PageActor } from '../machines/page.machine.ts';
import type { viewportMachine } from '../machines/viewport.machine.ts';
import { config } from './config.ts';

// Not createActorContext: it starts its own actor after all child effects (no onStart after the start), +362 B gzip over budget.
const PageContext = createContext<PageActor | null>(null);

/**
 * Gives the views the page's actor system. The actor starts after the first commit, so hydration
 * renders its initial snapshot, which is exactly what the prerender rendered: no mismatch. `onStart`
 * runs right after: the tree is hydrated and every machine is running.
 */
export function PageProvider({
  actor,
  onStart,
  children,
}: {
  readonly actor: PageActor;
  readonly onStart?: (() => void) | undefined;
  readonly children: ReactNode;
}) {
  useEffect(() => {
    actor.start(); // idempotent, so a second effect run (Strict Mode) is harmless
    onStart?.();
  }, [actor, onStart]);
  return (
    <PageContext value={actor}>
      <TranslationProvider>{children}</TranslationProvider>
    </PageContext>
  );
}

export function usePage(): PageActor {
  const actor = useContext(PageContext);
  if (!actor) throw new Error('usePage must be used inside <PageProvider>');
  return actor;
}

function useChild<K extends 'language' | 'customerService' | 'viewport' | 'menu'>(key: K) {
  const child = usePage().getSnapshot().children[key];
  if (!child) throw new Error(`The page machine has no "${key}" actor`);
  return child;
}

export const useLanguageActor = () => useChild('language');

export function useLanguage<T>(selector: (snapshot: SnapshotFrom<typeof languageMachine>) => T): T {
  return useSelector(useChild('language'), selector);
}

export function useCustomerService<T>(selector: (snapshot: SnapshotFrom<typeof customerServiceMachine>) => T): T {
  return useSelector(useChild('customerService'), selector);
}

export const useCustomerServiceActor = () => useChild('customerService');

export const useMenuActor = () => useChild('menu');

export function useMenu<T>(selector: (snapshot: SnapshotFrom<typeof menuMachine>) => T): T {
  return useSelector(useChild('menu'), selector);
}

/** The shop's entry for this window: /h5/ below the mobile breakpoint, /pc/ otherwise. */
export function useShopEntryUrl(): string {
  const isNarrow = useSelector(useChild('viewport'), (snapshot: SnapshotFrom<typeof viewportMachine>) =>
    snapshot.matches('narrow'),
  );
  return shopEntryUrl(config.shopUrl, isNarrow);
}

// One translator per catalogue, shared by every view (brand and e-mail never change at run time).
const translators = new WeakMap<Catalogue, Translate>();
function translatorFor(language: LanguageCode, catalogue: Catalogue): Translate {
  let t = translators.get(catalogue);
  if (!t) {
    t = createTranslator(language, catalogue, { brand: config.brandName, email: config.contactEmail });
    translators.set(catalogue, t);
  }
  return t;
}

/** `t` for the language on screen, and that language. */
export interface Translation {
  readonly t: Translate;
  readonly language: SnapshotFrom<typeof languageMachine>['context']['language'];
}

const TranslationContext = createContext<Translation | null>(null);

/** The one subscription to the language on screen, which a part may override (src/views/DeferredLanguagePart.tsx). */
function TranslationProvider({ children }: { readonly children: ReactNode }) {
  const language = useLanguage((snapshot) => snapshot.context.language);
  const catalogue = useLanguage((snapshot) => snapshot.context.catalogue);
  const translation = useMemo(() => ({ t: translatorFor(language, catalogue), language }), [language, catalogue]);
  return <TranslationContext value={translation}>{children}</TranslationContext>;
}

/** `t` for the language on screen, with the brand and contact e-mail injected. */
export function useTranslation(): Translation {
  const translation = useContext(TranslationContext);
  if (!translation) throw new Error('useTranslation must be used inside <PageProvider>');
  return translation;
}

/** Hands `children` this translation instead of the page's (see DeferredLanguagePart). */
export function TranslationOverride({ value, children }: { readonly value: Translation; readonly children: ReactNode }) {
  return <TranslationContext value={value}>{children}</TranslationContext>;
}
