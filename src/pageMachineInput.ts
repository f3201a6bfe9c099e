import type { Catalogue } from '../locales/en.ts';
import { type LanguageCode, languageInfo, tagRules } from '../locales/languages.ts';
import { browserLanguages, detectLanguage } from '../machines/lib/detectLanguage.ts';
import { type PageKind, pageKind } from '../machines/lib/routes.ts';
import { createSafeStorage, languageStorageKey } from '../machines/lib/storage.ts';
import type { PageInput } from '../machines/page.machine.ts';
import { config } from './config.ts';
import { reportsSettings } from './reports/settings.ts';

declare const __REPORTS__: boolean;

const fromConfig = {
  offered: config.offeredLanguages,
  brandName: config.brandName,
  shopUrl: config.shopUrl,
  supportChatUrl: config.supportChatUrl,
} as const;

/** The language as painted: the page's `<html lang>`, as the host or the head script left it, if offered. */
export function paintedLanguage(): LanguageCode {
  const painted = { stored: null, browserLanguages: [], htmlLang: document.documentElement.lang };
  return detectLanguage(painted, config.offeredLanguages, tagRules).language;
}

/** What the browser says about the visitor, read once when the page starts; `catalogue` is the painted language's. */
export function browserPageInput(painted: { language: LanguageCode; catalogue: Catalogue }): PageInput {
  const page = pageKind(window.location.pathname);
  return {
    ...fromConfig,
    page,
    stored: createSafeStorage().read(languageStorageKey),
    browserLanguages: browserLanguages(),
    htmlLang: document.documentElement.getAttribute('lang'),
    painted,
    // Off, the bundler drops the reports' settings with everything else of theirs.
    reports: __REPORTS__ ? reportsSettings(page) : undefined,
  };
}

/** The prerender's visitor for a page in `language`: nothing stored, nothing known but the page's own language. */
export function prerenderPageInput(page: PageKind, painted: { language: LanguageCode; catalogue: Catalogue }): PageInput {
  return { ...fromConfig, page, stored: null, browserLanguages: [], htmlLang: languageInfo(painted.language).tag, painted };
}
