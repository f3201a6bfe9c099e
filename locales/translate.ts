import rosetta from 'rosetta';
import { en, type MessageKey } from './catalogues.ts';
import type { Catalogue } from './en.ts';
import { defaultLanguage, type LanguageCode } from './languages.ts';

export type MessageParams = Readonly<Record<string, string | number>>;
export type Translate = (key: MessageKey, params?: MessageParams) => string;

/**
 * A `t` for one language that falls back to English key by key (rosetta has no fallback of its own),
 * with `defaults` (brand, e-mail) injected into every message.
 */
export function createTranslator(language: LanguageCode, catalogue: Catalogue, defaults: MessageParams = {}): Translate {
  const i18n = rosetta<Catalogue>({ [defaultLanguage]: en, [language]: catalogue });
  i18n.locale(language);
  return (key, params) => {
    const values = { ...defaults, ...params };
    return i18n.t(key, values) || i18n.t(key, values, defaultLanguage);
  };
}
