// The byte budget counts the images a first visit loads: an <img>, or a file the inlined CSS paints.
import { describe, expect, it } from 'vitest';
import { firstLoadImages } from './first-load-images.ts';

describe('firstLoadImages', () => {
  it("finds each <img> and each of the site's files the inlined stylesheet paints, once", () => {
    const html = [
      '<style>.brand-logo{aspect-ratio:2/1;background-image:url(/assets/logo-12e8d0a6.svg)}',
      '.x{background:url("/assets/hero-1.webp")}.y{background-image:url(/assets/logo-12e8d0a6.svg)}</style>',
      '<img src="/icon-192.png" alt=""><img alt="" src="/icon-192.png">',
    ].join('');
    expect(firstLoadImages(html)).toEqual(['/icon-192.png', '/assets/logo-12e8d0a6.svg', '/assets/hero-1.webp']);
  });

  it('leaves out what the page carries inside itself and what is not its own', () => {
    const html =
      '<style>.brand-logo{background-image:url(data:image/svg+xml,%3Csvg%3E%3C/svg%3E)}</style>' +
      '<img src="data:image/png;base64,AAAA" alt=""><img src="https://cdn.example.com/a.png" alt="">';
    expect(firstLoadImages(html)).toEqual([]);
  });
});
