// Marks where a heading's lines may break in the languages written without spaces between words, between
// the phrases BudouX (the model behind Chromium's `word-break: auto-phrase`) finds, at build time: no
// segmenter ships, and every engine breaks in the same places.
import {
  type HTMLProcessingParser,
  loadDefaultJapaneseParser,
  loadDefaultSimplifiedChineseParser,
  loadDefaultThaiParser,
  loadDefaultTraditionalChineseParser,
} from 'budoux';
import { phraseBoundary } from '../../locales/headings.ts';

const parserLoaders = {
  ja: loadDefaultJapaneseParser,
  cn: loadDefaultSimplifiedChineseParser,
  tw: loadDefaultTraditionalChineseParser,
  th: loadDefaultThaiParser,
} as const;

/** The catalogues whose headings are marked. */
export type PhraseLanguage = keyof typeof parserLoaders;
export const phraseLanguages = Object.keys(parserLoaders) as PhraseLanguage[];
export const isPhraseLanguage = (language: string): language is PhraseLanguage => Object.hasOwn(parserLoaders, language);

const parsers: Partial<Record<PhraseLanguage, HTMLProcessingParser>> = {};
export const parserFor = (language: PhraseLanguage) => (parsers[language] ??= parserLoaders[language]());

const placeholder = /\{\{\s*\w+\s*\}\}/g;
// U+FFFC OBJECT REPLACEMENT CHARACTER: BudouX keeps it with its neighbours as it does a name (`{{brand}}が`).
const standIn = '\uFFFC';
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * `text` with `phraseBoundary` between its phrases, never inside a `{{placeholder}}` and not beside a
 * space (a space is a break opportunity already). No lone last word: in Thai, whose phrases BudouX finds
 * word by word, the last two stay together; in Chinese and Japanese, a last phrase of one character.
 */
export function markPhrases(text: string, language: PhraseLanguage): string {
  const values = text.match(placeholder) ?? [];
  const phrases = parserFor(language).parse(text.replace(placeholder, standIn));
  const last = phrases.at(-1) ?? '';
  if (phrases.length > 1 && (language === 'th' || [...graphemes.segment(last)].length === 1)) {
    phrases.splice(-2, 2, `${phrases.at(-2)}${last}`);
  }
  const marked = phrases.reduce((joined, phrase) =>
    /\s$/u.test(joined) || /^\s/u.test(phrase) ? joined + phrase : joined + phraseBoundary + phrase,
  );
  let next = 0;
  return marked.replaceAll(standIn, () => values[next++] ?? standIn);
}
