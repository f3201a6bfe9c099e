import { config } from '../config.ts';

/** The configured logo's URL under /assets/, named by its content (scripts/brand/images.ts). */
declare const __BRAND_LOGO_URL__: string;
/** The operator's variant for dark backgrounds (VITE_BRAND_LOGO_DARK), of the same shape, or null. */
declare const __BRAND_LOGO_DARK_URL__: string | null;

/**
 * The configured logo, `height` pixels high at its own aspect ratio, so its box is known before it
 * loads. Decorative: the brand name stands beside it. On a background that follows the colour
 * scheme (`page`), the dark variant replaces it in the dark scheme; on one that is dark in both
 * (`dark`, the footer), the dark variant is always shown.
 */
export function Logo({ height, background }: { readonly height: number; readonly background: 'page' | 'dark' }) {
  const { width: logoWidth, height: logoHeight } = config.brandLogoSize;
  const width = Math.round((height * logoWidth) / logoHeight);
  const dark = __BRAND_LOGO_DARK_URL__;
  if (!dark) return <img src={__BRAND_LOGO_URL__} alt="" width={width} height={height} />;
  if (background === 'dark') return <img src={dark} alt="" width={width} height={height} />;
  return (
    <picture>
      <source srcSet={dark} media="(prefers-color-scheme: dark)" />
      <img src={__BRAND_LOGO_URL__} alt="" width={width} height={height} />
    </picture>
  );
}
