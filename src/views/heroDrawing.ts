/**
 * The hero's default picture, drawn at build time from the brand (scripts/brand/hero-drawing.tsx): its size,
 * and the square in its shop window where the page lays the brand's logo: the logo is laid over the
 * drawing rather than drawn into it, so it is the one the page shows (the variant for light backgrounds:
 * the window is white in both schemes).
 */
export const heroDrawing = {
  width: 560,
  height: 440,
  logo: { x: 116, y: 74, size: 40 },
  /** The class of the element that shows it: the stylesheet the build makes gives that class the drawing. */
  className: 'hero-drawing',
} as const;
