// The detection order (docs/product.md, "Languages"), as one pure function: the app's page machine and the inline head script
// (which inlines this file, so it imports nothing but types and takes the tag rules as input).
import type { defaultLanguage, LanguageCode } from '../../locales/languages.ts';
import { codeForTag, type TagRule } from '../../locales/tags.ts';

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

/** `navigator.languages`, most preferred first; `navigator.language` where the list is missing or empty. */
export const browserLanguages = (): readonly string[] =>
  navigator.languages?.length ? navigator.languages : [navigator.language];

/** Stored choice (if offered) → browser languages → `<html lang>` → English; `rules` map tags to codes (tagRules). */
export function detectLanguage(
  env: LanguageEnvironment,
  offered: readonly LanguageCode[],
  rules: readonly TagRule[],
): DetectedLanguage {
  const offeredCode = (code: string | null | undefined) => offered.find((offeredCode) => offeredCode === code);
  const stored = offeredCode(env.stored);
  if (stored) return { language: stored, source: 'stored' };
  for (const tag of env.browserLanguages) {
    const code = offeredCode(codeForTag(rules, tag));
    if (code) return { language: code, source: 'browser' };
  }
  const fromHtml = env.htmlLang ? offeredCode(codeForTag(rules, env.htmlLang)) : undefined;
  if (fromHtml) return { language: fromHtml, source: 'html' };
  // A value import would bring the language table into the head script: the type holds this to defaultLanguage.
  return { language: 'en' satisfies typeof defaultLanguage, source: 'default' };
}
