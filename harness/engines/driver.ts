/**
 * What the cross-engine suite needs from a browser, and nothing more. Firefox (puppeteer-core over
 * WebDriver BiDi, firefox.ts) and WebKit (webdriverio over WebDriver classic, webkit.ts) implement it;
 * suite.ts holds the one set of test cases both run.
 */

/** An element: by CSS, or by XPath where the text matters (a menu item by its native name). */
export type Selector = { readonly css: string } | { readonly xpath: string };

/** The keys the suite presses. */
export type Key = 'Enter' | 'Space' | 'ArrowDown' | 'ArrowUp' | 'Escape' | 'Tab' | 'End' | 'Home' | 'PageDown';

export interface EngineDriver {
  /** `firefox` or `webkit`: names the screenshots. */
  readonly engine: string;
  /** Loads a path of the site; resolves once the document is parsed (Firefox) or loaded (WebKit). */
  goto(path: string): Promise<void>;
  /** A real pointer click in the middle of the element, scrolled into view first. */
  click(selector: Selector): Promise<void>;
  /** A real key press, to whatever has focus. */
  press(key: Key): Promise<void>;
  /** Runs a function in the page (it is serialised: no closures) and returns its JSON-able result. */
  evaluate<Result, Args extends unknown[]>(fn: (...args: Args) => Result, ...args: Args): Promise<Awaited<Result>>;
  /** The page's layout viewport, in CSS pixels; the page sees a resize, as when a window is resized. */
  setViewport(width: number, height: number): Promise<void>;
  /** The URLs of the windows the page opened (popups), without closing them. */
  popupUrls(): Promise<string[]>;
  /** Closes every window but the page's. */
  closePopups(): Promise<void>;
  /** A PNG of the page's viewport. */
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

/** How a browser is started: the colour scheme its pages see (`prefers-color-scheme`), light unless asked. */
export interface LaunchOptions {
  readonly colorScheme?: 'light' | 'dark';
}

export function byCss(css: string): Selector {
  return { css };
}

/** An element with `role` whose whole text (spaces normalised) is `text`. */
export function byRoleAndText(role: string, text: string): Selector {
  return { xpath: `//*[@role=${xpathString(role)}][normalize-space(.)=${xpathString(text)}]` };
}

function xpathString(text: string): string {
  return text.includes("'") ? `"${text}"` : `'${text}'`;
}
