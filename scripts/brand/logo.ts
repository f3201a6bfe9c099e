// The operator's logo, served from our origin as an SVG document: it may hold only what this file allows,
// so it cannot run script, load anything or weigh down every first visit (the server's imagePolicy
// backs this). Judged as a browser reads it, as XML, so a character reference (`ur&#108;(`) hides nothing.
import { DOMParser } from '@xmldom/xmldom';

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

/** SVG's drawing, text, paint-server, clipping and filter elements; not script, image, a, animation, feImage, metadata. */
// biome-ignore format: read across, by kind
const drawingElements = new Set([
  'svg', 'g', 'defs', 'title', 'desc', 'symbol', 'use', 'style',
  'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'text', 'tspan', 'textPath',
  'linearGradient', 'radialGradient', 'stop', 'pattern', 'clipPath', 'mask', 'marker',
  'filter', 'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite', 'feDropShadow', 'feFlood',
  'feFuncA', 'feFuncB', 'feFuncG', 'feFuncR', 'feGaussianBlur', 'feMerge', 'feMergeNode', 'feMorphology',
  'feOffset', 'feTile',
]);

const namespaces = {
  svg: 'http://www.w3.org/2000/svg',
  xlink: 'http://www.w3.org/1999/xlink',
  xml: 'http://www.w3.org/XML/1998/namespace',
  xmlns: 'http://www.w3.org/2000/xmlns/',
} as const;

/** What text and attribute values may not hold (character references resolved), with what to tell the operator. */
const forbidden: readonly (readonly [pattern: RegExp, what: string])[] = [
  // A backslash is how CSS hides a word (u\72l, @im\70ort); a drawing has no use for one.
  [/\\/, 'a backslash (a CSS escape)'],
  [/url\(\s*["']?\s*(?!#)/i, 'a url() reference to another file or URL'],
  [/image-set\(|@import\b/i, 'a CSS image-set() or @import'],
];

const nodeTypes = { element: 1, text: 3, cdata: 4, processingInstruction: 7, doctype: 10 } as const;

/** Every node of the document, in document order. */
function* nodesOf(node: Node): Generator<Node> {
  yield node;
  for (const child of Array.from(node.childNodes)) yield* nodesOf(child);
}

/** What the `index`th node holds that a logo may not, in the words of the message, or null. */
function forbiddenIn(node: Node, index: number): string | null {
  if (node.nodeType === nodeTypes.processingInstruction) {
    // An <?xml-stylesheet?> loads CSS; the XML declaration is the only one allowed.
    return index === 1 && node.nodeName === 'xml' ? null : 'a processing instruction (<?…?>)';
  }
  if (node.nodeType !== nodeTypes.element) return null;
  const element = node as Element;
  const attributes = Array.from(element.attributes);
  for (const attribute of attributes) {
    const { localName, namespaceURI, prefix, value } = attribute;
    if (/^on/i.test(localName)) return 'an event-handler attribute (on…=)';
    if (['href', 'src'].includes(localName) && !value.trim().startsWith('#'))
      return 'a reference to another file or URL (href not starting with #)';
    if (namespaceURI === namespaces.xmlns) {
      const declared = prefix === 'xmlns' ? localName : null;
      if (value !== (declared === null ? namespaces.svg : declared === 'xlink' ? namespaces.xlink : null))
        return `a namespace other than SVG's and XLink's (xmlns${declared ? `:${declared}` : ''}="${value}")`;
    } else if (
      !(namespaceURI === null || namespaceURI === namespaces.xlink) &&
      !(namespaceURI === namespaces.xml && ['space', 'lang'].includes(localName))
    ) {
      return `an attribute a drawing has no use for (${attribute.name})`;
    }
  }
  // CSS is the element's own text, CDATA sections included, however a comment splits it.
  const text = Array.from(element.childNodes)
    .filter((child) => child.nodeType === nodeTypes.text || child.nodeType === nodeTypes.cdata)
    .map((child) => child.nodeValue ?? '')
    .join('');
  for (const value of [text, ...attributes.map((attribute) => attribute.value)]) {
    for (const [pattern, what] of forbidden) if (pattern.test(value)) return what;
  }
  if (element.prefix || element.namespaceURI !== namespaces.svg) return `a prefixed element (<${element.nodeName}>)`;
  return drawingElements.has(element.localName) ? null : `a <${element.localName}> element`;
}

/** The logo parsed as a browser parses an SVG file: XML, namespaces and character references resolved. */
function parseXml(svg: string): Document {
  const errors: string[] = [];
  let document: Document;
  try {
    document = new DOMParser({
      onError: (level, message) => {
        errors.push(`${level}: ${message}`);
      },
    }).parseFromString(svg, 'application/xml') as unknown as Document; // as XML: no namespace assumed
  } catch (error) {
    throw new Error(
      `is not well-formed XML (${error instanceof Error ? error.message : String(error)}); a browser would not show it.`,
    );
  }
  if ([...nodesOf(document)].some((node) => node.nodeType === nodeTypes.doctype))
    throw new Error('contains a DOCTYPE or entity declaration; a logo may only draw.');
  if (errors.length > 0) throw new Error(`is not well-formed XML (${errors[0]}); a browser would not show it.`);
  return document;
}

/** Validates the logo; throws an Error whose message says what is wrong (the caller names the variable). */
export function parseBrandLogo(svg: string): BrandLogo {
  const bytes = new TextEncoder().encode(svg).length;
  if (bytes > maxLogoBytes)
    throw new Error(`is ${Math.ceil(bytes / 1024)} KiB; a logo may be at most ${maxLogoBytes / 1024} KiB.`);
  const document = parseXml(svg);
  const root = document.documentElement;
  if (root?.localName !== 'svg') throw new Error('is not an SVG document (<svg …>…</svg>).');
  if (root.namespaceURI !== namespaces.svg || root.prefix) {
    throw new Error('needs xmlns="http://www.w3.org/2000/svg" on <svg>, or browsers will not show it as an image.');
  }
  const refused = [...nodesOf(document)].map(forbiddenIn).find((what) => what !== null);
  if (refused) throw new Error(`contains ${refused}; a logo may only draw, with SVG's drawing elements.`);
  const [, , width = Number.NaN, height = Number.NaN] = (root.getAttribute('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
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
