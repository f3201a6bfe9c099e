import { describe, expect, it } from 'vitest';
import { maxLogoBytes, parseBrandLogo } from '../../scripts/brand/logo.ts';

const svg = (body: string, attributes = 'viewBox="0 0 64 64"') =>
  `<svg xmlns="http://www.w3.org/2000/svg" ${attributes}>${body}</svg>`;
const xlink = 'xmlns:xlink="http://www.w3.org/1999/xlink"';
// What the refusals say, each for more than one way in.
const reference = /contains a reference to another file or URL/;
const url = /contains a url\(\) reference/;
const cssImport = /contains a CSS image-set\(\) or @import/;
const malformed = /is not well-formed XML/;

describe('parseBrandLogo', () => {
  it('accepts a plain drawing and reads its size from the viewBox', () => {
    const logo = svg(
      '<defs><linearGradient id="g"/></defs><rect width="64" height="64" fill="url(#g)"/>',
      'viewBox="0 0 120 60"',
    );
    expect(parseBrandLogo(logo)).toEqual({ svg: logo, width: 120, height: 60 });
  });

  it('accepts gradients, filters, text, a stylesheet and the XLink namespace', () => {
    const logo = svg(
      '<style>.mark{fill:#c2410c}</style><defs><filter id="f"><feGaussianBlur stdDeviation="1"/></filter></defs>' +
        '<g filter="url(#f)"><circle class="mark" cx="8" cy="8" r="8"/><text x="20" y="12">M</text></g>',
      `viewBox="0 0 64 16" ${xlink}`,
    );
    expect(parseBrandLogo(logo)).toMatchObject({ width: 64, height: 16 });
  });

  it('accepts xml:space and xml:lang', () => {
    expect(parseBrandLogo(svg('<text xml:space="preserve" xml:lang="de">M</text>'))).toMatchObject({ width: 64 });
  });

  it('accepts an XML declaration, comments and internal references', () => {
    const logo = `<?xml version="1.0" encoding="UTF-8"?>\n<!-- by the design team -->\n${svg('<use href="#a"/><use xlink:href="#a"/>', `viewBox="0 0 64 64" ${xlink}`)}\n`;
    expect(parseBrandLogo(logo)).toMatchObject({ width: 64, height: 64 });
  });

  it.each([
    ['not SVG at all', '<html><body>logo</body></html>', /is not an SVG document/],
    ['an SVG without its namespace', '<svg viewBox="0 0 1 1"></svg>', /needs xmlns="http:\/\/www\.w3\.org\/2000\/svg"/],
    ['a script', svg('<script>alert(1)</script>'), /contains a <script> element/],
    ['foreign HTML', svg('<foreignObject><div/></foreignObject>'), /contains a <foreignObject> element/],
    ['an event handler', svg('<rect onclick="alert(1)"/>'), /contains an event-handler attribute/],
    ['an event handler on the root', svg('', 'viewBox="0 0 1 1" onload="x()"'), /contains an event-handler attribute/],
    ['an external image', svg('<image href="https://cdn.example.com/x.png"/>'), reference],
    ['an external xlink', svg('<use xlink:href="sprite.svg#logo"/>', `viewBox="0 0 1 1" ${xlink}`), reference],
    ['an embedded data URI', svg('<image href="data:image/png;base64,AAAA"/>'), reference],
    ['an external url()', svg('<rect style="fill:url(https://example.com/p.svg#p)"/>'), url],
    ['a CSS import', svg('<style>@import "x.css";</style>'), cssImport],
    ['an entity declaration', `<!DOCTYPE svg [<!ENTITY a "b">]>${svg('')}`, /contains a DOCTYPE or entity declaration/],
    ['an animation', svg('<set attributeName="href" to="javascript:x"/>'), /contains a <set> element/],
    // What a list of forbidden things let through (found in review): prefixes, other namespaces, escapes.
    [
      'a script behind a prefix',
      svg('<s:script>alert(1)</s:script>', 'viewBox="0 0 1 1" xmlns:s="http://www.w3.org/2000/svg"'),
      /contains a namespace other than SVG's and XLink's \(xmlns:s=/,
    ],
    [
      'XHTML behind a prefix',
      svg('<h:iframe src="#x"/>', 'viewBox="0 0 1 1" xmlns:h="http://www.w3.org/1999/xhtml"'),
      /contains a namespace other than/,
    ],
    // A prefix nothing declares: no browser shows the file at all.
    ['a prefixed element without its declaration', svg('<h:iframe/>'), /is not well-formed XML .*; a browser would not show it/],
    [
      'a CSS-escaped url()',
      svg('<rect style="fill:u\\72l(https://example.com/p.svg#p)"/>'),
      /contains a backslash \(a CSS escape\)/,
    ],
    ['a CSS-escaped @import', svg('<style>@im\\70ort "x.css";</style>'), /contains a backslash/],
    ['an image-set()', svg('<style>.a{background:image-set("x.png" 1x)}</style>'), cssImport],
    ['a processing instruction', svg('<?xml-stylesheet type="text/css" title="x"?>'), /contains a processing instruction/],
    ['an image, even an internal one', svg('<image href="#a"/>'), /contains a <image> element/],
    ['a link', svg('<a href="#x"><rect/></a>'), /contains a <a> element/],
    ['metadata (other vocabularies)', svg('<metadata>x</metadata>'), /contains a <metadata> element/],
    ['no viewBox', svg('', 'width="64" height="64"'), /needs a viewBox/],
    ['an empty viewBox', svg('', 'viewBox="0 0 0 64"'), /needs a viewBox/],
    ['a sliver', svg('', 'viewBox="0 0 500 100"'), /is 500×100: a logo may be at most 4 times as wide as high/],
    // Character references, which a browser resolves before CSS or a link is read (issue 31).
    ['a url() spelt with a character reference', svg('<rect style="fill:ur&#108;(https://example.com/p.svg#p)"/>'), url],
    ['an @import spelt with a character reference', svg('<style>@&#105;mport "https://example.com/x.css";</style>'), cssImport],
    ['a hex character reference in an attribute', svg('<rect fill="&#x75;rl(https://example.com/p.svg#p)"/>'), url],
    ['an href spelt with a character reference', svg('<use href="&#104;ttps://example.com/s.svg#a"/>'), reference],
    ['an event handler spelt with a reference', svg('<rect o&#110;click="x()"/>'), malformed],
    ['an @import split by CDATA', svg('<style><![CDATA[@im]]>port "https://example.com/x.css";</style>'), cssImport],
    ['an @import split by a comment', svg('<style>@im<!-- -->port "https://example.com/x.css";</style>'), cssImport],
    [
      'a CSS escape spelt with a character reference',
      svg('<rect style="fill:u&#92;72l(https://example.com/p.svg)"/>'),
      /contains a backslash/,
    ],
    ['an entity a browser does not know', svg('<text>&nbsp;</text>'), malformed],
    ['unclosed markup', svg('<rect>'), malformed],
    ['text outside the drawing', `x${svg('')}`, malformed],
    [
      'a base for links',
      svg('<rect xml:base="https://example.com/"/>'),
      /contains an attribute a drawing has no use for \(xml:base\)/,
    ],
    ['a huge file', svg(`<!-- ${'x'.repeat(maxLogoBytes)} -->`), /is 65 KiB; a logo may be at most 64 KiB/],
  ])('refuses %s', (_case, logo, message) => {
    expect(() => parseBrandLogo(logo)).toThrow(message);
  });
});
