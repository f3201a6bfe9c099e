import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { type LanguageCode, languageFromTag, languages, tagRules } from '../../locales/languages.ts';
import { rulesFor } from '../../locales/tags.ts';
import { browserLanguages, detectLanguage } from '../../machines/lib/detectLanguage.ts';

const offered: LanguageCode[] = ['en', 'cn', 'de', 'vi'];
const nothing = { stored: null, browserLanguages: [], htmlLang: null };

describe('detectLanguage', () => {
  it.each([
    ['a stored offered language wins over the browser', { ...nothing, stored: 'de', browserLanguages: ['vi'] }, 'de', 'stored'],
    ['an invalid stored value is ignored', { ...nothing, stored: 'klingon', browserLanguages: ['vi'] }, 'vi', 'browser'],
    [
      'a stored catalogue code that is not offered is ignored',
      { ...nothing, stored: 'fr', browserLanguages: ['de'] },
      'de',
      'browser',
    ],
    ['an empty stored value is ignored', { ...nothing, stored: '', htmlLang: 'de' }, 'de', 'html'],
    ['browser zh-CN maps to cn', { ...nothing, browserLanguages: ['zh-CN'] }, 'cn', 'browser'],
    ['browser de-AT maps to de', { ...nothing, browserLanguages: ['de-AT'] }, 'de', 'browser'],
    [
      'browser fr is not offered, the next preference is used',
      { ...nothing, browserLanguages: ['fr', 'vi-VN'] },
      'vi',
      'browser',
    ],
    ['browser fr alone falls through to html lang', { ...nothing, browserLanguages: ['fr'], htmlLang: 'de' }, 'de', 'html'],
    ['html lang zh-CN maps to cn', { ...nothing, htmlLang: 'zh-CN' }, 'cn', 'html'],
    ['nothing usable falls back to English', { ...nothing, browserLanguages: ['fr'], htmlLang: 'xx' }, 'en', 'default'],
  ] as const)('%s', (_, env, language, source) => {
    expect(detectLanguage(env, offered, tagRules)).toEqual({ language, source });
  });

  it('detects the same over the rules a build gives the head script (rulesFor) as over all of them', () => {
    const codes = languages.map((language) => language.code);
    const tag = fc.constantFrom(...codes, 'zh', 'zh-TW', 'zh-Hant', 'zh-Hans-HK', 'fil', 'tl', 'in', 'DE_at', 'xx');
    const others = fc.subarray(codes.filter((code) => code !== 'en'));
    fc.assert(
      fc.property(others, fc.array(tag, { maxLength: 3 }), tag, (chosen, browserLanguages, htmlLang) => {
        const some: LanguageCode[] = ['en', ...chosen];
        const env = { stored: null, browserLanguages, htmlLang };
        expect(detectLanguage(env, some, rulesFor(tagRules, some))).toEqual(detectLanguage(env, some, tagRules));
      }),
    );
    // Only those, in the rules' order: zh-TW is tw's, not offered, before cn's plain zh could take it.
    expect(rulesFor(tagRules, ['en', 'cn']).map((rule) => rule.code)).toEqual(['tw', 'en', 'cn']);
    expect(rulesFor(tagRules, ['en', 'de']).map((rule) => rule.code)).toEqual(['en', 'de']);
  });
});

it.each([
  [
    ['vi-VN', 'de'],
    ['vi-VN', 'de'],
  ],
  [[], ['fr-FR']],
  [undefined, ['fr-FR']],
])('reads navigator.languages %j, or navigator.language where the list is missing or empty', (list, read) => {
  vi.stubGlobal('navigator', { languages: list, language: 'fr-FR' });
  expect(browserLanguages()).toEqual(read);
});

describe('languageFromTag', () => {
  it.each([
    ['zh', 'cn'],
    ['zh-CN', 'cn'],
    ['zh-Hans', 'cn'],
    ['zh-Hans-CN', 'cn'],
    ['zh-TW', 'tw'],
    ['zh-Hant-HK', 'tw'],
    ['de-AT', 'de'],
    ['fil-PH', 'ph'],
    ['tl', 'ph'],
    ['in-ID', 'id'],
    ['EN_us', 'en'],
    [' de-AT ', 'de'],
    ['pt-BR', 'pt'],
    ['ar-EG', 'ar'],
  ])('maps %s to %s', (tag, code) => {
    expect(languageFromTag(tag)).toBe(code);
  });

  it.each(['cn', 'tw', 'ph', 'xx', '', 'nl-NL'])('has no catalogue for %j', (tag) => {
    expect(languageFromTag(tag)).toBeUndefined();
  });
});
