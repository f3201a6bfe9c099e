/** The hero's picture, as the build made it (scripts/brand/hero-image.ts) and `vite.config.ts` describes it. */
export interface HeroImage {
  /** The picture's own size: the page reserves its box at this aspect ratio before it loads. */
  readonly width: number;
  readonly height: number;
  /** What any browser can show, and the same at every width it was made in (empty for an SVG). */
  readonly src: string;
  readonly srcset: string;
  /** Smaller formats first (AVIF, WebP): a browser takes the first it can show. */
  readonly sources: readonly { readonly type: string; readonly srcset: string }[];
  /** The default drawing: the page lays the brand's logo into its shop window. */
  readonly drawnFromBrand: boolean;
}

declare const __HERO_IMAGE__: HeroImage;

export const heroImage: HeroImage = __HERO_IMAGE__;
