/** Every language the marketplace has a catalogue for: the menu, `<html lang>` and `Intl` read this table. */
export interface LanguageInfo {
  /** The marketplace's own code, used in storage, the catalogue file name and the shop API. */
  readonly code: string;
  readonly englishName: string;
  readonly nativeName: string;
  /** A valid BCP 47 tag for `<html lang>` and `Intl`. */
  readonly tag: string;
  readonly dir: 'ltr' | 'rtl';
}

export const languages = [
  { code: 'en', englishName: 'English', nativeName: 'English', tag: 'en', dir: 'ltr' },
  { code: 'cn', englishName: 'Chinese (Simplified)', nativeName: '简体中文', tag: 'zh-CN', dir: 'ltr' },
  { code: 'tw', englishName: 'Chinese (Traditional)', nativeName: '繁體中文', tag: 'zh-TW', dir: 'ltr' },
  { code: 'es', englishName: 'Spanish', nativeName: 'Español', tag: 'es', dir: 'ltr' },
  { code: 'pt', englishName: 'Portuguese', nativeName: 'Português', tag: 'pt', dir: 'ltr' },
  { code: 'af', englishName: 'Afrikaans', nativeName: 'Afrikaans', tag: 'af', dir: 'ltr' },
  { code: 'el', englishName: 'Greek', nativeName: 'Ελληνικά', tag: 'el', dir: 'ltr' },
  { code: 'it', englishName: 'Italian', nativeName: 'Italiano', tag: 'it', dir: 'ltr' },
  { code: 'ru', englishName: 'Russian', nativeName: 'Русский', tag: 'ru', dir: 'ltr' },
  { code: 'tr', englishName: 'Turkish', nativeName: 'Türkçe', tag: 'tr', dir: 'ltr' },
  { code: 'de', englishName: 'German', nativeName: 'Deutsch', tag: 'de', dir: 'ltr' },
  { code: 'fr', englishName: 'French', nativeName: 'Français', tag: 'fr', dir: 'ltr' },
  { code: 'ja', englishName: 'Japanese', nativeName: '日本語', tag: 'ja', dir: 'ltr' },
  { code: 'ko', englishName: 'Korean', nativeName: '한국어', tag: 'ko', dir: 'ltr' },
  { code: 'ms', englishName: 'Malay', nativeName: 'Bahasa Melayu', tag: 'ms', dir: 'ltr' },
  { code: 'th', englishName: 'Thai', nativeName: 'ไทย', tag: 'th', dir: 'ltr' },
  { code: 'ph', englishName: 'Filipino', nativeName: 'Filipino', tag: 'fil', dir: 'ltr' },
  { code: 'ar', englishName: 'Arabic', nativeName: 'العربية', tag: 'ar', dir: 'rtl' },
  { code: 'vi', englishName: 'Vietnamese', nativeName: 'Tiếng Việt', tag: 'vi', dir: 'ltr' },
  { code: 'hi', englishName: 'Hindi', nativeName: 'हिन्दी', tag: 'hi', dir: 'ltr' },
  { code: 'id', englishName: 'Indonesian', nativeName: 'Bahasa Indonesia', tag: 'id', dir: 'ltr' },
] as const satisfies readonly LanguageInfo[];

export type LanguageCode = (typeof languages)[number]['code'];

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

/**
 * Maps a BCP 47 tag as browsers and `<html lang>` write it (`zh-Hans-CN`, `de-AT`, `fil`) to one of
 * our codes, or `undefined` when we have no catalogue for it.
 */
export function languageFromTag(tag: string): LanguageCode | undefined {
  const subtags = tag.trim().toLowerCase().replace(/_/g, '-').split('-');
  const primary = subtags[0] ?? '';
  if (primary === 'zh') {
    const traditional = subtags.some((part) => part === 'hant' || part === 'tw' || part === 'hk' || part === 'mo');
    return traditional ? 'tw' : 'cn';
  }
  if (primary === 'fil' || primary === 'tl') return 'ph';
  if (primary === 'in') return 'id'; // the withdrawn ISO 639 code some old Android browsers still send
  if (primary === 'cn' || primary === 'tw' || primary === 'ph') return undefined; // region codes, not languages
  return isLanguageCode(primary) ? primary : undefined;
}
