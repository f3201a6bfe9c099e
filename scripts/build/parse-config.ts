// The build-time configuration: the VITE_* variables read, validated and turned into the page's
// configuration (src/config.ts), or the build stops with one line naming the variable.
import { defaultLanguage, isLanguageCode, type LanguageCode } from '../../locales/languages.ts';
import type { AppConfig } from '../../src/config.ts';
import { type BrandLogo, parseBrandLogo } from '../brand/logo.ts';
import { isHostname, isHostnameOrIp } from '../shared/hosts.ts';
import { socialProfile } from './social-profiles.ts';

export interface BuildConfig {
  readonly app: AppConfig;
  readonly brandLogo: BrandLogo;
  /** For dark backgrounds (the dark scheme's header, and the footer), if the operator has one. */
  readonly brandLogoDark: BrandLogo | null;
  /** The operator's hero picture, relative to the project; null: the build draws one. */
  readonly heroImage: string | null;
  /** Field reports (VITE_REPORTS=on, docs/operators.md): off unless the operator turns them on. */
  readonly reports: boolean;
}

/** Reads a file named by a variable (relative to the project), as text. */
export type ReadText = (path: string) => string;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Ends the build with one line naming the variable, instead of a stack trace from deep inside Vite. */
export function exitOnConfigError(error: unknown): never {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`\nConfiguration error: ${error.message}\n`);
  process.exit(1);
}

type Env = Readonly<Record<string, string | undefined>>;

function required(env: Env, name: string): string {
  const value = env[name]?.trim();
  if (value === undefined) throw new ConfigError(`${name} is missing: set it in .env or the environment.`);
  // Set but empty overrides the default in .env: a mistake of its own.
  if (!value) throw new ConfigError(`${name} is set but empty: give it a value, or unset it to use the default in .env.`);
  return value;
}

/** Unset and empty both mean "not given". */
const optional = (env: Env, name: string): string | null => env[name]?.trim() || null;

/** A value in a message: characters that would not print, or would reorder the line, as \u{…}. */
const shown = (value: string) =>
  JSON.stringify(value).replace(/[\p{C}\p{Zl}\p{Zp}]/gu, (character) => `\\u{${character.codePointAt(0)?.toString(16)}}`);

/**
 * Every URL variable: an absolute http(s) URL, judged as written and as a browser parses it, without
 * credentials, its host a hostname or IP literal; returned as the parser writes it. `base`: no `?` or `#`.
 */
function httpUrl(name: string, value: string, { protocols = ['http:', 'https:'], base = false } = {}): URL {
  const expected = protocols.length === 1 ? `an absolute ${protocols[0]?.slice(0, -1)} URL` : 'an absolute http(s) URL';
  // The parser drops tabs and newlines and reads `\` as `/`: what it kept would not be what was written.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (/[\s\u0000-\u001f\u007f\\]/.test(value)) {
    throw new ConfigError(`${name} must be a URL without spaces, control characters or backslashes, got ${shown(value)}.`);
  }
  const parsed = URL.parse(value);
  if (!parsed || !protocols.includes(parsed.protocol) || !/^https?:\/\//i.test(value)) {
    throw new ConfigError(`${name} must be ${expected}, got "${value}".`);
  }
  // The authority as written: an `@` there is a user name, even an empty one the parser forgets. Not echoed.
  const authority = value.slice(value.indexOf('//') + 2).split(/[/?#]/, 1)[0] ?? '';
  if (authority.includes('@') || parsed.username || parsed.password) {
    throw new ConfigError(
      `${name} must not carry a user name or password (user:password@host): every page and script would publish them.`,
    );
  }
  if (!isHostnameOrIp(parsed.hostname)) {
    throw new ConfigError(
      `${name} must name its host by a hostname (letters, digits, hyphens and dots, no trailing dot) or an IP address, got "${value}".`,
    );
  }
  if (base && /[?#]/.test(value)) {
    throw new ConfigError(`${name} must be a base URL that paths are appended to, without a query or fragment, got "${value}".`);
  }
  return parsed;
}

/** A base URL that paths are appended to (/h5/, /#/pagesC/…), without its trailing slash, which would double up. */
const baseUrl = (env: Env, name: string) => httpUrl(name, required(env, name), { base: true }).href.replace(/\/+$/, '');

/** The site's own origin: the pages' links and assets are root-relative, so it cannot live under a path. */
function origin(env: Env, name: string): string {
  const value = required(env, name);
  const parsed = httpUrl(name, value);
  if (parsed.pathname !== '/' || /[?#]/.test(value)) {
    throw new ConfigError(
      `${name} must be an origin only, like https://www.example.com: the page is served at the root of its host, so a path, query or fragment cannot work. Got "${value}".`,
    );
  }
  return parsed.origin;
}

function optionalLink(env: Env, name: string): string | null {
  const value = optional(env, name);
  return value === null ? null : httpUrl(name, value).href;
}

/** RFC 5322's dot-atom, less `?`, `#`, `%` and `&`, which a mailto: link reads as its query (cc, bcc, body). */
const mailbox = /^[A-Za-z0-9!$'*+/=^_`{|}~-]+(?:\.[A-Za-z0-9!$'*+/=^_`{|}~-]+)*$/;

function email(env: Env, name: string): string {
  const value = required(env, name);
  const at = value.lastIndexOf('@');
  const [local, domain] = [value.slice(0, at), value.slice(at + 1)];
  if (at < 1 || local.length > 64 || !mailbox.test(local) || !isHostname(domain) || !domain.includes('.')) {
    throw new ConfigError(
      `${name} must be an e-mail address (name@example.com: no spaces, query or parameters), got ${shown(value)}.`,
    );
  }
  return value;
}

/** An address, shown as written: no line breaks, nothing that reorders or hides text around it. */
function oneLine(env: Env, name: string, maxLength: number): string {
  const value = required(env, name);
  if (/[\p{Cc}\p{Zl}\p{Zp}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u.test(value) || value.length > maxLength) {
    throw new ConfigError(
      `${name} must be one line of at most ${maxLength} characters, without control or direction-changing characters, got ${shown(value)}.`,
    );
  }
  return value;
}

/** The longest brand name the header is proven to show whole (tests/languages/layout.spec.ts builds with one). */
export const brandNameMaxCharacters = 24;

/** Printable text and single spaces (HTML folds a run into one), counted as a reader counts characters. */
function brandName(env: Env, name: string): string {
  const value = required(env, name);
  const unprintable = value.match(/[^\p{L}\p{M}\p{N}\p{P}\p{S} ]/u)?.[0];
  if (unprintable !== undefined) {
    const code = `U+${unprintable.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}`;
    throw new ConfigError(
      `${name} must be printable text (letters, digits, punctuation, symbols and single spaces), without control or direction-changing characters; it holds ${code} in ${shown(value)}.`,
    );
  }
  if (value.includes('  ')) {
    throw new ConfigError(`${name} must separate words by single spaces (a page shows two as one), got ${shown(value)}.`);
  }
  const characters = [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(value)].length;
  if (characters > brandNameMaxCharacters) {
    throw new ConfigError(
      `${name} may be at most ${brandNameMaxCharacters} characters, the longest the header is proven to show whole in every language and at every width; ${shown(value.length > 40 ? `${value.slice(0, 40)}…` : value)} has ${characters}.`,
    );
  }
  return value;
}

/** A comma-separated list, without blanks or repeats. */
const list = (value: string | null) => [...new Set((value ?? '').split(',').map((item) => item.trim()))].filter(Boolean);

function readLogo(name: string, path: string, readText: ReadText): BrandLogo {
  if (!/\.svg$/i.test(path)) throw new ConfigError(`${name} must name an .svg file, got "${path}".`);
  let svg: string;
  try {
    svg = readText(path);
  } catch (error) {
    throw new ConfigError(`${name} names "${path}", which cannot be read: ${(error as Error).message}`);
  }
  try {
    return parseBrandLogo(svg);
  } catch (error) {
    throw new ConfigError(`${name} ("${path}") ${(error as Error).message}`);
  }
}

/** The variant for dark backgrounds: of the light logo's shape, so the header keeps its layout in both schemes. */
function brandLogoDark(env: Env, name: string, readText: ReadText, light: BrandLogo): BrandLogo | null {
  const path = optional(env, name);
  if (path === null) return null;
  const dark = readLogo(name, path, readText);
  if (Math.abs((dark.width / dark.height) * (light.height / light.width) - 1) > 0.01) {
    throw new ConfigError(
      `${name} ("${path}") is ${dark.width}×${dark.height} but VITE_BRAND_LOGO is ${light.width}×${light.height}: the dark variant must have the same aspect ratio, so the header keeps its layout in both colour schemes.`,
    );
  }
  return dark;
}

function optionalPicture(env: Env, name: string): string | null {
  const path = optional(env, name);
  if (path !== null && !/\.(?:jpe?g|png|webp|avif)$/i.test(path)) {
    throw new ConfigError(`${name} must name a .jpg, .png, .webp or .avif file, got "${path}".`);
  }
  return path;
}

function languageList(env: Env, name: string): LanguageCode[] {
  const codes = list(required(env, name));
  const unknown = codes.filter((code) => !isLanguageCode(code));
  if (unknown.length > 0) throw new ConfigError(`${name} has unknown language code(s): ${unknown.join(', ')}.`);
  if (!codes.includes(defaultLanguage)) {
    throw new ConfigError(`${name} must include ${defaultLanguage}, the fallback language, got "${codes.join(',')}".`);
  }
  return codes as LanguageCode[];
}

export function parseConfig(env: Env, readText: ReadText): BuildConfig {
  const brand = brandName(env, 'VITE_BRAND_NAME');
  const logo = readLogo('VITE_BRAND_LOGO', required(env, 'VITE_BRAND_LOGO'), readText);
  const app: AppConfig = {
    brandName: brand,
    shopUrl: baseUrl(env, 'VITE_SHOP_URL'),
    merchantUrl: baseUrl(env, 'VITE_MERCHANT_URL'),
    supportChatUrl: httpUrl('VITE_SUPPORT_CHAT_URL', required(env, 'VITE_SUPPORT_CHAT_URL')).href,
    contactEmail: email(env, 'VITE_CONTACT_EMAIL'),
    companyAddress: oneLine(env, 'VITE_COMPANY_ADDRESS', 200),
    legalUrls: {
      privacy: optionalLink(env, 'VITE_PRIVACY_URL'),
      terms: optionalLink(env, 'VITE_TERMS_URL'),
      cookies: optionalLink(env, 'VITE_COOKIE_POLICY_URL'),
    },
    socialProfiles: list(optional(env, 'VITE_SOCIAL_URLS')).map((url) =>
      socialProfile(httpUrl('VITE_SOCIAL_URLS', url, { protocols: ['https:'] })),
    ),
    offeredLanguages: languageList(env, 'VITE_OFFERED_LANGUAGES'),
    siteUrl: origin(env, 'VITE_SITE_URL'),
  };
  return {
    app,
    brandLogo: logo,
    brandLogoDark: brandLogoDark(env, 'VITE_BRAND_LOGO_DARK', readText, logo),
    heroImage: optionalPicture(env, 'VITE_HERO_IMAGE'),
    reports: onOrOff(env, 'VITE_REPORTS'),
  };
}

/** A switch that is off unless set to `on`; any other value is a mistake worth stopping for. */
function onOrOff(env: Env, name: string): boolean {
  const value = optional(env, name);
  if (value === null || value === 'off') return false;
  if (value === 'on') return true;
  throw new ConfigError(`${name} must be "on" or "off", got ${JSON.stringify(value)}.`);
}
