// The hero's picture as the build makes it: the brand's drawing by default, or the operator's picture
// in modern formats at the widths its column needs, never blown up, upright and without its metadata.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawnHeroPicture, heroPicture, heroWidths, operatorHeroPicture } from '../../scripts/brand/hero-picture.ts';
import { ConfigError } from '../../scripts/build/parse-config.ts';
import { heroDrawing } from '../../src/views/heroDrawing.ts';

/** A picture made here: `width` × `height`, a JPEG unless it has transparency, with an EXIF orientation if given. */
function picture(width: number, height: number, { alpha = false, orientation }: { alpha?: boolean; orientation?: number } = {}) {
  const image = sharp({ create: { width, height, channels: alpha ? 4 : 3, background: { r: 200, g: 80, b: 20, alpha: 0.5 } } });
  const encoded = alpha ? image.png() : image.jpeg();
  return (orientation ? encoded.withMetadata({ orientation }) : encoded).toBuffer();
}

/** The drawing the stylesheet carries, decoded from its `data:` URL. */
function drawingIn(stylesheet: string) {
  const rule = `.${heroDrawing.className}{background-image:url("data:image/svg+xml,`;
  const url = stylesheet.startsWith(rule) && stylesheet.endsWith('")}') ? stylesheet.slice(rule.length, -3) : undefined;
  if (url === undefined) throw new Error(`no drawing in the stylesheet: ${stylesheet.slice(0, 80)}`);
  return decodeURIComponent(url);
}

describe('the default hero picture', () => {
  it("is the brand drawing, inside the page's stylesheet: no file of its own, so no request to wait for", async () => {
    const { image, render, stylesheet } = drawnHeroPicture();
    expect(image).toBeNull();
    expect((await render()).size).toBe(0);
    const svg = drawingIn(stylesheet);
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 560 440"/);
    // A picture, nothing more: no words to translate, nothing it would load.
    expect(svg).not.toMatch(/<text|<image|href=|url\((?!#)/);
  });

  it("is drawn in colours it can read itself: a background picture does not see the page's custom properties", async () => {
    const svg = drawingIn(drawnHeroPicture().stylesheet);
    expect(svg).not.toContain('var(');
    // The shop window, rasterised: light, as the brand draws it (each unresolved var() paints it black).
    const window = await sharp(Buffer.from(svg)).extract({ left: 96, top: 56, width: 336, height: 328 }).stats();
    for (const channel of window.channels.slice(0, 3)) expect(channel.mean).toBeGreaterThan(100);
  });
});

describe("an operator's hero picture", () => {
  it('comes in AVIF, then WebP, then JPEG, at every width up to its own, its box at its aspect ratio', async () => {
    const { image, render } = await operatorHeroPicture(await picture(1000, 1250));
    const widths = [480, 720, 960];
    const srcset = (extension: string) =>
      widths.map((width) => expect.stringMatching(new RegExp(`^/assets/hero-[0-9a-f]{8}-${width}\\.${extension} ${width}w$`)));
    expect(image.width).toBe(960);
    expect(image.height).toBe(1200);
    expect(image.src).toMatch(/^\/assets\/hero-[0-9a-f]{8}-960\.jpg$/);
    expect(image.srcset.split(', ')).toEqual(srcset('jpg'));
    expect(image.sources.map(({ type }) => type)).toEqual(['image/avif', 'image/webp']);
    expect(image.sources[0]?.srcset.split(', ')).toEqual(srcset('avif'));
    expect(image.sources[1]?.srcset.split(', ')).toEqual(srcset('webp'));

    const files = await render();
    const named = [...image.sources.flatMap(({ srcset }) => srcset.split(', ')), ...image.srcset.split(', ')].map(
      (candidate) => candidate.split(' ')[0]?.slice(1) ?? '',
    );
    expect([...files.keys()].sort()).toEqual(named.sort());
    for (const [path, bytes] of files) {
      const { format, width, height } = await sharp(bytes).metadata();
      const expectedWidth = Number(path.match(/-(\d+)\./)?.[1]);
      expect({ format, width, height }, path).toEqual({
        format: { avif: 'heif', webp: 'webp', jpg: 'jpeg' }[path.split('.').pop() ?? ''],
        width: expectedWidth,
        height: Math.round(expectedWidth * 1.25),
      });
    }
  }, 60_000);

  it('is never made wider than it is, and is turned upright by its EXIF orientation, which it then loses', async () => {
    // Stored 900 wide and 600 high, shown turned a quarter: 600 wide.
    const { image, render } = await operatorHeroPicture(await picture(900, 600, { orientation: 6 }));
    expect(heroWidths.filter((width) => width <= 600)).toEqual([480]);
    expect([image.width, image.height]).toEqual([480, 720]);
    for (const bytes of (await render()).values()) {
      const { width, height, orientation, exif } = await sharp(bytes).metadata();
      expect({ width, height, orientation, exif }).toEqual({ width: 480, height: 720, orientation: undefined, exif: undefined });
    }
  }, 60_000);

  it('keeps its transparency: PNG, not JPEG, for browsers without AVIF and WebP', async () => {
    const { image } = await operatorHeroPicture(await picture(500, 500, { alpha: true }));
    expect(image.src).toMatch(/-480\.png$/);
    expect(image.srcset).toMatch(/-480\.png 480w$/);
  });

  it('stops the build, naming VITE_HERO_IMAGE, when the file cannot be read, is no picture or is too small', async () => {
    const fromBytes = (bytes: Uint8Array) => () => bytes;
    const unreadable = /^VITE_HERO_IMAGE \("brand\/hero\.jpg"\) is not a picture the build can read/;
    const cases: readonly [Parameters<typeof heroPicture>[1], RegExp][] = [
      [
        () => {
          throw new Error('ENOENT: no such file');
        },
        /^VITE_HERO_IMAGE names "brand\/hero\.jpg", which cannot be read: ENOENT/,
      ],
      [fromBytes(new TextEncoder().encode('not a picture')), unreadable],
      [fromBytes(new Uint8Array()), unreadable],
      [
        fromBytes(await picture(479, 300)),
        /^VITE_HERO_IMAGE \("brand\/hero\.jpg"\) is 479 px wide; give one at least 480 px wide/,
      ],
    ];
    for (const [readBytes, message] of cases) {
      const error = await heroPicture('brand/hero.jpg', readBytes).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toMatch(message);
    }
  });

  it('without one, the build draws the default', async () => {
    const { image } = await heroPicture(null, () => {
      throw new Error('nothing is read');
    });
    expect(image).toBeNull();
  });
});
