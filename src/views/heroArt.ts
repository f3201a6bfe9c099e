/**
 * The hero's default picture, drawn at build time from the brand (scripts/brand/hero-art.tsx): its size,
 * and the square in its shop window where the page lays the brand's logo. The logo stays a file of
 * its own (the header has loaded it already), laid over the drawing: a picture shown as an image may
 * not load another.
 */
export const heroArt = {
  width: 560,
  height: 440,
  logo: { x: 116, y: 74, size: 40 },
  /** The class of the element that shows it: the stylesheet the build makes gives that class the drawing. */
  className: 'hero-drawing',
} as const;
