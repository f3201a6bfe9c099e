import { isLanguageCode, type LanguageCode } from '../locales/languages.ts';

/** The page's build-time configuration, validated. Read by `vite.config.ts`; never import.meta.env at run time. */
export interface AppConfig {
  readonly brandName: string;
  readonly shopUrl: string;
  readonly merchantUrl: string;
  readonly supportChatUrl: string;
  readonly contactEmail: string;
  readonly offeredLanguages: readonly LanguageCode[];
  readonly siteUrl: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Readonly<Record<string, string | undefined>>;

function required(env: Env, name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new ConfigError(`${name} is missing: set it in .env or the environment.`);
  return value;
}

function httpUrl(env: Env, name: string): string {
  const value = required(env, name);
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be an absolute http(s) URL, got "${value}".`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new ConfigError(`${name} must be an absolute http(s) URL, got "${value}".`);
  }
  // A trailing slash would double up when paths are appended.
  return value.replace(/\/+$/, '');
}

function email(env: Env, name: string): string {
  const value = required(env, name);
  if (!/^[^\s@<>()"]+@[^\s@<>()"]+\.[^\s@<>()"]+$/.test(value)) {
    throw new ConfigError(`${name} must be an e-mail address, got "${value}".`);
  }
  return value;
}

function languageList(env: Env, name: string): LanguageCode[] {
  const codes = required(env, name)
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);
  const unknown = codes.filter((code) => !isLanguageCode(code));
  if (unknown.length > 0) {
    throw new ConfigError(`${name} has unknown language code(s): ${unknown.join(', ')}.`);
  }
  const offered = [...new Set(codes)] as LanguageCode[];
  if (!offered.includes('en')) {
    throw new ConfigError(`${name} must include en, the fallback language, got "${codes.join(',')}".`);
  }
  return offered;
}

export function parseConfig(env: Env): AppConfig {
  return {
    brandName: required(env, 'VITE_BRAND_NAME'),
    shopUrl: httpUrl(env, 'VITE_SHOP_URL'),
    merchantUrl: httpUrl(env, 'VITE_MERCHANT_URL'),
    supportChatUrl: httpUrl(env, 'VITE_SUPPORT_CHAT_URL'),
    contactEmail: email(env, 'VITE_CONTACT_EMAIL'),
    offeredLanguages: languageList(env, 'VITE_OFFERED_LANGUAGES'),
    siteUrl: httpUrl(env, 'VITE_SITE_URL'),
  };
}
