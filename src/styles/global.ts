import { css } from '@linaria/core';
import { earlyInputNames } from '../earlyInput/names.ts';
import {
  colorProperties,
  colors,
  font,
  headerHeight,
  headerPhoneRowHeight,
  narrowViewportQuery,
  tapSize,
  wideLayoutRem,
} from './tokens.ts';

// On elements that carry `lang` only (the page, a part still showing its old language, the menu's
// items), so a class naming its own face (the wordmark) wins over the language's: it is declared on the
// element, the language's stack inherited.
const scriptFaces = Object.entries(font.script)
  .map(([tag, stack]) => `[lang]:lang(${tag}) { font-family: ${stack}; }`)
  .join('\n');

// Imported for its side effect: linaria extracts these rules into the page's one stylesheet.
export const globals = css`
  :global() {
    *,
    *::before,
    *::after {
      box-sizing: border-box;
    }
    :root {
      /* What the stuck header covers: its bar and bottom border (its top pixel is above the window). */
      --header-height: calc(${headerHeight} + 1px);
      ${colorProperties('light')}
      /* Scrollbars and the browser's own controls follow the visitor's scheme too. */
      color-scheme: light dark;
    }
    /* The visitor's system is dark: the page is dark from its first frame, by CSS alone (no stored choice). */
    @media (prefers-color-scheme: dark) {
      :root {
        ${colorProperties('dark')}
      }
    }
    @media (max-width: ${wideLayoutRem - 0.01}rem) {
      :root {
        /* The header wraps its anchor links to a second row below the wide layout. */
        --header-height: calc(${headerHeight} + ${tapSize} + 2px);
      }
    }
    @media ${narrowViewportQuery} {
      :root {
        --header-height: calc(${headerPhoneRowHeight} + ${tapSize} + 2px);
      }
    }
    /*
     * An element that declares its language takes that language's defaults, not its parent's: a part
     * still in its old language (DeferredLanguagePart) keeps its face and line breaking when the page's changes.
     * A class that sets the font itself wins (the menu's items inherit it), as does a script's face above.
     */
    [lang] {
      font-family: ${font.family};
      word-break: normal;
    }
    html {
      -webkit-text-size-adjust: 100%;
      text-size-adjust: 100%;
    }
    @media (prefers-reduced-motion: no-preference) {
      html {
        scroll-behavior: smooth;
      }
    }
    body {
      margin: 0;
      font-size: ${font.body};
      line-height: 1.6;
      color: ${colors.ink};
      background: ${colors.surface};
      overflow-wrap: break-word;
    }
    h1,
    h2,
    h3 {
      line-height: 1.2;
      margin: 0;
      text-wrap: balance;
    }
    ${scriptFaces}
    /* Korean wraps between words, as it is written, not between any two syllables. */
    [lang]:lang(ko) {
      word-break: keep-all;
    }
    /* Chinese and Japanese headings break only where the build marked a phrase boundary (HeadingText). */
    :is(h1, h2, h3):lang(ja),
    :is(h1, h2, h3):lang(zh) {
      word-break: keep-all;
    }
    p {
      margin: 0;
    }
    a {
      color: inherit;
    }
    img,
    svg {
      display: block;
      max-width: 100%;
    }
    :focus-visible {
      outline: 3px solid ${colors.focus};
      outline-offset: 2px;
      border-radius: 4px;
    }
    [id] {
      /* A jump lands a section right under the sticky header: its heading clear, none of the one before. */
      scroll-margin-top: var(--header-height);
    }
    /* Set by the head script while a returning visitor's language loads: never show the wrong language. */
    html.${earlyInputNames.pendingClass} #root {
      visibility: hidden;
    }
    [dir='rtl'] .flip-in-rtl {
      transform: scaleX(-1);
    }
    /* Not in a left-to-right part inside a right-to-left page (one still in its old language: DeferredLanguagePart). */
    [dir='rtl'] [dir='ltr'] .flip-in-rtl {
      transform: none;
    }
  }
`;
