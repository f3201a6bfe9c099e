import { css } from '@linaria/core';
import { heroImage } from '../heroImage.ts';
import { contentWidth, radius, wideLayoutRem } from '../styles/tokens.ts';
import { heroArt } from './heroArt.ts';
import { Logo } from './Logo.tsx';

const percentOf = (part: number, whole: number) => `${(part / whole) * 100}%`;

// Only beside the text, in the wide layout: a phone's hero is text first, and lazy loading keeps a
// picture that is not shown from being fetched at all.
const frame = css`
  display: none;
  position: relative;
  @media (min-width: ${wideLayoutRem}rem) {
    display: block;
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

// The drawing's shop window has an empty square for the logo; left and top, as the picture is not mirrored.
const logoSlot = css`
  position: absolute;
  left: ${percentOf(heroArt.logo.x, heroArt.width)};
  top: ${percentOf(heroArt.logo.y, heroArt.height)};
  inline-size: ${percentOf(heroArt.logo.size, heroArt.width)};
  block-size: ${percentOf(heroArt.logo.size, heroArt.height)};
  display: grid;
  place-items: center;
  & > img {
    max-inline-size: 100%;
    max-block-size: 100%;
    inline-size: auto;
    block-size: auto;
  }
`;

/** The wide hero's two columns, as fractions (`fr`) of its width: the text, and the picture beside it. */
export const heroColumns = { text: 1.5, picture: 1 } as const;

/** How wide the picture is shown: at most its column's share of the content width. */
const sizes = `(min-width: ${wideLayoutRem}rem) calc(${contentWidth} * ${heroColumns.picture / (heroColumns.text + heroColumns.picture)}), 100vw`;

/** The hero's picture beside the text: the brand's drawing with its logo, or the operator's own picture. */
export function HeroPicture() {
  const { width, height, src, srcset, sources, drawnFromBrand } = heroImage;
  return (
    <div className={frame}>
      <picture>
        {sources.map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
        ))}
        <img
          src={src}
          srcSet={srcset || undefined}
          sizes={srcset ? sizes : undefined}
          width={width}
          height={height}
          alt=""
          // The drawing is small enough to come with the page, and paints with the text; an operator's
          // picture is fetched only where it shows (not on a phone) and after the text.
          loading={drawnFromBrand ? undefined : 'lazy'}
          decoding="async"
        />
      </picture>
      {drawnFromBrand && (
        <span className={logoSlot}>
          <Logo height={heroArt.logo.size} background="page" />
        </span>
      )}
    </div>
  );
}
