// The images that carry the brand, drawn at build time from the configured logo and name: the SVG
// favicon and logo, the web manifest's PNG icons, and the social card (satori lays it out, resvg
// rasterises, the font comes from @fontsource, so the build needs no browser).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import { createElement as element } from 'react';
import satori from 'satori';
import en from '../../locales/en.ts';
import { headlineFigures } from '../../src/headlineFigures.ts';
import { schemeColors } from '../../src/styles/tokens.ts';
import { formatHeadlineFigures } from '../build/headline-figures.ts';
import { inlinesLogo } from './data-url.ts';
import type { BrandLogo } from './logo.ts';

// The images are drawn once, for every visitor: in the page's light scheme (its hero is dark in both).
const colors = schemeColors('light');

export interface Brand {
  readonly name: string;
  readonly logo: BrandLogo;
  /** Shown on dark backgrounds only (VITE_BRAND_LOGO_DARK); the icons and the social card use `logo`. */
  readonly logoDark: BrandLogo | null;
}

export const socialCardSize = { width: 1200, height: 630 } as const;
const cardPadding = 96;
const cardContentWidth = socialCardSize.width - 2 * cardPadding;
const iconSizes = [192, 512] as const;

/** The scripts the card's font covers; a brand name in another script fails the build (see below). */
const fontSubsets = ['latin', 'latin-ext', 'cyrillic', 'greek', 'vietnamese'] as const;
const fontFamily = fontSubsets.map((subset) => `Noto Sans ${subset}`).join(', ');

const require = createRequire(import.meta.url);
const cardFonts = fontSubsets.map((subset) => ({
  name: `Noto Sans ${subset}`,
  data: readFileSync(require.resolve(`@fontsource/noto-sans/files/noto-sans-${subset}-700-normal.woff2`)),
  weight: 700 as const,
  style: 'normal' as const,
}));

/** A brand name the card cannot draw: the message says which characters. */
export class UndrawableTextError extends Error {
  override name = 'UndrawableTextError';
}

const dataUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/** The logo's size inside a box, keeping its aspect ratio (as `object-fit: contain`). */
function contain(logo: BrandLogo, box: number): { width: number; height: number } {
  const scale = box / Math.max(logo.width, logo.height);
  return { width: logo.width * scale, height: logo.height * scale };
}

const png = (svg: string) => new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();

/** A square PNG icon: the logo, centred, transparent around a logo that is not square. */
export function renderIcon(logo: BrandLogo, size: number): Buffer {
  const { width, height } = contain(logo, size);
  return png(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><image href="${dataUri(logo.svg)}" x="${(size - width) / 2}" y="${(size - height) / 2}" width="${width}" height="${height}"/></svg>`,
  );
}

/** Each headline figure as the card shows it, in English: `10M+ Products`. */
export function socialCardFigures(): string[] {
  const english = formatHeadlineFigures(['en']).en ?? [];
  return headlineFigures.map(({ key }, index) => `${english[index]} ${en.headlineFigures[key]}`);
}

/** The social card: logo and brand name, the English hero title, the headline figures. */
export async function renderSocialCard(brand: Brand): Promise<Buffer> {
  return png(await socialCardSvg(brand));
}

/**
 * The social card as satori lays it out; `embedFont: false` keeps its words as text, for reading them back.
 * `figures`: the headline figures' texts (the product's, unless a test asks for more).
 */
export async function socialCardSvg(brand: Brand, { embedFont = true, figures = socialCardFigures() } = {}): Promise<string> {
  const logo = contain(brand.logo, 96);
  const card = element(
    'div',
    {
      style: {
        ...socialCardSize,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        gap: 28,
        padding: `0 ${cardPadding}px`,
        color: colors.onDark,
        fontFamily,
        fontWeight: 700,
        backgroundImage: `linear-gradient(160deg, ${colors.heroFrom}, ${colors.heroTo})`,
      },
    },
    element(
      'div',
      { style: { display: 'flex', alignItems: 'center', gap: 24, fontSize: 56 } },
      element('img', { src: dataUri(brand.logo.svg), alt: '', style: { flexShrink: 0 }, ...logo }),
      // The name takes the rest of the row (given as a width: satori measures a flex item's text against
      // the whole row) and wraps there; one long word breaks inside rather than run off the card.
      element('div', { style: { width: cardContentWidth - logo.width - 24, wordBreak: 'break-word' } }, brand.name),
    ),
    element('div', { style: { fontSize: 64, lineHeight: 1.1, maxWidth: 960 } }, en.hero.title),
    // One figure never breaks; as many as fit share a row, and the rest wrap inside the margins.
    element(
      'div',
      {
        style: {
          display: 'flex',
          flexWrap: 'wrap',
          columnGap: 36,
          rowGap: 8,
          width: cardContentWidth,
          fontSize: 32,
          color: colors.accent,
        },
      },
      ...figures.map((figure) => element('div', { key: figure, style: { display: 'flex', whiteSpace: 'nowrap' } }, figure)),
    ),
  );
  return satori(card, {
    ...socialCardSize,
    embedFont,
    fonts: cardFonts,
    // Called for text no given font covers: without it satori would silently draw nothing there.
    loadAdditionalAsset: async (_language, text) => {
      throw new UndrawableTextError(
        `has characters the social card's font (Noto Sans: ${fontSubsets.join(', ')}) cannot draw: "${text}".`,
      );
    },
  });
}

/** A logo too large to carry inside the page, named by its content: each build's own, cached for good. */
export function logoAssetPath(logo: BrandLogo): string {
  return `assets/logo-${createHash('sha256').update(logo.svg).digest('hex').slice(0, 8)}.svg`;
}

/** Any logoAssetPath, as the page's stylesheet names it (`/assets/logo-<hash>.svg`). */
export const logoAssetUrlPattern = /^\/assets\/logo-[0-9a-f]{8}\.svg$/;

/** Every file the build writes from the brand, by its name at the site's root. */
export async function renderBrandImages(brand: Brand): Promise<Map<string, string | Uint8Array>> {
  return new Map<string, string | Uint8Array>([
    ['favicon.svg', brand.logo.svg],
    ['logo.svg', brand.logo.svg],
    ...[brand.logo, brand.logoDark].flatMap((logo) =>
      logo && !inlinesLogo(logo.svg) ? [[logoAssetPath(logo), logo.svg] as const] : [],
    ),
    ...iconSizes.map((size) => [`icon-${size}.png`, renderIcon(brand.logo, size)] as const),
    ['og-image.png', await renderSocialCard(brand)],
  ]);
}
