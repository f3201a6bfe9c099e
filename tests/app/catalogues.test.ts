/**
 * Every catalogue is shippable: no empty string, every placeholder kept, and really translated (few
 * strings identical to English, beyond a short named allow-list). Its keys are English's: `tsc` checks
 * each catalogue against `Catalogue`, a missing or unknown key included.
 */
import { describe, expect, it } from 'vitest';
import en, { type Catalogue } from '../../locales/en.ts';
import { englishNames, languages } from '../../locales/languages.ts';

const modules = import.meta.glob<{ default: Catalogue }>('../../locales/??.ts', { eager: true });
const catalogue = (code: string) => modules[`../../locales/${code}.ts`]?.default;

type Flat = Record<string, string>;
function flatten(value: unknown, prefix = '', into: Flat = {}): Flat {
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') into[path] = child;
    else if (child && typeof child === 'object') flatten(child, path, into);
  }
  return into;
}
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

const english = flatten(en);
/** Strings that are the same in every language on purpose. */
const sameInEveryLanguage = new Set(['notFound.code']);
/** At most this many other strings may equal English (loanwords like "App", "Cookie"). */
const identicalThreshold = 3;

const others = languages
  .filter((entry) => entry.code !== 'en')
  .map((entry) => ({ ...entry, englishName: englishNames[entry.code] }));

describe.each(others)('$code ($englishName) catalogue', ({ code }) => {
  const flat = flatten(catalogue(code) ?? {});

  it('has no empty string', () => {
    expect(Object.entries(flat).filter(([, text]) => text.trim() === '')).toEqual([]);
  });

  it('keeps every placeholder', () => {
    const lost = Object.keys(english).filter(
      (key) => placeholders(flat[key] ?? '').join() !== placeholders(english[key] ?? '').join(),
    );
    expect(lost).toEqual([]);
  });
});

describe('translation', () => {
  it(`leaves at most ${identicalThreshold} strings per language identical to English`, () => {
    const counts = Object.fromEntries(
      others.map(({ code }) => {
        const flat = flatten(catalogue(code) ?? {});
        const identical = Object.keys(english).filter((key) => !sameInEveryLanguage.has(key) && flat[key] === english[key]);
        return [code, identical];
      }),
    );
    console.info(
      'Strings identical to English (beyond the allow-list):',
      Object.entries(counts)
        .map(([code, keys]) => `${code} ${keys.length}`)
        .join(', '),
    );
    const over = Object.entries(counts).filter(([, keys]) => keys.length > identicalThreshold);
    expect(over).toEqual([]);
  });

  it('never splits a number with a space a line can break at ("100 000" takes U+00A0 or U+202F)', () => {
    const breakable = languages.flatMap(({ code }) =>
      Object.entries(flatten(catalogue(code) ?? {}))
        .filter(([, text]) => /\d[^\S\u00a0\u2007\u202f]\d/u.test(text))
        .map(([key, text]) => `${code} ${key}: ${text}`),
    );
    expect(breakable).toEqual([]);
  });

  // English promises the partnership team's reply, not how soon; reviews found "soon" added in these.
  it.each([
    ['en', /\b(soon|quickly|promptly|shortly)\b/i],
    ['cn', /尽快|马上|立即/],
    ['tw', /盡快|馬上|立即/],
    ['id', /\b(segera|secepatnya)\b/i],
    ['vi', /\b(ngay|sớm)\b/iu],
    ['tr', /\b(hemen|en kısa)/iu],
  ])('%s: the cooperation card promises a reply, not its speed', (code, soon) => {
    expect(catalogue(code)?.valuePropositions.cooperate.description).not.toMatch(soon);
  });

  it('has a catalogue file for each language of locales/languages.ts and no other', () => {
    expect(Object.keys(modules).sort()).toEqual(languages.map((entry) => `../../locales/${entry.code}.ts`).sort());
  });
});
