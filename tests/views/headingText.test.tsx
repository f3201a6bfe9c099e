/**
 * <HeadingText>: the marks the build put between phrases become line-break opportunities (<wbr>) and are
 * never shown; the last two words share a box a line does not break inside. The text reads (and copies)
 * exactly as the catalogue wrote it: the engines' line breaks are checked in harness/browser/typography.ts.
 */
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { phraseBoundary } from '../../locales/headings.ts';
import { HeadingText, lastTwoWordsStart } from '../../src/views/HeadingText.tsx';

const heading = (text: string) => render(<h2>{<HeadingText text={text} />}</h2>).container.querySelector('h2') as HTMLElement;

describe('HeadingText', () => {
  it('turns phrase marks into <wbr>, each phrase in a span, and shows no mark', () => {
    const element = heading(['好きな', 'ものを、', '安心してお手元へ'].join(phraseBoundary));
    expect(element.textContent).toBe('好きなものを、安心してお手元へ');
    expect(element.querySelectorAll('wbr')).toHaveLength(2);
    expect([...element.querySelectorAll('span')].map((span) => span.textContent)).toEqual([
      '好きな',
      'ものを、',
      '安心してお手元へ',
    ]);
  });

  it('keeps the last two words in one box, the text unchanged', () => {
    const element = heading('Everything you love, delivered with confidence');
    expect(element.textContent).toBe('Everything you love, delivered with confidence');
    expect(element.lastElementChild?.textContent).toBe('with confidence');
  });

  it('keeps the spaces between phrases as they are, and a brand after the last phrase with its word', () => {
    const element = heading(['ทำไม', 'นักช้อป', 'ถึง', 'เลือก Marketly'].join(phraseBoundary));
    expect(element.textContent).toBe('ทำไมนักช้อปถึงเลือก Marketly');
    expect(element.lastElementChild?.textContent).toBe('เลือก Marketly');
  });
});

describe('lastTwoWordsStart', () => {
  it('finds the last two words when the last break is a space and there is a break before', () => {
    expect(lastTwoWordsStart('Why shoppers choose Acme Global Test Markets')).toBe('Why shoppers choose Acme Global '.length);
    expect(lastTwoWordsStart(`ทุก${phraseBoundary}เลือก Marketly`)).toBe(`ทุก${phraseBoundary}`.length);
  });

  it('leaves two-word headings and those that end on a phrase alone', () => {
    expect(lastTwoWordsStart('Fast delivery')).toBe(-1);
    expect(lastTwoWordsStart('Speed')).toBe(-1);
    expect(lastTwoWordsStart(`Acme Global${phraseBoundary}が`)).toBe(-1);
  });
});
