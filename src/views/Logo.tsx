import { css } from '@linaria/core';
// The logo itself, which the build puts in the stylesheet (scripts/brand/logo-stylesheet.ts).
import 'virtual:brand-logo.css';
import { logoClasses } from './logoClasses.ts';

const box = css`
  display: block;
  flex: none;
  background-position: center;
  background-size: contain;
  background-repeat: no-repeat;
  /* A background, which browsers leave out of a print unless told: the logo prints as an <img> would. */
  print-color-adjust: exact;
`;

/**
 * The configured logo, painted from the stylesheet with the first frame, without a request of its own.
 * `className` gives the box its size: a height alone, and the logo's aspect ratio gives the width; both,
 * and the logo is fitted inside, centred. Decorative: the brand name stands beside it. On a background
 * that follows the colour scheme (`page`), the dark variant replaces it in the dark scheme; on one that
 * is dark in both (`dark`, the footer), the dark variant is always shown.
 */
export function Logo({ className, background }: { readonly className: string; readonly background: 'page' | 'dark' }) {
  const scheme = background === 'dark' ? ` ${logoClasses.onDark}` : '';
  return <span className={`${box} ${logoClasses.logo}${scheme} ${className}`} />;
}
