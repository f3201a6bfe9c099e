import { codeForTag, type TagRule } from './tags.ts';

/** Every language the marketplace has a catalogue for: the menu, `<html lang>` and `Intl` read this table. */
export interface LanguageInfo {
  /** The marketplace's own code, used in storage, the catalogue file name and the shop API. */
  readonly code: string;
  readonly nativeName: string;
  /** What the compact language button on a phone shows: the language's code, or what its readers write for it. */
  readonly shortName: string;
  /** A valid BCP 47 tag for `<html lang>` and `Intl`. */
  readonly tag: string;
  readonly dir: 'ltr' | 'rtl';
  /** Which tags name it, when not just its code as the first subtag (tags.ts). */
  readonly matches?: Omit<TagRule, 'code'>;
}

export const languages = [
  { code: 'en', nativeName: 'English', shortName: 'EN', tag: 'en', dir: 'ltr' },
  // Chinese in Traditional script, or of Taiwan, Hong Kong or Macau, is tw; any other Chinese is cn.
  {
    code: 'cn',
    nativeName: '简体中文',
    shortName: '简中',
    tag: 'zh-CN',
    dir: 'ltr',
    matches: { primary: ['zh'] },
  },
  {
    code: 'tw',
    nativeName: '繁體中文',
    shortName: '繁中',
    tag: 'zh-TW',
    dir: 'ltr',
    matches: { primary: ['zh'], anyOf: ['hant', 'tw', 'hk', 'mo'] },
  },
  { code: 'es', nativeName: 'Español', shortName: 'ES', tag: 'es', dir: 'ltr' },
  { code: 'pt', nativeName: 'Português', shortName: 'PT', tag: 'pt', dir: 'ltr' },
  { code: 'af', nativeName: 'Afrikaans', shortName: 'AF', tag: 'af', dir: 'ltr' },
  { code: 'el', nativeName: 'Ελληνικά', shortName: 'EL', tag: 'el', dir: 'ltr' },
  { code: 'it', nativeName: 'Italiano', shortName: 'IT', tag: 'it', dir: 'ltr' },
  { code: 'ru', nativeName: 'Русский', shortName: 'RU', tag: 'ru', dir: 'ltr' },
  { code: 'tr', nativeName: 'Türkçe', shortName: 'TR', tag: 'tr', dir: 'ltr' },
  { code: 'de', nativeName: 'Deutsch', shortName: 'DE', tag: 'de', dir: 'ltr' },
  { code: 'fr', nativeName: 'Français', shortName: 'FR', tag: 'fr', dir: 'ltr' },
  { code: 'ja', nativeName: '日本語', shortName: 'JA', tag: 'ja', dir: 'ltr' },
  { code: 'ko', nativeName: '한국어', shortName: 'KO', tag: 'ko', dir: 'ltr' },
  { code: 'ms', nativeName: 'Bahasa Melayu', shortName: 'MS', tag: 'ms', dir: 'ltr' },
  { code: 'th', nativeName: 'ไทย', shortName: 'TH', tag: 'th', dir: 'ltr' },
  {
    code: 'ph',
    nativeName: 'Filipino',
    shortName: 'FIL',
    tag: 'fil',
    dir: 'ltr',
    matches: { primary: ['fil', 'tl'] },
  },
  { code: 'ar', nativeName: 'العربية', shortName: 'AR', tag: 'ar', dir: 'rtl' },
  { code: 'vi', nativeName: 'Tiếng Việt', shortName: 'VI', tag: 'vi', dir: 'ltr' },
  { code: 'hi', nativeName: 'हिन्दी', shortName: 'HI', tag: 'hi', dir: 'ltr' },
  // `in`: the withdrawn ISO 639 code some old Android browsers still send.
  {
    code: 'id',
    nativeName: 'Bahasa Indonesia',
    shortName: 'ID',
    tag: 'id',
    dir: 'ltr',
    matches: { primary: ['id', 'in'] },
  },
] as const satisfies readonly LanguageInfo[];

export type LanguageCode = (typeof languages)[number]['code'];

/** Each language's name in English (a language entry's `name`, docs/product.md): for people reading the code, tests and the gallery; the page shows native names only, so it stays out of the app's bundle. */
export const englishNames: Readonly<Record<LanguageCode, string>> = {
  en: 'English',
  cn: 'Chinese (Simplified)',
  tw: 'Chinese (Traditional)',
  es: 'Spanish',
  pt: 'Portuguese',
  af: 'Afrikaans',
  el: 'Greek',
  it: 'Italian',
  ru: 'Russian',
  tr: 'Turkish',
  de: 'German',
  fr: 'French',
  ja: 'Japanese',
  ko: 'Korean',
  ms: 'Malay',
  th: 'Thai',
  ph: 'Filipino',
  ar: 'Arabic',
  vi: 'Vietnamese',
  hi: 'Hindi',
  id: 'Indonesian',
};

export const defaultLanguage = 'en' satisfies LanguageCode;

const byCode = new Map<string, (typeof languages)[number]>(languages.map((entry) => [entry.code, entry]));

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && byCode.has(value);
}

export function languageInfo(code: LanguageCode): LanguageInfo {
  // Every LanguageCode is in the table by construction.
  return byCode.get(code) as LanguageInfo;
}

/** The locale for `Intl`: the language's tag, with Latin digits so figures read the same in every browser. */
export function numberLocale(code: LanguageCode): string {
  return `${languageInfo(code).tag}-u-nu-latn`;
}

/** Which tags name which code, the narrower rules first (`zh-TW` is tw before `zh` is cn). */
export const tagRules: readonly TagRule[] = languages
  .map(
    (language): TagRule => ({
      code: language.code,
      ...('matches' in language ? language.matches : { primary: [language.code] }),
    }),
  )
  .sort((a, b) => Number(Boolean(b.anyOf)) - Number(Boolean(a.anyOf)));

/**
 * Maps a BCP 47 tag as browsers and `<html lang>` write it (`zh-Hans-CN`, `de-AT`, `fil`) to one of
 * our codes, or `undefined` when we have no catalogue for it. Our region-like codes (`cn`, `tw`, `ph`)
 * are not language subtags and name nothing.
 */
export function languageFromTag(tag: string): LanguageCode | undefined {
  const code = codeForTag(tagRules, tag);
  return isLanguageCode(code) ? code : undefined;
}
