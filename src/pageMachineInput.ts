import { type PageKind, pageKind } from '../machines/lib/routes.ts';
import { createSafeStorage, languageStorageKey } from '../machines/lib/storage.ts';
import type { PageInput } from '../machines/page.machine.ts';
import { config } from './config.ts';

const fromConfig = {
  offered: config.offeredLanguages,
  brandName: config.brandName,
  shopUrl: config.shopUrl,
  supportChatUrl: config.supportChatUrl,
} as const;

/** What the browser says about the visitor, read once when the page starts. */
export function browserPageInput(): PageInput {
  return {
    ...fromConfig,
    page: pageKind(window.location.pathname),
    stored: createSafeStorage().read(languageStorageKey),
    browserLanguages: navigator.languages?.length ? navigator.languages : [navigator.language],
    htmlLang: document.documentElement.getAttribute('lang'),
  };
}

/** The prerender's visitor: nothing stored, nothing known, so the page is English. */
export function prerenderPageInput(page: PageKind): PageInput {
  return { ...fromConfig, page, stored: null, browserLanguages: [], htmlLang: 'en' };
}
