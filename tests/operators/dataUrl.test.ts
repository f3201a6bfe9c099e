// SVGs the page carries inside itself, as data: URLs: the hero's drawing and a small logo in the
// stylesheet, that logo as the favicon in <head>.
import { describe, expect, it } from 'vitest';
import { faviconHref, inlineLogoMaxBytes, svgDataUrl } from '../../scripts/brand/data-url.ts';

const decoded = (url: string) => decodeURIComponent(url.slice('data:image/svg+xml,'.length));

describe('an SVG as a data: URL, in the stylesheet or an attribute', () => {
  it('keeps the drawing whole, and holds nothing that ends the URL, the string, the attribute or the <style> it is in', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg"><path fill="#c2410c" d="M0 0h10%"/>\n</style><text font-family="\'Myriad Pro\'">ü &amp; ä</text></svg>';
    const url = svgDataUrl(svg);
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    const body = url.slice('data:image/svg+xml,'.length);
    expect(body).not.toMatch(/["<>#\n\\ &]|%(?![0-9A-F]{2})/);
    expect(decoded(url)).toBe(svg);
    // The markup stays readable where a URL allows it.
    expect(body).toContain('xmlns=%22http://www.w3.org/2000/svg%22');
  });
});

describe('the favicon', () => {
  it('is a small logo itself, inside the page, so the first screen does not wait beside its request', () => {
    const logo =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#c2410c"/></svg>';
    const href = faviconHref(logo);
    expect(href.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decoded(href)).toBe(logo);
  });

  it('is the file /favicon.svg for a logo too large to repeat in every page', () => {
    const path = `<path d="${'M0 0h1v1z'.repeat(inlineLogoMaxBytes / 9)}"/>`;
    const logo = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${path}</svg>`;
    expect(Buffer.byteLength(logo)).toBeGreaterThan(inlineLogoMaxBytes);
    expect(faviconHref(logo)).toBe('/favicon.svg');
  });
});
