import { css } from '@linaria/core';
// The logo itself, which the build puts in the stylesheet (scripts/brand/logo-stylesheet.ts).
import 'virtual:brand-logo.css';
import { logoClasses } from './logoClasses.ts';

const box = css`
  /* A block: forced colours keep a url() background only on a box that is not inline. */
  display: block;
  flex: none;
  /* The box has the logo's viewBox ratio (or is the hero's square): the SVG fills it, centring itself. */
  background-size: 100% 100%;
  background-repeat: no-repeat;
  /* A background, which browsers leave out of a print unless told: the logo prints as an <img> would. */
  print-color-adjust: exact;
`;

/**
 * The configured logo, painted from the stylesheet with the first frame, without a request of its own.
 * `className` gives the box its size: a height alone, and the logo's aspect ratio gives the width; both,
 * and the logo is fitted inside, centred. Decorative: the brand name stands beside it. What it is drawn
 * on picks the variant (VITE_BRAND_LOGO_DARK, logoClasses.ts): on the page's background (`page`) the
 * dark one in the dark scheme; on one dark in both schemes (`dark`, the footer) the dark one; on one
 * light in both (`light`, the hero drawing's window) never.
 */
export function Logo({ className, background }: { readonly className: string; readonly background: 'page' | 'dark' | 'light' }) {
  const variant = { page: '', dark: ` ${logoClasses.onDark}`, light: ` ${logoClasses.onLight}` }[background];
  return <span className={`${box} ${logoClasses.logo}${variant} ${className}`} />;
}
