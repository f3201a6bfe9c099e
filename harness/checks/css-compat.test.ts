import { describe, expect, it } from 'vitest';
import { missingFallbacks, unsupportedCss } from './css-compat.ts';
import { type StyleRule, styleRules } from './css-rules.ts';

const oldest = { safari: '16.0', chrome: '109', firefox: '115' };
const browsers = ['safari 16.0', 'chrome 109', 'firefox 115'];

const rule = (fields: Partial<StyleRule>): StyleRule => ({
  conditions: [],
  selector: '',
  nested: false,
  pseudos: [],
  mediaFeatures: [],
  mediaRanges: false,
  declarations: [],
  unreadable: [],
  ...fields,
});

describe('reading a stylesheet', () => {
  it('gives each rule its at-rules, selector and declarations, keeping ; inside parentheses and quotes', () => {
    expect(styleRules('@media (max-width:767.98px){.a{color:red;background:url("x;y")}}p{margin:0}')).toEqual([
      rule({
        conditions: ['@media (max-width:767.98px)'],
        selector: '.a',
        mediaFeatures: ['width'],
        declarations: [
          { property: 'color', value: 'red', functions: [] },
          { property: 'background', value: 'url("x;y")', functions: [] },
        ],
      }),
      rule({ selector: 'p', declarations: [{ property: 'margin', value: '0', functions: [] }] }),
    ]);
  });

  it('tells a nested rule from its parent’s declarations', () => {
    expect(styleRules('.a{color:red;.b &{color:blue}}')).toEqual([
      rule({ selector: '.a', declarations: [{ property: 'color', value: 'red', functions: [] }] }),
      rule({ selector: '.b &', nested: true, declarations: [{ property: 'color', value: 'blue', functions: [] }] }),
    ]);
  });

  it('reads the pseudo-classes, media features and functions each part names', () => {
    const [read] = styleRules(
      '@media (width<768px) and (prefers-reduced-motion:reduce){.a:not(:focus-visible)::before{inset:calc(1px + min(2px,3vw))}}',
    );
    expect(read).toMatchObject({
      pseudos: ['not', 'focus-visible', 'before'],
      mediaFeatures: ['width', 'prefers-reduced-motion'],
      mediaRanges: true,
      declarations: [{ property: 'inset', functions: ['calc', 'min'] }],
    });
  });
});

// Each of these passes a reader that splits CSS by hand (with exit 0): the check must parse it.
describe('CSS that fools a hand-written reader', () => {
  it('goes on reading after an escaped quote, as Lightning CSS writes content:"\\""', () => {
    expect(unsupportedCss('.q::before{content:"\\""}.a{color:color-mix(in srgb,red 50%,blue)}', oldest)).toEqual([
      'color-mix() is not supported in Safari 16.0, Chrome 109',
    ]);
  });

  it('takes a /*! */ comment for a comment, not for part of a selector', () => {
    expect(unsupportedCss('/*! license:MIT */.a{color:red}', oldest)).toEqual([]);
    expect(styleRules('/*! license:MIT */.a{color:red}').map((read) => read.selector)).toEqual(['.a']);
  });

  it('checks the declarations of an @media nested in a rule, as nested CSS', () => {
    expect(unsupportedCss('.a{@media (max-width:10px){color:color-mix(in srgb,red 50%,blue)}}', oldest)).toEqual([
      'CSS nesting is not supported in Safari 16.0, Chrome 109, Firefox 115',
      'color-mix() is not supported in Safari 16.0, Chrome 109',
    ]);
  });
});

describe('the stylesheet check', () => {
  it('reports a part it cannot read instead of passing it', () => {
    expect(unsupportedCss('@media (width<){.a{color:red}}.b:nth-child(2n+){color:red}', oldest)).toEqual([
      '@media (width<) (around ".a") could not be read: check it by hand',
      'selector ".b:nth-child(2n+)" could not be read: check it by hand',
    ]);
  });

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

  it('names a property no listed browser knows, prefixed or not', () => {
    expect(unsupportedCss('.a{colour:red;-webkit-box-flex-wrap:wrap}', oldest)).toEqual([
      'colour is a property no browser on the list knows (MDN’s data has none by that name)',
      '-webkit-box-flex-wrap is a property no browser on the list knows (MDN’s data has none by that name)',
    ]);
  });

  it('names a prefixed or older form no listed browser reads or needs, as linaria’s prefixer wrote them', () => {
    expect(unsupportedCss('.g{display:grid;-ms-grid-columns:1fr;grid-template-columns:1fr}', oldest)).toEqual([
      '-ms-grid-columns is read by no browser on the list',
    ]);
    expect(unsupportedCss('h2{scroll-snap-margin-top:1rem;scroll-margin-top:1rem}', oldest)).toEqual([
      'scroll-snap-margin-top is needed by no browser on the list: Safari 16.0 read scroll-margin-top',
    ]);
  });

  it('keeps a prefixed form a listed browser needs', () => {
    expect(unsupportedCss('.s{-webkit-user-select:none;user-select:none}', oldest)).toEqual([]);
  });

  it('leaves a property declared harmless where missing alone, and only that', () => {
    const css = 'html{-webkit-text-size-adjust:100%;text-size-adjust:100%}';
    const withPhones = { ...oldest, ios_saf: '16.0' }; // the -webkit- form is for iOS Safari
    expect(unsupportedCss(css, withPhones, {})).toEqual([
      'text-size-adjust is not supported in Safari 16.0, Firefox 115 (and no fallback in "html")',
    ]);
    expect(unsupportedCss(css, withPhones)).toEqual([]);
  });

  it('leaves a pseudo-class declared harmless alone: only the one named', () => {
    const css = ':root:has(:target) .b{content-visibility:visible}.c:has(> p){color:red}';
    expect(unsupportedCss(css, oldest, { 'content-visibility': 'r' })).toEqual([':has is not supported in Firefox 115']);
    expect(unsupportedCss(css, oldest, { 'content-visibility': 'r', ':has': 'r' })).toEqual([]);
    expect(unsupportedCss('.d:is(p){color:red}.e::backdrop{color:red}', oldest, { ':has': 'r' })).toEqual([]);
  });
});
