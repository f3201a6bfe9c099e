/**
 * The hero's picture, as the build made it (scripts/brand/hero-image.ts) and `vite.config.ts` describes
 * it: the operator's picture (VITE_HERO_IMAGE), or null for the default, the brand's drawing. The drawing
 * needs nothing here: the build puts it in the stylesheet, as the background of the element with
 * `heroArt.className` (views/heroArt.ts), so it is painted with the text in the first frame, without a
 * request of its own. Null also lets the bundler leave the code for an operator's picture out.
 */
export interface OperatorPicture {
  /** The picture's own size: the page reserves its box at this aspect ratio before it loads. */
  readonly width: number;
  readonly height: number;
  /** What any browser can show, and the same at every width it was made in. */
  readonly src: string;
  readonly srcset: string;
  /** Smaller formats first (AVIF, WebP): a browser takes the first it can show. */
  readonly sources: readonly { readonly type: string; readonly srcset: string }[];
}

declare const __OPERATOR_HERO_PICTURE__: OperatorPicture | null;

export const operatorHeroPicture: OperatorPicture | null = __OPERATOR_HERO_PICTURE__;
