// The build-time configuration: the VITE_* variables read, validated and turned into the page's
// configuration (src/config.ts), or the build stops with one line naming the variable.
import { isLanguageCode, type LanguageCode } from '../../locales/languages.ts';
import type { AppConfig, SocialProfile } from '../../src/config.ts';
import { type BrandLogo, parseBrandLogo } from '../brand/logo.ts';
import { socialProfile } from './social-profiles.ts';

/** Everything the build needs: the page's configuration, and the files the build makes its images from. */
export interface BuildConfig {
  readonly app: AppConfig;
  readonly brandLogo: BrandLogo;
  /** The logo drawn for dark backgrounds (the dark scheme's header, and the footer), if the operator has one. */
  readonly brandLogoDark: BrandLogo | null;
  /** The operator's hero picture (a path relative to the project); null: the build draws one from the brand. */
  readonly heroImage: string | null;
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
  const value = env[name];
  if (value === undefined) throw new ConfigError(`${name} is missing: set it in .env or the environment.`);
  const trimmed = value.trim();
  // Set but empty overrides the default in .env, so it is a mistake of its own, not "missing".
  if (!trimmed) throw new ConfigError(`${name} is set but empty: give it a value, or unset it to use the default in .env.`);
  return trimmed;
}

/** An optional variable: unset and empty both mean "not given". */
function optional(env: Env, name: string): string | null {
  return env[name]?.trim() || null;
}

function parseHttpUrl(name: string, value: string, protocols: readonly string[] = ['http:', 'https:']): URL {
  const expected = protocols.length === 1 ? `an absolute ${protocols[0]?.slice(0, -1)} URL` : 'an absolute http(s) URL';
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be ${expected}, got "${value}".`);
  }
  if (!protocols.includes(parsed.protocol)) throw new ConfigError(`${name} must be ${expected}, got "${value}".`);
  return parsed;
}

/** A base URL that paths are appended to (/h5/, /#/pagesC/…): an origin and a path, nothing after. */
function baseUrl(env: Env, name: string): string {
  const value = required(env, name);
  const parsed = parseHttpUrl(name, value);
  if (parsed.search || parsed.hash) {
    throw new ConfigError(`${name} must be a base URL that paths are appended to, without a query or fragment, got "${value}".`);
  }
  // A trailing slash would double up when paths are appended.
  return value.replace(/\/+$/, '');
}

/** A whole link, used as it is. */
function link(env: Env, name: string): string {
  const value = required(env, name);
  parseHttpUrl(name, value);
  return value;
}

/** The site's own origin: the pages' links and assets are root-relative, so it cannot live under a path. */
function origin(env: Env, name: string): string {
  const value = required(env, name);
  const parsed = parseHttpUrl(name, value);
  if (parsed.pathname !== '/' || parsed.search || parsed.hash || parsed.username || parsed.password) {
    throw new ConfigError(
      `${name} must be an origin only, like https://www.example.com: the page is served at the root of its host, so a path, query or fragment cannot work. Got "${value}".`,
    );
  }
  return parsed.origin;
}

function optionalLink(env: Env, name: string): string | null {
  const value = optional(env, name);
  if (value !== null) parseHttpUrl(name, value);
  return value;
}

function email(env: Env, name: string): string {
  const value = required(env, name);
  if (!/^[^\s@<>()"]+@[^\s@<>()"]+\.[^\s@<>()"]+$/.test(value)) {
    throw new ConfigError(`${name} must be an e-mail address, got "${value}".`);
  }
  return value;
}

const addressMaxLength = 200;

function oneLine(env: Env, name: string, maxLength: number): string {
  const value = required(env, name);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(value) || value.length > maxLength) {
    throw new ConfigError(`${name} must be one line of at most ${maxLength} characters, got "${value}".`);
  }
  return value;
}

function socialProfiles(env: Env, name: string): SocialProfile[] {
  const urls = (optional(env, name) ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  return [...new Set(urls)].map((url) => socialProfile(parseHttpUrl(name, url, ['https:'])));
}

function brandLogo(env: Env, name: string, readText: ReadText): BrandLogo {
  return readLogo(name, required(env, name), readText);
}

/** The variant for dark backgrounds: optional, and of the light logo's shape, so the header keeps its layout in both schemes. */
function brandLogoDark(env: Env, name: string, readText: ReadText, light: BrandLogo): BrandLogo | null {
  const path = optional(env, name);
  if (path === null) return null;
  const dark = readLogo(name, path, readText);
  const ratio = (logo: BrandLogo) => logo.width / logo.height;
  if (Math.abs(ratio(dark) / ratio(light) - 1) > 0.01) {
    throw new ConfigError(
      `${name} ("${path}") is ${dark.width}×${dark.height} but VITE_BRAND_LOGO is ${light.width}×${light.height}: the dark variant must have the same aspect ratio, so the header keeps its layout in both colour schemes.`,
    );
  }
  return dark;
}

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

/** An optional picture file: a path with one of the extensions the image tools read. */
function optionalPicture(env: Env, name: string): string | null {
  const path = optional(env, name);
  if (path !== null && !/\.(?:jpe?g|png|webp|avif)$/i.test(path)) {
    throw new ConfigError(`${name} must name a .jpg, .png, .webp or .avif file, got "${path}".`);
  }
  return path;
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

export function parseConfig(env: Env, readText: ReadText): BuildConfig {
  const brandName = required(env, 'VITE_BRAND_NAME');
  const logo = brandLogo(env, 'VITE_BRAND_LOGO', readText);
  const app: AppConfig = {
    brandName,
    shopUrl: baseUrl(env, 'VITE_SHOP_URL'),
    merchantUrl: baseUrl(env, 'VITE_MERCHANT_URL'),
    supportChatUrl: link(env, 'VITE_SUPPORT_CHAT_URL'),
    contactEmail: email(env, 'VITE_CONTACT_EMAIL'),
    companyAddress: oneLine(env, 'VITE_COMPANY_ADDRESS', addressMaxLength),
    legalUrls: {
      privacy: optionalLink(env, 'VITE_PRIVACY_URL'),
      terms: optionalLink(env, 'VITE_TERMS_URL'),
      cookies: optionalLink(env, 'VITE_COOKIE_POLICY_URL'),
    },
    socialProfiles: socialProfiles(env, 'VITE_SOCIAL_URLS'),
    offeredLanguages: languageList(env, 'VITE_OFFERED_LANGUAGES'),
    siteUrl: origin(env, 'VITE_SITE_URL'),
  };
  return {
    app,
    brandLogo: logo,
    brandLogoDark: brandLogoDark(env, 'VITE_BRAND_LOGO_DARK', readText, logo),
    heroImage: optionalPicture(env, 'VITE_HERO_IMAGE'),
  };
}
