/**
 * The brand logo, checked before it is served as the favicon, shown in the header and drawn into the
 * icons and the social card. It is the operator's file, served from our origin as an SVG document: it
 * must not be able to run script, load anything, or make every first visit heavy. So it may hold only
 * what this file allows (not merely lack what it forbids); the server also sends every SVG with a
 * policy that lets it draw and nothing else (imagePolicy in scripts/headers/security-headers.ts).
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

/**
 * The elements a logo may use: SVG's drawing, text, paint-server, clipping and filter elements, by
 * name. Not on the list, and so refused: script, foreignObject, image, a, the animation elements,
 * feImage, metadata (which holds other vocabularies) and anything with a namespace prefix.
 */
// biome-ignore format: read across, by kind
const drawingElements = new Set([
  'svg', 'g', 'defs', 'title', 'desc', 'symbol', 'use', 'style',
  'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'text', 'tspan', 'textPath',
  'linearGradient', 'radialGradient', 'stop', 'pattern', 'clipPath', 'mask', 'marker',
  'filter', 'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite', 'feDropShadow', 'feFlood',
  'feFuncA', 'feFuncB', 'feFuncG', 'feFuncR', 'feGaussianBlur', 'feMerge', 'feMergeNode', 'feMorphology',
  'feOffset', 'feTile',
]);

const svgNamespace = 'http://www.w3.org/2000/svg';
const xlinkNamespace = 'http://www.w3.org/1999/xlink';

/** What else a logo may not hold, wherever it appears: each pattern with what to tell the operator. */
const forbidden: readonly (readonly [pattern: RegExp, what: string])[] = [
  // A backslash is how CSS hides a word (u\72l, @im\70ort); a drawing has no use for one.
  [/\\/, 'a backslash (a CSS escape)'],
  [/\s(?:[\w.-]+:)?on[\w-]+\s*=/i, 'an event-handler attribute (on…=)'],
  [/\s(?:[\w.-]+:)?(?:href|src)\s*=\s*["']\s*(?!#)/i, 'a reference to another file or URL (href not starting with #)'],
  [/url\(\s*["']?\s*(?!#)/i, 'a url() reference to another file or URL'],
  [/image-set\(|@import\b/i, 'a CSS image-set() or @import'],
];

/** The first thing in `svg` that a logo may not hold, in the words of the message, or null. */
function firstForbidden(svg: string): string | null {
  for (const [pattern, what] of forbidden) if (pattern.test(svg)) return what;
  // Processing instructions (an <?xml-stylesheet?> loads CSS), the XML declaration aside.
  if (/<\?/.test(svg.replace(/^\uFEFF?\s*<\?xml\s[^>]*\?>/, ''))) return 'a processing instruction (<?…?>)';
  for (const [, prefix, uri] of svg.matchAll(/\sxmlns(?::([\w.-]+))?\s*=\s*["']([^"']*)["']/g)) {
    const expected = prefix === undefined ? svgNamespace : prefix === 'xlink' ? xlinkNamespace : null;
    if (uri !== expected) return `a namespace other than SVG's and XLink's (xmlns${prefix ? `:${prefix}` : ''}="${uri}")`;
  }
  for (const [, name = ''] of svg.replace(/<!--[\s\S]*?-->/g, '').matchAll(/<\/?([^\s/>!?]+)/g)) {
    if (name.includes(':')) return `a prefixed element (<${name}>)`;
    if (!drawingElements.has(name)) return `a <${name}> element`;
  }
  return null;
}

/** Validates the logo; throws an Error whose message says what is wrong (the caller names the variable). */
export function parseBrandLogo(svg: string): BrandLogo {
  const bytes = new TextEncoder().encode(svg).length;
  if (bytes > maxLogoBytes)
    throw new Error(`is ${Math.ceil(bytes / 1024)} KiB; a logo may be at most ${maxLogoBytes / 1024} KiB.`);
  if (/<!DOCTYPE|<!ENTITY/i.test(svg)) throw new Error('contains a DOCTYPE or entity declaration; a logo may only draw.');
  // The document element, after an optional XML declaration, comments and white space.
  const root = svg.replace(/^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*/, '').match(/^<svg\b[^>]*>/);
  if (!root || !/<\/svg>\s*$/.test(svg)) throw new Error('is not an SVG document (<svg …>…</svg>).');
  if (!/\sxmlns\s*=\s*["']http:\/\/www\.w3\.org\/2000\/svg["']/.test(root[0])) {
    throw new Error('needs xmlns="http://www.w3.org/2000/svg" on <svg>, or browsers will not show it as an image.');
  }
  const refused = firstForbidden(svg);
  if (refused) throw new Error(`contains ${refused}; a logo may only draw, with SVG's drawing elements.`);
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
