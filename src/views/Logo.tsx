import { config } from '../config.ts';

/**
 * The configured logo (the build serves it as /logo.svg), `height` pixels high at its own aspect
 * ratio, so its box is known before it loads. Decorative: the brand name stands beside it.
 */
export function Logo({ height }: { readonly height: number }) {
  const { width: logoWidth, height: logoHeight } = config.brandLogoSize;
  return <img src="/logo.svg" alt="" width={Math.round((height * logoWidth) / logoHeight)} height={height} />;
}
