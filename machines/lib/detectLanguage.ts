import { defaultLanguage, isLanguageCode, type LanguageCode, languageFromTag } from '../../locales/languages.ts';

/** What the browser tells us about the visitor's language, read once at start. */
export interface LanguageEnvironment {
  /** The stored `lang` entry, if any. */
  readonly stored: string | null;
  /** `navigator.languages`, most preferred first. */
  readonly browserLanguages: readonly string[];
  /** `<html lang>` as served. */
  readonly htmlLang: string | null;
}

export type LanguageSource = 'stored' | 'browser' | 'html' | 'default';

export interface DetectedLanguage {
  readonly language: LanguageCode;
  readonly source: LanguageSource;
}

/** Stored choice (if offered) → browser languages → `<html lang>` → English. */
export function detectLanguage(env: LanguageEnvironment, offered: readonly LanguageCode[]): DetectedLanguage {
  const isOffered = (code: LanguageCode | undefined): code is LanguageCode => code !== undefined && offered.includes(code);

  if (isLanguageCode(env.stored) && isOffered(env.stored)) return { language: env.stored, source: 'stored' };
  for (const tag of env.browserLanguages) {
    const code = languageFromTag(tag);
    if (isOffered(code)) return { language: code, source: 'browser' };
  }
  const fromHtml = env.htmlLang ? languageFromTag(env.htmlLang) : undefined;
  if (isOffered(fromHtml)) return { language: fromHtml, source: 'html' };
  return { language: defaultLanguage, source: 'default' };
}
