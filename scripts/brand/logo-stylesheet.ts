// The logo as the page shows it: the background of the boxes with its classes (src/views/logoClasses.ts),
// in the page's stylesheet; a small logo inside it, a larger one as a file named by its content.
import { logoClasses } from '../../src/views/logoClasses.ts';
import { inlinesLogo, svgDataUrl } from './data-url.ts';
import { type Brand, logoAssetPath } from './images.ts';
import type { BrandLogo } from './logo.ts';

const logoUrl = (logo: BrandLogo): string => (inlinesLogo(logo.svg) ? svgDataUrl(logo.svg) : `/${logoAssetPath(logo)}`);

/** The logo's aspect ratio (a box given only a height is as wide as the logo) and its image. */
export function logoStylesheet({ logo, logoDark }: Pick<Brand, 'logo' | 'logoDark'>): string {
  const { logo: box, onDark, onLight } = logoClasses;
  const rules = [`.${box}{aspect-ratio:${logo.width}/${logo.height};background-image:url("${logoUrl(logo)}")}`];
  if (logoDark) {
    const dark = `background-image:url("${logoUrl(logoDark)}")`;
    rules.push(
      // Forced colours paint the dark background over with the theme's Canvas: there the scheme decides.
      `@media not (forced-colors:active){.${onDark}{${dark}}}`,
      `@media (prefers-color-scheme:dark){.${box}:not(.${onLight}){${dark}}}`,
    );
  }
  return rules.join('\n');
}
