// The hosts' one Accept-Language matcher (locales/acceptLanguage.ts): what browsers send gives what the
// app's own detection gives; `q=0` refuses; what is not a language range names nothing; what lies past
// the read limit is never read.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptedCodes, languagesToTry, readLimit } from '../../locales/acceptLanguage.ts';
import { type LanguageCode, languages, tagRules } from '../../locales/languages.ts';
import { detectLanguage } from '../../machines/lib/detectLanguage.ts';

const codes = languages.map((language) => language.code);
const accepted = (header: string) => acceptedCodes(tagRules, header);

describe('acceptedCodes', () => {
  it('chooses, for any header a browser sends and any offered languages, what the app detects from the same tags', () => {
    const tag = fc.constantFrom(...codes, 'zh-TW', 'zh-Hans-CN', 'de-AT', 'DE_ch', 'fil-PH', 'in', 'pt-BR', 'nl', 'en-GB', '*');
    const header = fc.array(fc.tuple(tag, fc.integer({ min: 1, max: 1000 })), { maxLength: 6 });
    const offered = fc.subarray(codes.filter((code) => code !== 'en')).map((others): LanguageCode[] => ['en', ...others]);
    fc.assert(
      fc.property(header, offered, (items, offeredCodes) => {
        const text = items.map(
          ([range, weight]) => `${range};q=${weight === 1000 ? '1' : `0.${String(weight).padStart(3, '0')}`}`,
        );
        const first = accepted(text.join(', ')).find((code) => offeredCodes.includes(code as LanguageCode)) ?? 'en';
        const browserLanguages = items.map(([range]) => range);
        expect(first).toBe(detectLanguage({ stored: null, browserLanguages, htmlLang: null }, offeredCodes, tagRules).language);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps the header’s order, each code once, and does not weigh weights other than 0', () => {
    expect(accepted('fr-CH, fr;q=0.9, de;q=0.8, en;q=0.7, *;q=0.5')).toEqual(['fr', 'de', 'en']);
    expect(accepted('vi;q=0.1,de;q=1')).toEqual(['vi', 'de']);
    expect(accepted('zh-Hant-HK, zh;q=0.9')).toEqual(['tw', 'cn']);
  });

  it('takes q=0 as "not acceptable" (RFC 9110), wherever the refused code appears', () => {
    expect(accepted('de;q=0, fr, de-AT')).toEqual(['fr']);
    expect(accepted('de-AT, de;q=0.000, en')).toEqual(['en']);
    expect(accepted('de ; Q = 0 , vi')).toEqual(['vi']);
    expect(accepted('de;q=0.001')).toEqual(['de']);
  });

  it.each([
    ['de-', []],
    ['de--AT', []],
    ['de-DE-x-foo.bar, vi', ['vi']],
    ['de-DE-x-föö, vi', []],
    ['de-x-privat!, vi', []],
    ['fr|fr,, de', []],
    ['de, fr|vi', ['de']],
    ['de;q=2, vi', ['vi']],
    ['de;q=1.5, vi', ['vi']],
    ['de;xq=0.5, vi', ['vi']],
    ['de;q=1.000, vi', ['de', 'vi']],
    ['de;q=99999999999999999999, vi', ['vi']],
    ['de;q=0.0001, vi', ['vi']],
    ['de;level=1, vi', ['vi']],
    ['de ; q=0.5 , vi', ['de', 'vi']],
    ['de;q  =  0.5, vi', ['de', 'vi']],
    ['toolongsubtag-de, vi', ['vi']],
    ['\tde\t,\tvi', ['de', 'vi']],
    [', , de', ['de']],
    ['de\u0000, vi', []],
    ['*', []],
    ['toString, valueOf, hasOwn, de', ['de']],
    ['', []],
  ])(
    'reads %j as %j: what is not a language range with a valid weight names nothing, and reading stops at a character no header holds',
    (header, expected) => {
      expect(accepted(header)).toEqual(expected);
    },
  );

  it(`reads no further than ${readLimit} characters, and not the item that limit cuts`, () => {
    const filler = (length: number) => 'xx,'.repeat(Math.ceil(length / 3)).slice(0, length);
    const before = `${filler(readLimit - 3)},de`;
    expect(before.length).toBe(readLimit);
    expect(accepted(before)).toEqual(['de']);
    expect(accepted(`${before}u`)).toEqual([]); // "deu" cut to "de": not read
    expect(accepted(`${before},vi`)).toEqual([]); // nor "de": the comma that would end it is past the limit
    expect(accepted(`${filler(readLimit)},de`)).toEqual([]);
  });

  it('answers the hostile shapes of any length with what their readable prefix says', () => {
    for (const shape of [', ', ',', 'a,', ' ,', 'de-', 'de;q=0.5,', 'zh-Hant-', '-']) {
      for (const length of [8 * 1024, 1024 * 1024]) {
        const header = shape.repeat(Math.ceil(length / shape.length));
        expect(accepted(header), JSON.stringify(shape)).toEqual(shape.startsWith('de;') ? ['de'] : []);
      }
    }
  });
});

describe('languagesToTry', () => {
  it('tries the accepted languages up to the page served when none has one', () => {
    expect(languagesToTry(tagRules, 'vi, de-AT, en, fr', 'en')).toEqual(['vi', 'de']);
    expect(languagesToTry(tagRules, 'en, vi', 'en')).toEqual([]);
    expect(languagesToTry(tagRules, 'vi, fr', 'en')).toEqual(['vi', 'fr']);
    expect(languagesToTry(tagRules, null, 'en')).toEqual([]);
  });
});
