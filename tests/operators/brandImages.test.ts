// The brand images are drawn from the configuration: another logo or brand name gives other images.
import { readFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import { DOMParser } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { inlineLogoMaxBytes } from '../../scripts/brand/data-url.ts';
import {
  type Brand,
  logoAssetPath,
  renderBrandImages,
  renderIcon,
  renderSocialCard,
  socialCardFigures,
  socialCardSize,
  socialCardSvg,
  UndrawableTextError,
} from '../../scripts/brand/images.ts';
import { type BrandLogo, parseBrandLogo } from '../../scripts/brand/logo.ts';
import { logoStylesheet } from '../../scripts/brand/logo-stylesheet.ts';
import { brandNameMaxCharacters } from '../../scripts/build/parse-config.ts';
import { logoClasses } from '../../src/views/logoClasses.ts';

const logo = (path: string) => parseBrandLogo(readFileSync(path, 'utf8'));
const marketly: Brand = { name: 'Marketly', logo: logo('brand/logo.svg'), logoDark: null };
/** 2:1, blue, with a yellow circle on the left. */
const acme: Brand = { name: 'Acme Test Market', logo: logo('tests/fixtures/acme-logo.svg'), logoDark: null };

/** A PNG's size, from its IHDR chunk (which every PNG starts with). */
function pngSize(png: Uint8Array): { width: number; height: number } {
  const bytes = Buffer.from(png);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The RGBA colour of one pixel of a PNG, decoded by drawing it 1:1 with resvg. */
function pixel(png: Uint8Array, x: number, y: number): number[] {
  const { width, height } = pngSize(png);
  const href = `data:image/png;base64,${Buffer.from(png).toString('base64')}`;
  const drawn = new Resvg(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image href="${href}" width="${width}" height="${height}"/></svg>`,
  ).render();
  const offset = (y * width + x) * 4;
  return [...drawn.pixels.subarray(offset, offset + 4)];
}

describe('icons', () => {
  it.each([192, 512])('are %i px squares drawn from the logo', (size) => {
    expect(pngSize(renderIcon(marketly.logo, size))).toEqual({ width: size, height: size });
    expect(pngSize(renderIcon(acme.logo, size))).toEqual({ width: size, height: size });
    expect(Buffer.from(renderIcon(acme.logo, size)).equals(Buffer.from(renderIcon(marketly.logo, size)))).toBe(false);
  });

  it('fit a wide logo in the middle, transparent above and below', () => {
    const icon = renderIcon(acme.logo, 192);
    expect(pixel(icon, 96, 10)).toEqual([0, 0, 0, 0]);
    expect(pixel(icon, 96, 182)).toEqual([0, 0, 0, 0]);
    // The yellow circle (#facc15) at a quarter of the logo's width, on its middle line.
    expect(pixel(icon, 48, 96)).toEqual([0xfa, 0xcc, 0x15, 255]);
  });
});

describe('social card', () => {
  it('is 1200×630 and changes with the brand name and with the logo', async () => {
    const card = await renderSocialCard(marketly);
    expect(pngSize(card)).toEqual({ width: 1200, height: 630 });
    const renamed = await renderSocialCard({ ...marketly, name: 'Acme Test Market' });
    const relogoed = await renderSocialCard({ ...marketly, logo: acme.logo });
    expect(card.equals(renamed)).toBe(false);
    expect(card.equals(relogoed)).toBe(false);
    expect(card.equals(await renderSocialCard(marketly))).toBe(true);
  });

  it('draws brand names in Latin, Greek, Cyrillic and Vietnamese script', async () => {
    expect(pngSize(await renderSocialCard({ ...marketly, name: 'Ελλάδα Маркет Chợ Straße' })).width).toBe(1200);
  });

  /** The brand's words as the card lays them out (its 56 px text), each with where it ends on the right. */
  async function brandOnCard(name: string) {
    const svg = await socialCardSvg({ ...marketly, name }, { embedFont: false });
    const texts = Array.from(new DOMParser().parseFromString(svg, 'image/svg+xml').getElementsByTagName('text')).filter(
      (text) => text.getAttribute('font-size') === '56',
    );
    return {
      text: texts.map((text) => text.textContent).join(''),
      right: Math.max(...texts.map((text) => Number(text.getAttribute('x')) + Number(text.getAttribute('width')))),
    };
  }

  it('draws the brand exactly as written: ampersands, quotes and markup are text', async () => {
    for (const name of ['H&M "Ben & Jerry\'s"', '<b>AT&amp;T</b>']) expect((await brandOnCard(name)).text).toBe(name);
  });

  it.each([
    ['one word of the widest letter', 'W'.repeat(brandNameMaxCharacters)],
    ['words of the widest letter', ['WWWWWWW', 'WWWWWWWW', 'WWWWWWW'].join(' ')],
    ['the layout suite’s long brand', 'Acme Global Test Markets'],
  ])('keeps the longest brand a build takes inside its margins: %s', async (_case, name) => {
    expect([...name].length).toBeLessThanOrEqual(brandNameMaxCharacters);
    expect((await brandOnCard(name)).right).toBeLessThanOrEqual(socialCardSize.width - 96);
  });

  /** The card's headline-figure lines (its 32 px text) as drawn: each line's text, and the box of everything on them. */
  async function figuresOnCard(figures: string[]) {
    const svg = await socialCardSvg(marketly, { embedFont: false, figures });
    const texts = Array.from(new DOMParser().parseFromString(svg, 'image/svg+xml').getElementsByTagName('text')).filter(
      (text) => text.getAttribute('font-size') === '32',
    );
    const at = (text: (typeof texts)[number], name: string) => Number(text.getAttribute(name));
    const lines = new Map<number, string>();
    for (const text of texts) lines.set(at(text, 'y'), (lines.get(at(text, 'y')) ?? '') + text.textContent);
    return {
      lines: [...lines.values()],
      left: Math.min(...texts.map((text) => at(text, 'x'))),
      right: Math.max(...texts.map((text) => at(text, 'x') + at(text, 'width'))),
      top: Math.min(...texts.map((text) => at(text, 'y') - at(text, 'height'))),
      bottom: Math.max(...texts.map((text) => at(text, 'y'))),
    };
  }

  it('draws every headline figure whole, inside its margins, however many the product has', async () => {
    const more = ['250M+ Orders a year', '99%+ Happy customers', '24/7 Support in every language'];
    for (const figures of [socialCardFigures(), [...socialCardFigures(), ...more]]) {
      const drawn = await figuresOnCard(figures);
      // Each figure on one line, whole; lines hold them in order.
      const joined = drawn.lines.join('\n');
      for (const figure of figures)
        expect(
          drawn.lines.some((line) => line.includes(figure)),
          figure,
        ).toBe(true);
      expect(joined.replace(/\s+/g, '')).toBe(figures.join('').replace(/\s+/g, ''));
      expect(drawn.left).toBeGreaterThanOrEqual(96);
      expect(drawn.right).toBeLessThanOrEqual(socialCardSize.width - 96);
      expect(drawn.top).toBeGreaterThanOrEqual(0);
      expect(drawn.bottom).toBeLessThanOrEqual(socialCardSize.height);
    }
    expect((await figuresOnCard([...socialCardFigures(), ...more])).lines.length).toBeGreaterThan(1);
  });

  it('refuses a brand name its font cannot draw, saying which characters', async () => {
    const rejected = renderSocialCard({ ...marketly, name: 'Marketly 市场' });
    await expect(rejected).rejects.toThrow(UndrawableTextError);
    await expect(rejected).rejects.toThrow(/cannot draw: "市场"/);
  });
});

/** A logo too large to carry in every page (scripts/brand/data-url.ts): acme's, with a long description. */
const large = (small: BrandLogo) =>
  parseBrandLogo(small.svg.replace('</svg>', `<desc>${'x'.repeat(inlineLogoMaxBytes)}</desc></svg>`));

describe('renderBrandImages', () => {
  it('serves the configured logo itself as favicon.svg and logo.svg, beside the icons and the card; the page carries a small one', async () => {
    const files = await renderBrandImages(acme);
    expect([...files.keys()]).toEqual(['favicon.svg', 'logo.svg', 'icon-192.png', 'icon-512.png', 'og-image.png']);
    for (const name of ['favicon.svg', 'logo.svg']) expect(files.get(name), name).toBe(acme.logo.svg);
  });

  it('serves a logo too large for the page under a hashed name too, where the header and footer load it from', async () => {
    const logo = large(acme.logo);
    const files = await renderBrandImages({ ...acme, logo });
    const hashed = logoAssetPath(logo);
    expect(hashed).toMatch(/^assets\/logo-[0-9a-f]{8}\.svg$/);
    expect([...files.keys()]).toEqual(['favicon.svg', 'logo.svg', hashed, 'icon-192.png', 'icon-512.png', 'og-image.png']);
    for (const name of ['favicon.svg', 'logo.svg', hashed]) expect(files.get(name), name).toBe(logo.svg);
  });

  it('adds a large variant for dark backgrounds under its own hashed name; the icons and the card stay drawn from the logo', async () => {
    const onDark = logo('tests/fixtures/logo-on-dark.svg');
    const plain = await renderBrandImages(marketly);
    expect([...(await renderBrandImages({ ...marketly, logoDark: onDark })).keys()], 'a small one: in the page').toEqual([
      ...plain.keys(),
    ]);
    const largeDark = large(onDark);
    const files = await renderBrandImages({ ...marketly, logoDark: largeDark });
    const hashedDark = logoAssetPath(largeDark);
    expect([...files.keys()]).toEqual([...plain.keys()].toSpliced(2, 0, hashedDark));
    expect(files.get(hashedDark)).toBe(largeDark.svg);
    for (const name of ['favicon.svg', 'icon-192.png', 'icon-512.png', 'og-image.png']) {
      expect(files.get(name), name).toEqual(plain.get(name));
    }
  });

  it('names the hashed logo by its content', () => {
    expect(logoAssetPath(acme.logo)).not.toBe(logoAssetPath(marketly.logo));
    expect(logoAssetPath(parseBrandLogo(acme.logo.svg))).toBe(logoAssetPath(acme.logo));
  });
});

describe('logoStylesheet: the logo the header, the hero and the footer paint', () => {
  const { logo: box, onDark, onLight } = logoClasses;
  const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  /** The SVG that the rule starting with `start` (a selector, or `@media …{selector`) paints. */
  const painted = (css: string, start: string) => {
    const url = css.match(new RegExp(`^${escaped(start)}\\{[^}]*background-image:url\\("([^"]+)"\\)\\}`, 'm'))?.[1];
    return url ? decodeURIComponent(url.replace(/^data:image\/svg\+xml,/, '')) : `(no rule ${start})`;
  };

  it("carries a small logo inside, as the boxes' background at its aspect ratio; no rules for a dark variant there is not", () => {
    const css = logoStylesheet(acme);
    expect(css).toContain(`.${box}{aspect-ratio:${acme.logo.width}/${acme.logo.height};`);
    expect(painted(css, `.${box}`)).toBe(acme.logo.svg);
    expect(css).not.toContain(onDark);
    expect(css).not.toContain('prefers-color-scheme');
  });

  it('names the file of a large logo, which renderBrandImages writes', async () => {
    const logo = large(acme.logo);
    const css = logoStylesheet({ logo, logoDark: null });
    expect(css).toContain(`background-image:url("/${logoAssetPath(logo)}")`);
    expect([...(await renderBrandImages({ ...acme, logo })).keys()]).toContain(logoAssetPath(logo));
  });

  it('shows the dark variant on the always-dark background and, in the dark scheme, wherever the background follows it', () => {
    const onDarkLogo = logo('tests/fixtures/logo-on-dark.svg');
    const css = logoStylesheet({ logo: marketly.logo, logoDark: onDarkLogo });
    expect(painted(css, `.${box}`)).toBe(marketly.logo.svg);
    expect(painted(css, `@media not (forced-colors:active){.${onDark}`)).toBe(onDarkLogo.svg);
    // Not on the hero drawing's window, white in both schemes.
    expect(painted(css, `@media (prefers-color-scheme:dark){.${box}:not(.${onLight})`)).toBe(onDarkLogo.svg);
    expect(css).not.toMatch(new RegExp(`\\.${onLight}\\{`));
    // After the plain rule, so that on the dark background it wins in the light scheme.
    expect(css.indexOf(`.${onDark}{`)).toBeGreaterThan(css.indexOf(`.${box}{`));
  });
});
