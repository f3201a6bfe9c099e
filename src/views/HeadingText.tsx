import { css } from '@linaria/core';
import { Fragment } from 'react';
import { phraseBoundary } from '../../locales/headings.ts';

const phrase = css`
  /* A line breaks between phrases (at the <wbr>), not inside one, unless one alone is wider than the line. */
  word-break: keep-all;
  /* Thai: keep-all does not stop Chromium's and Firefox's dictionaries from breaking between words. */
  &:lang(th) {
    white-space: nowrap;
  }
`;

const keptTogether = css`
  /* A line breaks before the last two words, not between them, unless they alone are wider than it. */
  display: inline-block;
`;

/**
 * Where a heading's last two words start, when the last place its line may break is a space (not a
 * phrase boundary) and there is one before it; -1 otherwise. Safari 16 has no `text-wrap: balance`,
 * and the engines that have it still leave a lone last word at times.
 */
export function lastTwoWordsStart(text: string): number {
  const lastSpace = text.lastIndexOf(' ');
  if (lastSpace <= 0 || text.includes(phraseBoundary, lastSpace)) return -1;
  const before = Math.max(text.lastIndexOf(' ', lastSpace - 1), text.lastIndexOf(phraseBoundary, lastSpace - 1));
  return before === -1 ? -1 : before + 1;
}

const breaks = new RegExp(`(${phraseBoundary}| )`);

/** Text whose phrases were marked by the build: each phrase a span, a <wbr> where the mark was. */
function Phrases({ text }: { readonly text: string }) {
  if (!text.includes(phraseBoundary)) return text;
  return text
    .split(breaks)
    .map((part, index) => (
      <Fragment key={index}>
        {part === phraseBoundary ? <wbr /> : part === ' ' || part === '' ? part : <span className={phrase}>{part}</span>}
      </Fragment>
    ));
}

/**
 * A heading's text, broken where its language breaks well in every engine: between phrases in Chinese,
 * Japanese and Thai (locales/headings.ts), and never leaving its last word alone on a line.
 */
export function HeadingText({ text }: { readonly text: string }) {
  const start = lastTwoWordsStart(text);
  if (start === -1) return <Phrases text={text} />;
  return (
    <>
      <Phrases text={text.slice(0, start)} />
      <span className={keptTogether}>
        <Phrases text={text.slice(start)} />
      </span>
    </>
  );
}
