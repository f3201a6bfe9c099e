import { describe, expect, it } from 'vitest';
import { maxLogoBytes, parseBrandLogo } from '../../src/logo.schema.ts';

const svg = (body: string, attributes = 'viewBox="0 0 64 64"') =>
  `<svg xmlns="http://www.w3.org/2000/svg" ${attributes}>${body}</svg>`;

describe('parseBrandLogo', () => {
  it('accepts a plain drawing and reads its size from the viewBox', () => {
    const logo = svg(
      '<defs><linearGradient id="g"/></defs><rect width="64" height="64" fill="url(#g)"/>',
      'viewBox="0 0 120 60"',
    );
    expect(parseBrandLogo(logo)).toEqual({ svg: logo, width: 120, height: 60 });
  });

  it('accepts an XML declaration, comments and internal references', () => {
    const logo = `<?xml version="1.0" encoding="UTF-8"?>\n<!-- by the design team -->\n${svg('<use href="#a"/><use xlink:href="#a"/>')}\n`;
    expect(parseBrandLogo(logo)).toMatchObject({ width: 64, height: 64 });
  });

  it.each([
    ['not SVG at all', '<html><body>logo</body></html>', /is not an SVG document/],
    ['an SVG without its namespace', '<svg viewBox="0 0 1 1"></svg>', /needs xmlns="http:\/\/www\.w3\.org\/2000\/svg"/],
    ['a script', svg('<script>alert(1)</script>'), /contains a <script> element/],
    ['foreign HTML', svg('<foreignObject><div/></foreignObject>'), /contains a <foreignObject> element/],
    ['an event handler', svg('<rect onclick="alert(1)"/>'), /contains an event-handler attribute/],
    ['an event handler on the root', svg('', 'viewBox="0 0 1 1" onload="x()"'), /contains an event-handler attribute/],
    ['an external image', svg('<image href="https://cdn.example.com/x.png"/>'), /contains a reference to another file or URL/],
    ['an external xlink', svg('<use xlink:href="sprite.svg#logo"/>'), /contains a reference to another file or URL/],
    ['an embedded data URI', svg('<image href="data:image/png;base64,AAAA"/>'), /contains a reference to another file or URL/],
    ['an external url()', svg('<rect style="fill:url(https://example.com/p.svg#p)"/>'), /contains a url\(\) reference/],
    ['a CSS import', svg('<style>@import "x.css";</style>'), /contains a CSS @import/],
    ['an entity declaration', `<!DOCTYPE svg [<!ENTITY a "b">]>${svg('')}`, /contains a DOCTYPE or entity declaration/],
    ['an animation', svg('<set attributeName="href" to="javascript:x"/>'), /contains an embedding or animation element/],
    ['no viewBox', svg('', 'width="64" height="64"'), /needs a viewBox/],
    ['an empty viewBox', svg('', 'viewBox="0 0 0 64"'), /needs a viewBox/],
    ['a sliver', svg('', 'viewBox="0 0 500 100"'), /is 500×100: a logo may be at most 4 times as wide as high/],
    ['a huge file', svg(`<!-- ${'x'.repeat(maxLogoBytes)} -->`), /is 65 KiB; a logo may be at most 64 KiB/],
  ])('refuses %s', (_case, logo, message) => {
    expect(() => parseBrandLogo(logo)).toThrow(message);
  });
});
