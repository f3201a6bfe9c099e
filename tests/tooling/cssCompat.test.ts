// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { missingFallbacks, unsupportedCss } from '../../scripts/checks/css-compat.ts';
import { styleRules } from '../../scripts/checks/css-rules.ts';

const oldest = { safari: '16.0', chrome: '109', firefox: '115' };
const browsers = ['safari 16.0', 'chrome 109', 'firefox 115'];

describe('reading a minified stylesheet', () => {
  it('gives each rule its at-rules, selector and declarations, keeping ; inside parentheses and quotes', () => {
    expect(styleRules('@media (max-width:767.98px){.a{color:red;background:url("x;y")}}p{margin:0}')).toEqual([
      {
        conditions: ['@media (max-width:767.98px)'],
        selector: '.a',
        nested: false,
        declarations: [
          ['color', 'red'],
          ['background', 'url("x;y")'],
        ],
      },
      { conditions: [], selector: 'p', nested: false, declarations: [['margin', '0']] },
    ]);
  });

  it('tells a nested rule from its parent’s declarations', () => {
    expect(styleRules('.a{color:red;.b{color:blue}}')).toEqual([
      { conditions: [], selector: '.b', nested: true, declarations: [['color', 'blue']] },
      { conditions: [], selector: '.a', nested: false, declarations: [['color', 'red']] },
    ]);
  });
});

describe('the stylesheet check', () => {
  it('wants the prefix Safari before 18 needs for backdrop-filter, and is content once it is there', () => {
    expect(missingFallbacks('.h{backdrop-filter:blur(8px)}', browsers)).toEqual(['.h { -webkit-backdrop-filter:blur(8px) }']);
    expect(missingFallbacks('.h{-webkit-backdrop-filter:blur(8px);backdrop-filter:blur(8px)}', browsers)).toEqual([]);
  });

  it('passes a property whose prefixed or older form in the same rule covers the browsers without it', () => {
    expect(unsupportedCss('.h{backdrop-filter:blur(8px)}', oldest)).toEqual([
      'backdrop-filter is not supported in Safari 16.0 (and no fallback in ".h")',
    ]);
    expect(unsupportedCss('.h{-webkit-backdrop-filter:blur(8px);backdrop-filter:blur(8px)}', oldest)).toEqual([]);
  });

  it('passes logical properties, inset, :focus-visible and prefers-reduced-motion, which the list has', () => {
    const css =
      '@media (prefers-reduced-motion:no-preference){html{scroll-behavior:smooth}}:focus-visible{outline:3px solid blue}' +
      '.m{inset-block-start:0;inset-inline-end:0;inset:0;margin-inline:auto;max-inline-size:10rem;font-size:clamp(1rem,2vw,2rem)}';
    expect(unsupportedCss(css, oldest)).toEqual([]);
  });

  it('flags color-mix(), native nesting and range media queries, which Safari 16.0 lacks', () => {
    expect(unsupportedCss('.a{color:color-mix(in srgb,red 50%,blue)}', oldest)).toEqual([
      'color-mix() is not supported in Safari 16.0, Chrome 109',
    ]);
    expect(unsupportedCss('.a{color:red;.b{color:blue}}', oldest)).toEqual([
      'CSS nesting is not supported in Safari 16.0, Chrome 109, Firefox 115',
    ]);
    expect(unsupportedCss('@media (width<768px){.a{color:red}}', oldest)).toEqual([
      'media query range syntax is not supported in Safari 16.0',
    ]);
  });

  it('names what MDN does not know, but lets a browser ignore an unknown prefixed name', () => {
    expect(unsupportedCss('.a{colour:red;-webkit-box-flex-wrap:wrap}', oldest)).toEqual([
      'colour is not supported in (unknown to MDN’s data)',
    ]);
  });

  it('leaves a property declared harmless where missing alone, and only that', () => {
    const css = 'html{-webkit-text-size-adjust:100%;text-size-adjust:100%}';
    expect(unsupportedCss(css, oldest, {})).toEqual([
      'text-size-adjust is not supported in Safari 16.0, Firefox 115 (and no fallback in "html")',
    ]);
    expect(unsupportedCss(css, oldest)).toEqual([]);
  });
});
