/**
 * The shared test fixture for every browser test.
 *
 * Network rule: a test never sends traffic anywhere but the local server. Every browser context gets
 * routes (so popups are covered too) that answer the shop (`https://shop.example.com`) and the support
 * chat (`https://support.example.com`) with the shop stand-in, and a catch-all that aborts any other
 * foreign request.
 *
 * Console rule: every uncaught page error fails the test, and so does every console error the test
 * did not declare with `expectConsoleError(/…/)`. A declared error must also really be logged.
 */

import { type BrowserContext, test as base, expect, type Page, type Route } from '@playwright/test';
import { loadEnv } from 'vite';
import type { Catalogue } from '../../locales/en.ts';
import { type LanguageCode, languageInfo, languages } from '../../locales/languages.ts';
import { formatHeadlineFigures } from '../../scripts/build/headline-figures.ts';
import { repo } from '../../scripts/shared/paths.ts';
import { type Landing, landingIn, pixelsUnlike, scrollIsStillIn } from '../browser/geometry.ts';
import { domSettles } from '../browser/settle.ts';
import {
  answerStandIn,
  customerServicePath,
  goodLookupReply,
  jsonReply,
  sellerApplicationRoute,
  customerServiceUrl as standInCustomerServiceUrl,
} from '../launchers/shop-standin.ts';

export type { Page } from '@playwright/test';
export { expect };

export const shopOrigin = 'https://shop.example.com';
export const supportOrigin = 'https://support.example.com';
/** The build's VITE_SUPPORT_CHAT_URL: where the cooperation button goes when no URL was fetched. */
export const supportChatUrl = `${supportOrigin}/chat?key=demo-support-key`;
export const mobileShopUrl = `${shopOrigin}/h5/`;
export const desktopShopUrl = `${shopOrigin}/pc/`;
export const sellerRegistrationUrl = `${shopOrigin}/${sellerApplicationRoute}`;
/** The languages the tested build offers: the committed .env's, which `npm run build` reads. */
export const offeredLanguages = offeredByEnv();

function offeredByEnv(): LanguageCode[] {
  const codes = (loadEnv('production', repo, 'VITE_').VITE_OFFERED_LANGUAGES ?? '').split(',');
  const unknown = codes.filter((code) => !languages.some((language) => language.code === code));
  if (unknown.length > 0) throw new Error(`.env offers languages without a catalogue: ${unknown.join(', ')}`);
  return codes as LanguageCode[];
}

/** The customer-service URL a good lookup answers for `lang`. */
export function customerServiceUrl(lang: string): string {
  return standInCustomerServiceUrl(supportOrigin, lang);
}

/** Logged (with the error) by the page whenever the lookup fails. */
export const lookupFailureLog = /^Customer-service lookup failed; the cooperation button uses the support link\./;

// ---------------------------------------------------------------------------------------------
// The shop stand-in (harness/launchers/shop-standin.ts), with the lookup's answer set by each test

/** How the stand-in answers one lookup. */
export type CustomerServiceAnswer = (route: Route, lang: string) => Promise<void> | void;

export const answers = {
  /** The good answer: `{"code":"0","data":{"customer_service_url":"https://support.example.com/partners?lang=<code>"}}`. */
  ok(): CustomerServiceAnswer {
    return (route, lang) => route.fulfill(goodLookupReply(supportOrigin, lang));
  },
  /** Any JSON body, with a status (200 unless given). */
  json(body: unknown, status = 200): CustomerServiceAnswer {
    return (route) => route.fulfill(jsonReply(body, status));
  },
  /** An HTTP error status with a JSON error body. */
  status(status: number): CustomerServiceAnswer {
    return answers.json({ message: 'Internal Server Error' }, status);
  },
  /** The connection fails (DNS, offline, reset…). */
  networkFailure(): CustomerServiceAnswer {
    return (route) => route.abort('failed');
  },
};

export interface ShopStandIn {
  /** Answer every language's lookup this way (the default is `answers.ok()`). */
  answerCustomerService(answer: CustomerServiceAnswer): void;
  /** Answer the lookup for one language this way; overrides the general answer for that language. */
  answerCustomerServiceFor(lang: string, answer: CustomerServiceAnswer): void;
  /** The `lang` of every lookup the page made so far, in order. */
  readonly lookups: readonly string[];
}

/** The stand-in for one context: lookups answered as the test says, everything else as the shared handler does. */
function createShopStandIn(): ShopStandIn & { handle(route: Route): Promise<void> } {
  let general: CustomerServiceAnswer = answers.ok();
  const perLanguage = new Map<string, CustomerServiceAnswer>();
  const lookups: string[] = [];
  return {
    answerCustomerService(answer) {
      general = answer;
    },
    answerCustomerServiceFor(lang, answer) {
      perLanguage.set(lang, answer);
    },
    lookups,
    async handle(route) {
      const request = route.request();
      const url = new URL(request.url());
      if (url.pathname !== customerServicePath || request.method() === 'OPTIONS') {
        await route.fulfill(answerStandIn(request.method(), url, { supportOrigin }));
        return;
      }
      const lang = url.searchParams.get('lang') ?? '';
      lookups.push(lang);
      await (perLanguage.get(lang) ?? general)(route, lang);
    },
  };
}

function isLocalHost(hostname: string): boolean {
  return hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]';
}

/** Installs the network rule on a context: shop and support answered locally, everything else foreign aborted. */
async function guardNetwork(context: BrowserContext, shop: ReturnType<typeof createShopStandIn>, blocked: string[]) {
  // Registered first, so it runs last: the specific routes below take precedence.
  await context.route(
    (url) => !isLocalHost(url.hostname),
    async (route) => {
      const url = new URL(route.request().url());
      blocked.push(url.href);
      await route.abort('blockedbyclient');
    },
  );
  await context.route(
    (url) => `${url.protocol}//${url.host}` === shopOrigin || `${url.protocol}//${url.host}` === supportOrigin,
    (route) => shop.handle(route),
  );
}

// ---------------------------------------------------------------------------------------------
// The console watch

export interface ConsoleWatch {
  /** Declares a console error this test expects; it must be logged at least once, and may be logged again. */
  expectError(pattern: RegExp): void;
  /** Every console error so far, as text. */
  errors(): readonly string[];
  /** Every console warning so far, as text. */
  warnings(): readonly string[];
  /** Waits until a console error matching `pattern` has been logged and returns its text. */
  waitForError(pattern: RegExp): Promise<string>;
}

interface ConsoleEntry {
  /** The message, without the stack trace lines the browser appends for Error arguments. */
  readonly text: string;
  /** Where it was logged from (the script, or the resource that failed to load). */
  readonly url: string;
}

interface ConsoleRecord {
  readonly errors: ConsoleEntry[];
  readonly warnings: string[];
  readonly pageErrors: string[];
  readonly expected: RegExp[];
}

const withoutStack = (text: string) =>
  text
    .split('\n')
    .filter((line) => !/^\s+at /.test(line))
    .join('\n');

const describe = (entry: ConsoleEntry) => (entry.url ? `${entry.text}  [${entry.url}]` : entry.text);

function watchConsole(context: BrowserContext, record: ConsoleRecord) {
  context.on('console', (message) => {
    if (message.type() === 'error') record.errors.push({ text: withoutStack(message.text()), url: message.location().url });
    else if (message.type() === 'warning') record.warnings.push(withoutStack(message.text()));
  });
  context.on('weberror', (webError) => {
    const error = webError.error();
    record.pageErrors.push(error.stack ?? `${error.name}: ${error.message}`);
  });
}

function createConsoleWatch(record: ConsoleRecord): ConsoleWatch {
  const matching = (pattern: RegExp) => record.errors.filter((entry) => pattern.test(entry.text));
  return {
    expectError(pattern) {
      record.expected.push(pattern);
    },
    errors: () => record.errors.map((entry) => entry.text),
    warnings: () => [...record.warnings],
    async waitForError(pattern) {
      await expect
        .poll(() => matching(pattern).length, {
          message: `a console error matching ${pattern} (errors so far: ${JSON.stringify(record.errors.map(describe))})`,
          timeout: 10_000,
        })
        .toBeGreaterThan(0);
      return matching(pattern)[0]?.text ?? '';
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The test object

interface Fixtures {
  /** The shop and support stand-ins, answering on the context's routes. */
  shop: ShopStandIn;
  /** What the pages of this test logged. */
  browserConsole: ConsoleWatch;
  /** Declares an expected console error (shorthand for `browserConsole.expectError`). */
  expectConsoleError: (pattern: RegExp) => void;
}

interface Internal {
  consoleRecord: ConsoleRecord;
  shopStandIn: ReturnType<typeof createShopStandIn>;
}

export const test = base.extend<Fixtures & Internal>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; this one has none
  consoleRecord: async ({}, use) => {
    const record: ConsoleRecord = { errors: [], warnings: [], pageErrors: [], expected: [] };
    await use(record);
    // Runs after the context is closed, so every page's messages are in.
    const unexpected = record.errors.filter((entry) => !record.expected.some((pattern) => pattern.test(entry.text)));
    const missing = record.expected.filter((pattern) => !record.errors.some((entry) => pattern.test(entry.text)));
    expect(record.pageErrors, 'uncaught errors in the page').toEqual([]);
    expect(unexpected.map(describe), 'console errors the test did not declare with expectConsoleError').toEqual([]);
    expect(
      missing.map((pattern) => pattern.toString()),
      'console errors the test declared but the page never logged',
    ).toEqual([]);
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; this one has none
  shopStandIn: async ({}, use) => {
    await use(createShopStandIn());
  },
  context: async ({ context, consoleRecord, shopStandIn }, use) => {
    const blocked: string[] = [];
    watchConsole(context, consoleRecord);
    await guardNetwork(context, shopStandIn, blocked);
    await use(context);
    expect(blocked, 'requests to hosts other than the local server (aborted)').toEqual([]);
  },
  shop: async ({ shopStandIn }, use) => {
    await use(shopStandIn);
  },
  browserConsole: async ({ consoleRecord }, use) => {
    await use(createConsoleWatch(consoleRecord));
  },
  expectConsoleError: async ({ consoleRecord }, use) => {
    await use((pattern) => {
      consoleRecord.expected.push(pattern);
    });
  },
});

// ---------------------------------------------------------------------------------------------
// Page helpers shared by the specs

/** The headline figures in `code` as the build formats them for every page: the product's list, never restated here. */
export function headlineFigureTexts(code: LanguageCode): string[] {
  return [...(formatHeadlineFigures([code])[code] ?? [])];
}

/** The text of served HTML, its tags dropped: a heading's last two words are a span of their own (HeadingText). */
export function textOf(html: string): string {
  return html.replace(/<[^>]*>/g, '');
}

export const english = {
  heroTitle: 'Everything you love, delivered with confidence',
  title: 'Marketly: shop, sell and partner on one marketplace',
} as const;

export const german = {
  heroTitle: 'Alles, was Sie lieben – geliefert mit gutem Gefühl',
} as const;

/** Every catalogue, by its code: the offered languages' hero titles come from here. */
const catalogues = Object.fromEntries(
  await Promise.all(
    offeredLanguages.map(async (code) => [code, (await import(`../../locales/${code}.ts`)).default as Catalogue]),
  ),
) as Readonly<Record<LanguageCode, Catalogue>>;

/** What each offered language looks like on the page (menu name, `<html lang>` tag, hero title), from the product's lists. */
export const languageFacts: Readonly<Record<LanguageCode, { nativeName: string; tag: string; heroTitle: string }>> =
  Object.fromEntries(
    offeredLanguages.map((code) => {
      const { nativeName, tag } = languageInfo(code);
      return [code, { nativeName, tag, heroTitle: catalogues[code].hero.title }];
    }),
  ) as Record<LanguageCode, { nativeName: string; tag: string; heroTitle: string }>;

/** Waits until `lang` is fully on screen: its hero title shown and `<html lang>` set to its tag. */
export async function expectLanguage(page: Page, lang: LanguageCode): Promise<void> {
  const facts = languageFacts[lang];
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(facts.heroTitle);
  await expect(page.locator('html')).toHaveAttribute('lang', facts.tag);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
}

/** Stores `lang` before any page script runs, as a returning visitor's browser would have it. */
export async function storeLanguage(page: Page, lang: string): Promise<void> {
  await page.addInitScript((value) => {
    try {
      window.localStorage.setItem('lang', value);
    } catch {
      // A test that blocks storage adds its own init script.
    }
  }, lang);
}

/**
 * Holds the app's entry script back until `release()` is called (for the whole test, if it never is):
 * what the page does before the app runs, for as long as the test needs. `requested` resolves once the
 * page has asked for the script.
 */
export async function holdEntryScript(page: Page): Promise<{ requested: Promise<void>; release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = () => {};
  const requested = new Promise<void>((resolve) => {
    asked = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    asked();
    await released;
    await route.continue();
  });
  return { requested, release };
}

/**
 * Waits in the page until what the app defers to after a switch's frame (src/schedule.ts, afterNextPaint:
 * the lookup, the next visit's page) would have happened: one frame more than it waits, then a task.
 */
export function framesOnScreen(page: Page): Promise<void> {
  return page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame += 1) await new Promise(requestAnimationFrame);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** Reads localStorage 'lang' in the page (null when nothing is stored). */
export function storedLanguage(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('lang'));
}

/** The language menu button (found by its role in the pattern, so it is the same in every language). */
export function languageButton(page: Page) {
  return page.locator('header [aria-haspopup="menu"]');
}

/** The language button as a screen reader gets it: Chromium's accessibility tree, not the DOM's attributes. */
export interface AccessibleMenuButton {
  readonly role: string;
  readonly name: string;
  readonly hasPopup: string;
  readonly expanded: boolean;
}

export async function menuButtonAsRead(page: Page): Promise<AccessibleMenuButton> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send('Runtime.evaluate', {
      expression: `document.querySelector('header [aria-haspopup="menu"]')`,
    });
    if (!result.objectId) throw new Error('No language button on the page');
    const { node } = await cdp.send('DOM.describeNode', { objectId: result.objectId });
    const [axNode] = (
      await cdp.send('Accessibility.getPartialAXTree', { backendNodeId: node.backendNodeId, fetchRelatives: false })
    ).nodes;
    const property = (name: string) => axNode?.properties?.find((entry) => entry.name === name)?.value.value;
    return {
      role: String(axNode?.role?.value),
      name: String(axNode?.name?.value),
      hasPopup: String(property('hasPopup')),
      expanded: property('expanded') === true,
    };
  } finally {
    await cdp.detach();
  }
}

/** Waits until a screen reader is told the language menu is expanded (or collapsed). */
export async function expectMenuExpanded(page: Page, expanded: boolean): Promise<void> {
  await expect
    .poll(async () => (await menuButtonAsRead(page)).expanded, { message: 'the language button, as read' })
    .toBe(expanded);
}

export function languageMenu(page: Page) {
  return page.getByRole('menu');
}

export function cooperationLink(page: Page) {
  return page.locator('#about article').nth(2).getByRole('link');
}

/** Chooses a language with the mouse, the way a visitor does. */
export async function chooseLanguage(page: Page, nativeName: string): Promise<void> {
  await languageButton(page).click();
  await languageMenu(page).getByRole('menuitemradio', { name: nativeName }).click();
}

/** Waits until the cooperation link shows `href` (the fetched URL, or the support link after a failure). */
export async function expectCooperationHref(page: Page, href: string): Promise<void> {
  await expect(cooperationLink(page)).toHaveAttribute('href', href);
}

/**
 * Waits until the app runs: the prerendered page hydrated and its machines started, which src/main.tsx
 * says with `<html data-app="running">` (React's marker on the root container appears as hydration begins).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.app === 'running');
}

/** Resolves once the page has nothing left to do (settle.ts says when that is). */
export async function pageSettles(page: Page): Promise<void> {
  await page.evaluate(domSettles);
}

/**
 * The SVG a logo's box (`selector`) shows: its computed background, the logo inside the stylesheet as
 * a data: URL or the file it names. Fails if the box shows no picture.
 */
export async function shownLogo(page: Page, selector: string): Promise<string> {
  const background = await page.locator(selector).evaluate((element) => getComputedStyle(element).backgroundImage);
  const url = background.match(/^url\("([^"]+)"\)$/)?.[1];
  if (!url) throw new Error(`${selector} shows no picture: background-image is ${background}`);
  const inline = url.match(/^data:image\/svg\+xml,(.*)$/s)?.[1];
  if (inline !== undefined) return decodeURIComponent(inline);
  const response = await page.request.get(url);
  if (!response.ok()) throw new Error(`${selector}'s picture ${url} answers ${response.status()}`);
  return response.text();
}

/**
 * For `test.skip(onlyOnDesktop, …)`: checks that do not depend on the window width (or that set their
 * own sizes) run once, in the desktop project.
 */
export function onlyOnDesktop({ viewport }: { viewport: { readonly width: number } | null }): boolean {
  return (viewport?.width ?? 0) < 768;
}

/** For `test.skip(onlyOnPhone, …)`: the counterpart, to spread width-independent work over both projects. */
export function onlyOnPhone({ viewport }: { viewport: { readonly width: number } | null }): boolean {
  return (viewport?.width ?? 0) >= 768;
}

/** Resolves once the window has stopped scrolling (same position over several animation frames). */
export async function scrollSettled(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(scrollIsStillIn), { message: 'the window to stop scrolling', timeout: 5_000 }).toBe(true);
}

/** Where section `id` sits now, against the sticky header (harness/browser/geometry.ts). */
export function landing(page: Page, id: string): Promise<Landing> {
  return page.evaluate(landingIn, id);
}

/**
 * The header's row of section links (below the wide layout), scrolled to its start: whether it fits,
 * and how many pixels of a cut word show in the last two columns at its end, across the links' text.
 * Faded out, there are none: only the header's own background.
 */
export async function linksRowEnd(page: Page): Promise<{ fits: boolean; cutStrokes: number }> {
  const row = await page.evaluate(() => {
    const header = document.querySelector('header');
    const nav = header?.querySelector('nav');
    const link = nav?.querySelector('a');
    if (!header || !nav || !link) throw new Error('no row of section links in the header');
    nav.scrollLeft = 0;
    const box = nav.getBoundingClientRect();
    const text = link.getBoundingClientRect();
    return {
      fits: nav.scrollWidth <= nav.clientWidth,
      end: getComputedStyle(nav).direction === 'rtl' ? box.left : box.right - 2,
      top: text.top + text.height / 4,
      height: text.height / 2,
      background: getComputedStyle(header).backgroundColor,
    };
  });
  if (row.fits) return { fits: true, cutStrokes: 0 };
  const clip = { x: Math.round(row.end), y: Math.round(row.top), width: 2, height: Math.round(row.height) };
  const png = await page.screenshot({ clip });
  return { fits: false, cutStrokes: await pixelsUnlike(png, { left: 0, top: 0, width: 2, height: clip.height }, row.background) };
}
