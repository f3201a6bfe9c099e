// The hero's picture: by default the brand's drawing (hero-drawing.tsx), inside the stylesheet; with
// VITE_HERO_IMAGE the operator's, upright and without metadata, in AVIF, WebP and a JPEG (a PNG if
// transparent) at the widths its column needs, never wider than the original, named by its content.
import { createHash } from 'node:crypto';
import sharp, { type Metadata, type Sharp } from 'sharp';
import type { OperatorPicture } from '../../src/config.ts';
import { heroDrawing } from '../../src/views/heroDrawing.ts';
import { ConfigError } from '../build/parse-config.ts';
import { svgDataUrl } from './data-url.ts';
import { heroDrawingSvg } from './hero-drawing.tsx';

/** Its column (at most about 29rem) at 1×, 1.5×, 2× and 3×; a narrower picture would be blown up. */
export const heroWidths = [480, 720, 960, 1440] as const;
const minHeroWidth = heroWidths[0];

export interface HeroPicture<Image extends OperatorPicture | null = OperatorPicture | null> {
  /** What the page is told (`__OPERATOR_HERO_PICTURE__`): the operator's picture, or null for the drawing. */
  readonly image: Image;
  /** Makes every file the image names, by its path under the site's root. */
  render(): Promise<Map<string, string | Uint8Array>>;
  /** CSS for the page's stylesheet: the drawing, or nothing. */
  readonly stylesheet: string;
}

/** The default: the brand's drawing, as the background of the element with `heroDrawing.className`. */
export function drawnHeroPicture(): HeroPicture<null> {
  return {
    image: null,
    render: async () => new Map(),
    stylesheet: `.${heroDrawing.className}{background-image:url("${svgDataUrl(heroDrawingSvg())}")}`,
  };
}

const modernFormats = [
  { type: 'image/avif', extension: 'avif', encode: (image: Sharp) => image.avif({ quality: 55 }) },
  { type: 'image/webp', extension: 'webp', encode: (image: Sharp) => image.webp({ quality: 78 }) },
] as const;

/** A picture the page cannot use; the message says why. */
class UnusablePicture extends Error {}

/** The operator's picture (the file's bytes); throws, saying why, for one the page cannot use. */
export async function operatorHeroPicture(source: Uint8Array): Promise<HeroPicture<OperatorPicture>> {
  let metadata: Metadata;
  try {
    // sharp throws at once for some files (an empty one), and rejects for others.
    metadata = await sharp(source).metadata();
  } catch (error) {
    throw new UnusablePicture(`is not a picture the build can read (JPEG, PNG, WebP or AVIF): ${(error as Error).message}`);
  }
  const { width, height } = metadata.autoOrient;
  if (width < minHeroWidth) {
    throw new UnusablePicture(
      `is ${width} px wide; give one at least ${minHeroWidth} px wide (about 1000 px looks sharp on every screen).`,
    );
  }
  const widths = heroWidths.filter((candidate) => candidate <= width);
  const fallback = metadata.hasAlpha
    ? { extension: 'png', encode: (image: Sharp) => image.png({ compressionLevel: 9 }) }
    : { extension: 'jpg', encode: (image: Sharp) => image.jpeg({ quality: 80, mozjpeg: true }) };
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
  const path = (at: number, extension: string) => `assets/hero-${hash}-${at}.${extension}`;
  const srcset = (extension: string) => widths.map((at) => `/${path(at, extension)} ${at}w`).join(', ');
  const largest = widths[widths.length - 1] ?? minHeroWidth;
  const image: OperatorPicture = {
    width: largest,
    height: Math.round((largest * height) / width),
    // A browser without srcset gets a width that is sharp in the column on most screens.
    src: `/${path(widths[Math.min(2, widths.length - 1)] ?? minHeroWidth, fallback.extension)}`,
    srcset: srcset(fallback.extension),
    sources: modernFormats.map(({ type, extension }) => ({ type, srcset: srcset(extension) })),
  };
  return {
    image,
    stylesheet: '',
    async render() {
      const files = new Map<string, Uint8Array>();
      for (const at of widths) {
        const resized = sharp(source).autoOrient().resize({ width: at });
        for (const { extension, encode } of [...modernFormats, fallback]) {
          files.set(path(at, extension), await encode(resized.clone()).toBuffer());
        }
      }
      return files;
    },
  };
}

/** VITE_HERO_IMAGE's picture (a file `readBytes` reads), or without one the drawing; a bad file stops the build. */
export async function heroPicture(path: string | null, readBytes: (path: string) => Uint8Array): Promise<HeroPicture> {
  if (path === null) return drawnHeroPicture();
  let source: Uint8Array;
  try {
    source = readBytes(path);
  } catch (error) {
    throw new ConfigError(`VITE_HERO_IMAGE names "${path}", which cannot be read: ${(error as Error).message}`);
  }
  return operatorHeroPicture(source).catch((error: Error) => {
    throw error instanceof UnusablePicture ? new ConfigError(`VITE_HERO_IMAGE ("${path}") ${error.message}`) : error;
  });
}
