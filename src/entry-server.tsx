import { renderToString } from 'react-dom/server';
import { createActor } from 'xstate';
import { loadCatalogue } from '../locales/catalogues.ts';
import { type LanguageCode, languageInfo } from '../locales/languages.ts';
import { createTranslator } from '../locales/translate.ts';
import { documentLanguage } from '../machines/language.machine.ts';
import { pageKind } from '../machines/lib/routes.ts';
import { pageMachine } from '../machines/page.machine.ts';
import { App } from './App.tsx';
import { config } from './config.ts';
import { prerenderPageInput } from './pageMachineInput.ts';

export { config, languageInfo, pageKind };

/** The page for `path` in `language`, rendered from the machines' initial state, as the client will hydrate it. */
export async function renderPage(path: string, language: LanguageCode): Promise<string> {
  const catalogue = await loadCatalogue(language);
  // Never started: no effect runs, and the markup is the initial snapshot the client hydrates.
  const actor = createActor(pageMachine, { input: prerenderPageInput(pageKind(path), { language, catalogue }) });
  return renderToString(<App actor={actor} ssrPath={path} />);
}

/** The head's words for a page in `language`. */
export async function headFor(kind: 'landing' | 'not-found', language: LanguageCode) {
  const catalogue = await loadCatalogue(language);
  const t = createTranslator(language, catalogue, { brand: config.brandName });
  const { title, description } = documentLanguage({ language, catalogue, brandName: config.brandName, page: kind });
  return { title, description, imageAlt: t('meta.imageAlt') };
}
