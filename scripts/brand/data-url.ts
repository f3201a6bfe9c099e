// Small SVGs the page carries inside itself, so no request of their own competes with the first screen.

/**
 * An SVG as a `data:` URL for a CSS `url("…")` and a double-quoted attribute alike: all else percent-encoded,
 * `=`, `/`, `:`, `,` and `;` readable. Its quotes are kept (swapping them would break `font-family="'Myriad Pro'"`).
 */
export function svgDataUrl(svg: string): string {
  const encoded = encodeURIComponent(svg).replace(/%(3D|3A|2F|2C|3B)/g, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
  return `data:image/svg+xml,${encoded}`;
}

/** A logo up to this size comes inside every page (the favicon, the stylesheet); a larger one stays a file. */
export const inlineLogoMaxBytes = 2048;

export const inlinesLogo = (svg: string): boolean => Buffer.byteLength(svg) <= inlineLogoMaxBytes;

/** The pages' favicon for the logo `svg` (what /favicon.svg holds): itself when small, else that file. */
export const faviconHref = (svg: string): string => (inlinesLogo(svg) ? svgDataUrl(svg) : '/favicon.svg');
