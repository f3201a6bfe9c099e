/**
 * What the browser tests measure on the laid-out page, in any engine (no test runner here): where a
 * jump to a section lands under the sticky header, what sticks out sideways, the contrast of an edge,
 * and pixels of a screenshot.
 * Used by tests/e2e and tests/languages (Playwright) and tests/engines (Firefox and WebKit).
 */
import sharp from 'sharp';

/**
 * Runs in the page: whether the window holds still (the same scroll position) over six animation frames.
 * No proof that a smooth scroll is over in Firefox, which holds still that long before and inside one:
 * there, watch it (`watchScroll`, `watchedScrollEnded`).
 */
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

/** What `watchScroll` leaves on the page for `watchedScrollEnded`. */
interface ScrollWatch {
  /** The window's position when the watch began. */
  readonly from: number;
  /** The browser has said the scroll ended (`scrollend`); null where it has no such event. */
  ended: boolean | null;
  /** Removes the watch's listeners. */
  readonly stop: () => void;
}

/**
 * Runs in the page, right before what scrolls the window (a click on a section link, a key press): from
 * then on, `watchedScrollEnded` says when that scroll is over. The scroll must move the window, and the
 * one before it must be over (its late `scrollend` is not this one's: only one after a `scroll` counts).
 */
export function watchScroll(): void {
  const page = window as unknown as { __scrollWatch?: ScrollWatch };
  page.__scrollWatch?.stop();
  const browser: object = window; // typed as having onscrollend, which WPE WebKit 2.38's has not
  if (!('onscrollend' in browser)) {
    page.__scrollWatch = { from: window.scrollY, ended: null, stop: () => {} };
    return;
  }
  let scrolled = false;
  const onScroll = () => {
    scrolled = true;
  };
  const onScrollEnd = () => {
    if (!scrolled) return;
    watch.ended = true;
    watch.stop();
  };
  const watch: ScrollWatch = {
    from: window.scrollY,
    ended: false,
    stop: () => {
      removeEventListener('scroll', onScroll);
      removeEventListener('scrollend', onScrollEnd);
    },
  };
  addEventListener('scroll', onScroll);
  addEventListener('scrollend', onScrollEnd);
  page.__scrollWatch = watch;
}

/**
 * Runs in the page: whether the scroll watched since `watchScroll` is over, the window where it stays.
 * A window holding still is not enough: Firefox ESR's smooth scroll holds still for six frames and more
 * before it starts (the click not yet handled), now and then inside it, and on its last pixel, which it
 * creeps over for up to 18 frames; a landing read then is short by the whole jump, or by that pixel,
 * which at the end of the page shows as the band under the footer. So where the browser fires
 * `scrollend` (Firefox, Chromium), that is the end; where it does not (WPE WebKit 2.38), the window
 * must have left where it was and hold still for six frames. (That sample repeats `scrollIsStillIn`'s:
 * a function sent to the page as its source can call nothing outside itself.)
 */
export function watchedScrollEnded(): Promise<boolean> {
  const watch = (window as unknown as { __scrollWatch?: ScrollWatch }).__scrollWatch;
  if (!watch) throw new Error('no scroll is watched: run watchScroll before what scrolls');
  if (watch.ended !== null) return Promise.resolve(watch.ended);
  if (window.scrollY === watch.from) return Promise.resolve(false);
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
 * Runs in the page: how far the page is wider than the window (px, 0 or less when it fits), naming the
 * element that sticks out furthest, so that a failure says where to look.
 */
export function horizontalOverflowIn(): { overflow: number; widest: string } {
  const root = document.documentElement;
  let widest = '';
  let right = root.clientWidth;
  for (const element of document.body.querySelectorAll('*')) {
    const box = element.getBoundingClientRect();
    if (box.right > right + 0.5) {
      right = box.right;
      widest = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${element.className} (right edge ${Math.round(box.right)} px)`;
    }
  }
  return { overflow: root.scrollWidth - root.clientWidth, widest };
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

/** WCAG 2 relative luminance of an opaque colour, as red, green and blue (0 to 255). */
export function luminance([r = 0, g = 0, b = 0]: readonly number[]): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio of two opaque colours (computed, or as channels), 1 to 21. */
export function contrastRatio(first: string | readonly number[], second: string | readonly number[]): number {
  const of = (color: string | readonly number[]) => luminance(typeof color === 'string' ? rgb(color) : color);
  const [lighter, darker] = [of(first), of(second)].sort((a, b) => b - a) as [number, number];
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
