/**
 * Typography checks, shared by the Chromium language suite (layout.spec.ts) and the cross-engine suite
 * (tests/engines/suite.ts, Firefox and WebKit): the page measures its laid-out lines
 * (`measureTypography`, run in the page), Node judges them (`typographyProblems`).
 *
 * - Korean breaks between words (at spaces), never inside one.
 * - Japanese, Chinese and Thai headings (and the hero's subtitle) break between phrases, as BudouX finds
 *   them in the text shown.
 * - No heading ends on a lone word (a lone character in Chinese and Japanese), when the last two would fit
 *   on one line and the heading has more than two.
 * - The hero's figures stay inside their cards.
 * - No phrase mark the build put in a heading (U+200B) reaches the page's text or title.
 */
import type { LanguageCode } from '../../locales/languages.ts';
import { isPhraseLanguage, parserFor } from '../../scripts/phrases/mark.ts';

/** The widths the checks run at: phones, the three-card figures row (600), tablet, desktop. */
export const typographyWidths = [320, 375, 600, 768, 1024, 1280] as const;

/** One grapheme of a heading: its text, the line it is on (0, 1, …) and its width in px. */
type Cluster = readonly [text: string, line: number, width: number];

export interface Measurement {
  readonly headings: readonly { readonly clusters: readonly Cluster[]; readonly width: number }[];
  /** Text nodes in the page's language that run over more than one line, as the text of each line. */
  readonly wrapped: readonly (readonly string[])[];
  /** Each hero figure's text, whether it is visible, and how many px it reaches past its card's padding (≤ 0: inside). */
  readonly figures: readonly { readonly text: string; readonly visible: boolean; readonly past: number }[];
  /** The page's texts (and title) that hold a U+200B. */
  readonly marked: readonly string[];
}

/** Runs in the page (serialised, so self-contained): the laid-out lines of what the checks judge. */
export function measureTypography(): Measurement {
  const language = document.documentElement.lang;
  const graphemes = new Intl.Segmenter(language, { granularity: 'grapheme' });
  /** The graphemes of `root`'s text with the line each is on: a new line starts below the last one's middle. */
  const layOut = (root: Node): Cluster[] => {
    const clusters: Cluster[] = [];
    let line = -1;
    let bottom = Number.NEGATIVE_INFINITY;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    // A walker never yields its root: a text node is its own only text.
    const texts = root instanceof Text ? [root] : [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
    for (const node of texts) {
      for (const { segment, index } of graphemes.segment(node.data)) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + segment.length);
        // WebKit gives the first grapheme of a line an extra empty rect at the end of the line before.
        const rect = [...range.getClientRects()].filter((box) => box.width > 0).pop();
        if (rect && (rect.top + rect.bottom) / 2 > bottom) {
          line += 1;
          bottom = rect.bottom;
        }
        clusters.push([segment, Math.max(line, 0), rect?.width ?? 0]);
      }
    }
    return clusters;
  };
  const contentWidth = (element: Element) => {
    const style = getComputedStyle(element);
    return element.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
  };

  const headings = [...document.querySelectorAll('main :is(h1, h2, h3), #home-title + p')].map((heading) => ({
    clusters: layOut(heading),
    width: contentWidth(heading),
  }));

  const wrapped: string[][] = [];
  const marked = document.title.includes('\u200B') ? [document.title] : [];
  const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = texts.nextNode(); node; node = texts.nextNode()) {
    if (node.textContent?.includes('\u200B')) marked.push(node.textContent);
    if (node.parentElement?.closest('[lang]')?.getAttribute('lang') !== language) continue;
    const lines: string[] = [];
    for (const [text, line] of layOut(node)) lines[line] = (lines[line] ?? '') + text;
    if (lines.length > 1) wrapped.push(lines);
  }

  const figures = [...document.querySelectorAll('#home dd')].map((figure) => {
    const card = figure.parentElement as HTMLElement;
    const style = getComputedStyle(card);
    const frame = card.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(figure);
    const text = range.getBoundingClientRect();
    const past = Math.max(
      frame.left + Number.parseFloat(style.borderLeftWidth) + Number.parseFloat(style.paddingLeft) - text.left,
      text.right - (frame.right - Number.parseFloat(style.borderRightWidth) - Number.parseFloat(style.paddingRight)),
    );
    // Its text's own element: Safari 16 has left a figure hidden (stale inherited styles) where it was laid out.
    const holder = [...figure.querySelectorAll('*')].pop() ?? figure;
    return { text: figure.textContent ?? '', visible: getComputedStyle(holder).visibility === 'visible', past };
  });
  return { headings, wrapped, figures, marked };
}

/** BudouX's phrases of `text` in Chinese, Japanese and Thai; null in the other languages. */
function phrasesOf(language: LanguageCode, text: string): string[] | null {
  return isPhraseLanguage(language) ? parserFor(language).parse(text) : null;
}

const isSpace = (text: string) => /^\s+$/u.test(text);
/** Chinese and Japanese: a lone character is the orphan; the others: a lone word (a BudouX phrase in Thai). */
const countsCharacters = (language: LanguageCode) => language === 'ja' || language === 'cn' || language === 'tw';

/**
 * Where a line may start in `text` (offsets): after a space, before one, at a phrase boundary, and
 * anywhere inside a phrase wider than the line, which has to break somewhere.
 */
function breakOpportunities(language: LanguageCode, clusters: readonly Cluster[], lineWidth: number): Set<number> {
  const text = clusters.map(([grapheme]) => grapheme).join('');
  const allowed = new Set<number>();
  for (let index = 1; index < text.length; index++) {
    if (isSpace(text[index - 1] ?? '') || isSpace(text[index] ?? '')) allowed.add(index);
  }
  const widths: number[] = [];
  for (const [grapheme, , width] of clusters) widths.push(...Array.from(grapheme, (_, index) => (index === 0 ? width : 0)));
  let offset = 0;
  for (const phrase of phrasesOf(language, text) ?? []) {
    const width = widths.slice(offset, offset + phrase.length).reduce((sum, each) => sum + each, 0);
    if (width > lineWidth) for (let inside = offset + 1; inside < offset + phrase.length; inside++) allowed.add(inside);
    offset += phrase.length;
    allowed.add(offset);
  }
  return allowed;
}

/** The units a lone last one is counted in, each with the line it starts on and its width. */
function units(language: LanguageCode, clusters: readonly Cluster[]) {
  const text = clusters.map(([grapheme]) => grapheme).join('');
  const ends: number[] = [];
  let offset = 0;
  for (const [grapheme] of clusters) {
    offset += grapheme.length;
    ends.push(offset);
  }
  /** The index of the cluster the text offset falls in. */
  const clusterAt = (at: number) => ends.findIndex((end) => end > at);
  const pieces = countsCharacters(language)
    ? clusters.map(([grapheme]) => grapheme)
    : (phrasesOf(language, text) ?? text.split(/(\s+)/u));
  const found: { text: string; line: number; width: number }[] = [];
  let at = 0;
  for (const piece of pieces) {
    const own = clusters.slice(clusterAt(at), clusterAt(at + piece.length - 1) + 1);
    at += piece.length;
    if (piece === '' || isSpace(piece) || /^\p{P}+$/u.test(piece)) continue;
    found.push({ text: piece, line: own[0]?.[1] ?? 0, width: own.reduce((sum, [, , width]) => sum + width, 0) });
  }
  return found;
}

/** What is wrong with the typography measured in `language`, one line per problem. */
export function typographyProblems(language: LanguageCode, { headings, wrapped, figures, marked }: Measurement): string[] {
  const problems: string[] = marked.map((text) => `phrase mark shown: "${text.replaceAll('\u200B', '|')}"`);
  if (language === 'ko') {
    for (const lines of wrapped) {
      lines.slice(1).forEach((line, index) => {
        const before = lines[index] ?? '';
        if (!/\s$/u.test(before) && !/^\s/u.test(line)) problems.push(`Korean word broken: "${before}|${line}"`);
      });
    }
  }
  for (const { clusters, width } of headings) {
    const lines = clusters.reduce<string[]>((all, [grapheme, line]) => {
      all[line] = (all[line] ?? '') + grapheme;
      return all;
    }, []);
    if (lines.length < 2) continue;
    const shown = lines.join('|');
    if (isPhraseLanguage(language)) {
      const allowed = breakOpportunities(language, clusters, width);
      let start = 0;
      for (const line of lines.slice(0, -1)) {
        start += line.length;
        if (!allowed.has(start)) problems.push(`heading broken inside a phrase: "${shown}"`);
      }
    }
    const all = units(language, clusters);
    const [beforeLast, last] = all.slice(-2);
    const lastLine = lines.length - 1;
    const alone = last && beforeLast && last.line === lastLine && beforeLast.line < lastLine;
    // Lone only if the two would have fitted on one line: 3 % of it stands for the space between them.
    if (alone && all.length > 2 && beforeLast.width + last.width < width * 0.97)
      problems.push(`heading ends on a lone ${countsCharacters(language) ? 'character' : 'word'}: "${shown}"`);
  }
  for (const { text, visible, past } of figures) {
    if (!visible) problems.push(`figure "${text}" is not visible`);
    if (past > 0.5) problems.push(`figure "${text}" runs ${past.toFixed(1)} px past its card's padding`);
  }
  return problems;
}
