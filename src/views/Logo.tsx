import { config } from '../config.ts';

/** The configured logo's URL under /assets/, named by its content (scripts/brand/images.ts). */
declare const __BRAND_LOGO_URL__: string;

/**
 * The configured logo, `height` pixels high at its own aspect ratio, so its box is known before it
 * loads. Decorative: the brand name stands beside it.
 */
export function Logo({ height }: { readonly height: number }) {
  const { width: logoWidth, height: logoHeight } = config.brandLogoSize;
  return <img src={__BRAND_LOGO_URL__} alt="" width={Math.round((height * logoWidth) / logoHeight)} height={height} />;
}
