/**
 * The build marks where headings in Chinese, Japanese and Thai may break (scripts/phrases/mark.ts):
 * between BudouX's phrases, never inside a placeholder, never leaving a lone last word; and only in the
 * catalogue strings that are headings (scripts/build/plugins/heading-phrases.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { headingKeys, phraseBoundary } from '../../locales/headings.ts';
import { markHeadingsIn } from '../../scripts/build/plugins/heading-phrases.ts';
import { markPhrases } from '../../scripts/phrases/mark.ts';

const shown = (text: string) => text.replaceAll(phraseBoundary, '|');

describe('markPhrases', () => {
  it('marks the boundaries between Japanese phrases and changes nothing else', () => {
    const marked = markPhrases('好きなものを、安心してお手元へ', 'ja');
    expect(shown(marked)).toBe('好きな|ものを、|安心してお手元へ');
  });

  it('keeps a placeholder whole and with the phrase it belongs to', () => {
    expect(shown(markPhrases('{{brand}}が選ばれる理由', 'ja'))).toBe('{{brand}}が|選ばれる|理由');
    expect(markPhrases('为什么消费者选择{{brand}}', 'cn')).toContain('{{brand}}');
  });

  it('puts no mark beside a space, which is a place to break already', () => {
    const marked = markPhrases('ทุกสิ่งที่คุณรัก ส่งถึงมืออย่างมั่นใจ', 'th');
    expect(marked).not.toMatch(new RegExp(`${phraseBoundary}\\s|\\s${phraseBoundary}`));
    expect(marked.replaceAll(phraseBoundary, '')).toBe('ทุกสิ่งที่คุณรัก ส่งถึงมืออย่างมั่นใจ');
  });

  it('leaves no lone last word: the last two Thai words, a one-character Chinese phrase, stay together', () => {
    expect(shown(markPhrases('ทุกสิ่งที่คุณรัก ส่งถึงมืออย่างมั่นใจ', 'th'))).toMatch(/\|อย่างมั่นใจ$/);
    expect(shown(markPhrases('心仪好物，放心送到家', 'cn'))).toMatch(/\|到家$/);
  });
});

describe('markHeadingsIn (a catalogue as the build compiles it)', () => {
  const source = readFileSync('locales/ja.ts', 'utf8');
  const marked = markHeadingsIn(source, 'locales/ja.ts', 'ja');
  const sourceLines = source.split('\n');
  const changed = marked
    .split('\n')
    .map((line, index) => [line, sourceLines[index] ?? ''] as const)
    .filter(([line, before]) => line !== before);

  it('marks every heading and nothing else, line for line', () => {
    expect(marked.split('\n')).toHaveLength(sourceLines.length);
    // Only marks changed (and the quotes, the literal rewritten as JSON).
    expect(changed.map(([line]) => line.replaceAll(phraseBoundary, '').replaceAll('"', "'"))).toEqual(
      changed.map(([, before]) => before),
    );
    expect(marked).toContain(`title: "好きな${phraseBoundary}ものを、${phraseBoundary}安心してお手元へ"`);
    // The page's title is no heading: the browser's tab shows it as it is.
    expect(marked).toContain("title: '{{brand}}：お買い物も出店も提携も、ひとつのマーケットプレイスで'");
  });

  it('stops the build when a heading is missing or not a plain string', () => {
    expect(() => markHeadingsIn(source.replace("    title: '好きな", "    headline: '好きな"), 'ja.ts', 'ja')).toThrow(
      /no heading string at hero\.title/,
    );
    expect(() => markHeadingsIn(source.replace("heading: '{{brand}}が選ばれる理由'", 'heading: `x`'), 'ja.ts', 'ja')).toThrow(
      /"features\.heading" is not a plain string/,
    );
  });

  it('rewrites one string for each heading', () => {
    expect(changed).toHaveLength(headingKeys.length);
  });
});
