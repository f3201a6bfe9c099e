import { css } from '@linaria/core';
// The drawing itself, which the build puts in the stylesheet (scripts/brand/hero-picture.ts).
import 'virtual:hero-drawing.css';
import { type OperatorPicture, operatorPicture } from '../config.ts';
import { contentWidth, radius, wideLayoutRem } from '../styles/tokens.ts';
import { heroDrawing } from './heroDrawing.ts';
import { Logo } from './Logo.tsx';

const percentOf = (part: number, whole: number) => `${(part / whole) * 100}%`;

// Only beside the text, in the wide layout: a phone's hero is text first. Neither the drawing (a
// background) nor the operator's picture (loaded lazily) is fetched or drawn where it is not shown.
const frame = css`
  display: none;
  position: relative;
  @media (min-width: ${wideLayoutRem}rem) {
    display: block;
    /* Its own layer, rastered once, not again with the new words of every switch (docs/decisions.md). */
    will-change: transform;
  }
  & > picture > img {
    inline-size: 100%;
    block-size: auto;
    /* A tall picture of the operator's is cropped, not let push the hero's figures off the first screen. */
    max-block-size: 22rem;
    object-fit: cover;
    border-radius: ${radius.md};
  }
`;

// The brand's drawing: its box, at the drawing's aspect ratio; the picture is its background (longhands
// only, beside the build's `background-image`).
const drawing = css`
  inline-size: 100%;
  aspect-ratio: ${heroDrawing.width} / ${heroDrawing.height};
  max-block-size: 22rem;
  background-position: center;
  background-size: cover;
  background-repeat: no-repeat;
  border-radius: ${radius.md};
  /* A background, which browsers leave out of a print unless told: the picture prints as the <img> did. */
  print-color-adjust: exact;
`;

// The drawing's shop window has an empty square for the logo, fitted inside it, centred; left and top,
// as the picture is not mirrored.
const logoSlot = css`
  position: absolute;
  left: ${percentOf(heroDrawing.logo.x, heroDrawing.width)};
  top: ${percentOf(heroDrawing.logo.y, heroDrawing.height)};
  inline-size: ${percentOf(heroDrawing.logo.size, heroDrawing.width)};
  block-size: ${percentOf(heroDrawing.logo.size, heroDrawing.height)};
`;

/** The wide hero's two columns, as fractions (`fr`) of its width: the text, and the picture beside it. */
export const heroColumns = { text: 1.5, picture: 1 } as const;

/** How wide the picture is shown: at most its column's share of the content width. */
const sizes = `(min-width: ${wideLayoutRem}rem) calc(${contentWidth} * ${heroColumns.picture / (heroColumns.text + heroColumns.picture)}), 100vw`;

/** The hero's picture beside the text: the brand's drawing with its logo, or the operator's own picture. */
export function HeroPicture() {
  return (
    <div className={frame}>
      {operatorPicture ? (
        <OperatorHeroPicture image={operatorPicture} />
      ) : (
        <>
          {/* Painted from the stylesheet with the first frame; a picture with nothing to say, as alt="" would be. */}
          <div className={`${drawing} ${heroDrawing.className}`} />
          <Logo className={logoSlot} background="light" />
        </>
      )}
    </div>
  );
}

/** The operator's picture: fetched only where it shows (not on a phone) and after the text, in the format the browser takes. */
function OperatorHeroPicture({ image: { width, height, src, srcset, sources } }: { readonly image: OperatorPicture }) {
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img src={src} srcSet={srcset} sizes={sizes} width={width} height={height} alt="" loading="lazy" decoding="async" />
    </picture>
  );
}
