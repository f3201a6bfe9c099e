/**
 * The brand logo, checked before it is served as the favicon, shown in the header and drawn into the
 * icons and the social card. It is the operator's file, served from our origin as an SVG document: it
 * must not be able to run script, load anything, or make every first visit heavy.
 */
export interface BrandLogo {
  /** The SVG source, as the operator wrote it. */
  readonly svg: string;
  /** Its viewBox size: the aspect ratio the header keeps and the icons fit. */
  readonly width: number;
  readonly height: number;
}

export const maxLogoBytes = 64 * 1024;
/** Wider (or taller) than this, a logo is a sliver in the square icons and crowds the brand name in the header. */
export const maxLogoAspectRatio = 4;

const forbidden: readonly (readonly [pattern: RegExp, what: string])[] = [
  [/<!DOCTYPE|<!ENTITY/i, 'a DOCTYPE or entity declaration'],
  [/<script\b/i, 'a <script> element'],
  [/<foreignObject\b/i, 'a <foreignObject> element'],
  [/<(?:iframe|embed|object|audio|video|animate|set)\b/i, 'an embedding or animation element'],
  [/\son[a-z]+\s*=/i, 'an event-handler attribute (on…=)'],
  [/[\s:](?:href|src)\s*=\s*["']\s*(?!#)/i, 'a reference to another file or URL (href not starting with #)'],
  [/url\(\s*["']?\s*(?!#)/i, 'a url() reference to another file or URL'],
  [/@import\b/i, 'a CSS @import'],
];

/** Validates the logo; throws an Error whose message says what is wrong (the caller names the variable). */
export function parseBrandLogo(svg: string): BrandLogo {
  const bytes = new TextEncoder().encode(svg).length;
  if (bytes > maxLogoBytes)
    throw new Error(`is ${Math.ceil(bytes / 1024)} KiB; a logo may be at most ${maxLogoBytes / 1024} KiB.`);
  for (const [pattern, what] of forbidden) {
    if (pattern.test(svg)) throw new Error(`contains ${what}; a logo may only draw.`);
  }
  // The document element, after an optional XML declaration, comments and white space.
  const root = svg.replace(/^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*/, '').match(/^<svg\b[^>]*>/);
  if (!root || !/<\/svg>\s*$/.test(svg)) throw new Error('is not an SVG document (<svg …>…</svg>).');
  if (!/\sxmlns\s*=\s*["']http:\/\/www\.w3\.org\/2000\/svg["']/.test(root[0])) {
    throw new Error('needs xmlns="http://www.w3.org/2000/svg" on <svg>, or browsers will not show it as an image.');
  }
  const viewBox = root[0].match(/\sviewBox\s*=\s*["']\s*([^"']*)["']/);
  const [, , width = Number.NaN, height = Number.NaN] = (viewBox?.[1] ?? '').split(/[\s,]+/).map(Number);
  if (!(width > 0 && height > 0)) {
    throw new Error(
      'needs a viewBox="0 0 width height" with a positive size on <svg>, so it scales to every size it is shown at.',
    );
  }
  const ratio = Math.max(width / height, height / width);
  if (ratio > maxLogoAspectRatio) {
    throw new Error(
      `is ${width}×${height}: a logo may be at most ${maxLogoAspectRatio} times as wide as high (or high as wide), to fit the header and the square icons.`,
    );
  }
  return { svg, width, height };
}
