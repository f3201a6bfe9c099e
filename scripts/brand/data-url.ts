// Small SVGs the page carries inside itself, so they are shown without a request of their own: the
// hero's drawing and a small logo (in the stylesheet), and that logo as the favicon (in <head>).

/**
 * An SVG as a `data:` URL that fits a CSS `url("…")` and an HTML attribute in double quotes alike:
 * what a URL cannot hold is percent-encoded, double quotes and spaces too (the W3C checker rejects a
 * space in an attribute). The SVG's text is kept as it is: swapping its quotes would break an
 * attribute that holds the other kind (`font-family="'Myriad Pro'"`). `=`, `/`, `:`, `,` and `;` stay readable.
 */
export function svgDataUrl(svg: string): string {
  const encoded = encodeURIComponent(svg).replace(/%(3D|3A|2F|2C|3B)/g, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
  return `data:image/svg+xml,${encoded}`;
}

/** A logo up to this size comes inside the page (as the favicon and in the stylesheet); a larger one stays a file the browser fetches. */
export const inlineLogoMaxBytes = 2048;

/** Whether the logo `svg` is small enough to repeat in every page. */
export const inlinesLogo = (svg: string): boolean => Buffer.byteLength(svg) <= inlineLogoMaxBytes;

/**
 * The pages' favicon address for the logo `svg` (what /favicon.svg holds): the logo itself as a `data:`
 * URL when it is small (the default is 683 bytes), so the browser does not fetch it while the first
 * screen loads, competing with the page for a slow phone's connection; otherwise /favicon.svg.
 */
export const faviconHref = (svg: string): string => (inlinesLogo(svg) ? svgDataUrl(svg) : '/favicon.svg');
