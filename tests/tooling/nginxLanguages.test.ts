// @vitest-environment node
// deploy/nginx-languages.conf: generated from the tag rules, and choosing for any Accept-Language and any
// set of offered languages exactly what the app's detection chooses from the same list of tags.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type LanguageCode, languages, tagRules } from '../../locales/languages.ts';
import { rulesFor } from '../../locales/tags.ts';
import { detectLanguage } from '../../machines/lib/detectLanguage.ts';
import { mapLanguage, nginxLanguagesFile, nginxLanguagesPath } from '../../scripts/headers/nginx-languages.ts';

const codes = languages.map((language) => language.code);
/** Tags as browsers send them, and some they should not: regions, scripts, our region-like codes, junk. */
const tags = fc.oneof(
  fc.constantFrom(...codes),
  fc.constantFrom(
    'zh-CN',
    'zh-TW',
    'zh-Hant',
    'zh-Hans-CN',
    'zh-HK',
    'zh-Hant-MO',
    'de-AT',
    'DE_ch',
    'fil-PH',
    'tl',
    'in-ID',
    'pt-BR',
    'en-GB',
  ),
  fc.constantFrom('cn', 'tw', 'ph', 'nl', 'sv-SE', '*', '', 'x-klingon', 'zh-min-nan', 'english'),
);
const item = fc
  .tuple(tags, fc.constantFrom('', ';q=0.9', ' ; q=0.5', ';q=1.0'), fc.constantFrom('', ' '))
  .map(([tag, quality, space]) => `${space}${tag}${quality}`);
const header = fc.array(item, { maxLength: 6 }).map((items) => items.join(','));
const offeredSet = fc.subarray(codes.filter((code) => code !== 'en')).map((others): LanguageCode[] => ['en', ...others]);

/** What the app detects for a browser whose languages are the header's tags, in order. */
const appChoice = (text: string, offered: readonly LanguageCode[]) =>
  detectLanguage(
    { stored: null, browserLanguages: text.split(',').map((part) => part.split(';')[0] ?? ''), htmlLang: null },
    offered,
    tagRules,
  ).language;

describe('deploy/nginx-languages.conf', () => {
  it('is generated from locales/languages.ts: run `npx tsx scripts/headers/nginx-languages.ts` after changing it', () => {
    expect(readFileSync(nginxLanguagesPath, 'utf8')).toBe(nginxLanguagesFile());
  });

  it('picks what the app picks, for any header and any offered languages (no match: English)', () => {
    fc.assert(
      fc.property(header, offeredSet, (text, offered) => {
        expect(mapLanguage(text, offered) || 'en').toBe(appChoice(text, offered));
      }),
      { numRuns: 2000 },
    );
  });

  it('decides as the app does with only the rules the head script gets (rulesFor)', () => {
    fc.assert(
      fc.property(header, offeredSet, (text, offered) => {
        const browserLanguages = text.split(',').map((part) => part.split(';')[0] ?? '');
        const withSome = detectLanguage({ stored: null, browserLanguages, htmlLang: null }, offered, rulesFor(tagRules, offered));
        expect(withSome.language).toBe(appChoice(text, offered));
      }),
      { numRuns: 2000 },
    );
  });

  it('skips a language the build does not offer for the next one the visitor named', () => {
    expect(mapLanguage('fr-CH, fr;q=0.9, de;q=0.8', ['en', 'de'])).toBe('de');
    expect(mapLanguage('zh-TW,zh;q=0.9', ['en', 'cn'])).toBe('cn');
    expect(mapLanguage('zh-TW,zh;q=0.9', ['en', 'cn', 'tw'])).toBe('tw');
    expect(mapLanguage('en-US, de', ['en', 'de'])).toBe('en');
  });
});
