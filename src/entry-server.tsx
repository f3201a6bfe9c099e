import { renderToString } from 'react-dom/server';
import { createActor } from 'xstate';
import { en } from '../locales/catalogues.ts';
import { languageInfo } from '../locales/languages.ts';
import { createTranslator } from '../locales/translate.ts';
import { documentLanguage } from '../machines/language.machine.ts';
import { pageKind } from '../machines/lib/routes.ts';
import { pageMachine } from '../machines/page.machine.ts';
import { App } from './App.tsx';
import { config } from './config.ts';
import { prerenderPageInput } from './pageMachineInput.ts';

export { config, languageInfo, pageKind };

/** The English page for `path`, rendered from the machines' initial state, as the client will hydrate it. */
export function renderPage(path: string): string {
  // Never started: no effect runs, and the markup is the initial snapshot the client hydrates.
  const actor = createActor(pageMachine, { input: prerenderPageInput(pageKind(path)) });
  return renderToString(<App actor={actor} ssrPath={path} />);
}

export function headFor(kind: 'landing' | 'not-found') {
  const t = createTranslator('en', en, { brand: config.brandName });
  const { title, description } = documentLanguage({ language: 'en', catalogue: en, brandName: config.brandName, page: kind });
  return { title, description, imageAlt: t('meta.imageAlt') };
}
