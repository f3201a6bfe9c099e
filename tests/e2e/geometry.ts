/**
 * What the browser tests measure on the laid-out page, in any engine (no test runner here): where a
 * jump to a section lands under the sticky header, the contrast of an edge, and pixels of a screenshot.
 * Used by tests/e2e and tests/languages (Playwright) and tests/engines (Firefox and WebKit).
 */
import sharp from 'sharp';

/** Runs in the page: whether the window holds still (the same scroll position) over six animation frames. */
export function scrollIsStillIn(): Promise<boolean> {
  return new Promise((resolve) => {
    const positions: number[] = [];
    const sample = () => {
      positions.push(window.scrollY);
      if (positions.length < 6) requestAnimationFrame(sample);
      else resolve(positions.every((y) => y === positions[0]));
    };
    requestAnimationFrame(sample);
  });
}

/** Where a section sits after a jump to it, against the bottom of the sticky header. */
export interface Landing {
  /** How far the section's heading lies below the header's bottom (negative: covered). */
  readonly clearance: number;
  /** The heading's top, from the window's top. */
  readonly headingTop: number;
  /** How much of what comes before the section shows between the header and the section (px). */
  readonly band: number;
  /** The window is scrolled as far as it goes, so a section near the end cannot come any higher. */
  readonly atEnd: boolean;
}

/** Runs in the page (self-contained, so any driver can send it): where section `id` sits now. */
export function landingIn(id: string): Landing {
  const header = document.querySelector('header');
  const section = document.getElementById(id);
  const heading = section?.querySelector('h1, h2');
  if (!header || !section || !heading) throw new Error(`missing the header, #${id} or its heading`);
  const headerBottom = header.getBoundingClientRect().bottom;
  const headingTop = heading.getBoundingClientRect().top;
  const root = document.documentElement;
  return {
    clearance: headingTop - headerBottom,
    headingTop,
    band: section.getBoundingClientRect().top - headerBottom,
    atEnd: Math.ceil(window.scrollY + root.clientHeight) >= root.scrollHeight,
  };
}

/**
 * What is wrong with a landing, one line each: the heading under the header, or a band of the section
 * before showing between them (a section the window cannot scroll up to the header is exempt).
 */
export function landingProblems({ clearance, band, atEnd }: Landing): string[] {
  const problems: string[] = [];
  if (clearance < 0) problems.push(`the heading is ${-clearance} px under the header`);
  if (band > 1 && !atEnd) problems.push(`${band} px of the section before shows under the header`);
  return problems;
}

/** The channels of a computed `rgb()`/`rgba()` colour. */
export function rgb(color: string): [number, number, number] {
  const [r = Number.NaN, g = Number.NaN, b = Number.NaN] = (color.match(/[\d.]+/g) ?? []).map(Number);
  return [r, g, b];
}

/** WCAG 2 contrast ratio of two opaque computed colours (1 to 21). */
export function contrastRatio(first: string, second: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = rgb(color).map((channel) => {
      const value = channel / 255;
      return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** A rectangle of a picture, in its pixels. */
export interface Region {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** How many pixels of `region` in the PNG (a file or its bytes) are not `color` (a computed colour), give or take 8 a channel. */
export async function pixelsUnlike(png: string | Buffer, region: Region, color: string): Promise<number> {
  const { data, info } = await sharp(png).extract(region).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const expected = rgb(color);
  let unlike = 0;
  for (let offset = 0; offset < data.length; offset += info.channels) {
    if (expected.some((value, channel) => Math.abs((data[offset + channel] ?? 0) - value) > 8)) unlike++;
  }
  return unlike;
}
