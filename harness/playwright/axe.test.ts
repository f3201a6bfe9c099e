// The audit the browser suites trust to say a page is accessible: it finds what axe finds, skips only
// what it is told to, and audits again on the same page and after a navigation.
import { chromium, type Page } from '@playwright/test';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { chromiumArgs, headlessShellPath } from '../launchers/chromium.ts';
import { audit } from './axe.ts';

const pages = {
  /** With an element whose id makes `window.axe` that element: no axe for all that. */
  clean: '<!doctype html><html lang="en"><title>Clean</title><main id="axe"><h1>Fine</h1><p>Readable text.</p></main></html>',
  /**
   * Grey on white (about 1.6:1), a picture without alt text, a button with no name (WCAG 2.0 A and AA)
   * and a field's purpose no browser knows (2.1 AA): four violations.
   */
  broken: `<!doctype html><html lang="en"><title>Broken</title><main>
    <p style="color:#ccc;background:#fff">Faint text</p>
    <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="1" height="1">
    <button></button>
    <label>E-mail <input autocomplete="nonsense"></label>
  </main></html>`,
};
/** Never sent: each page is answered by the route below. */
const origin = 'http://axe.test';

let browser: Awaited<ReturnType<typeof chromium.launch>>;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: headlessShellPath, args: [...chromiumArgs] });
}, 60_000); // a first start reads the browser from a cold disk

afterAll(async () => {
  await browser?.close();
});

async function newPage(): Promise<Page> {
  const page = await browser.newPage();
  await page.route(`${origin}/*`, (route) => {
    const name = new URL(route.request().url()).pathname.slice(1);
    return route.fulfill(
      Object.hasOwn(pages, name) ? { contentType: 'text/html', body: pages[name as keyof typeof pages] } : { status: 404 },
    );
  });
  return page;
}

const rules = (violations: Awaited<ReturnType<typeof audit>>) => violations.map(({ rule }) => rule.split(' ')[0]).sort();
/** Whether the document has axe-core (the audit's own test: an element with id="axe" is window.axe too). */
const axeIn = (page: Page) => page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');

it('reports each violation by rule, with where it is, and nothing on a clean page', async () => {
  const page = await newPage();
  await page.goto(`${origin}/clean`);
  expect(await audit(page)).toEqual([]);

  await page.goto(`${origin}/broken`);
  expect(await axeIn(page), 'a new document, without the axe of the one before').toBe(false);
  const violations = await audit(page);
  expect(rules(violations)).toEqual(['autocomplete-valid', 'button-name', 'color-contrast', 'image-alt']);
  expect(violations.find(({ rule }) => rule.startsWith('color-contrast'))?.nodes).toEqual([
    expect.stringMatching(/^p → .*contrast/),
  ]);
  await page.close();
});

it('runs again on the same page as it is then, and leaves out only the rules it is told to skip', async () => {
  const page = await newPage();
  await page.goto(`${origin}/broken`);
  expect(rules(await audit(page, ['image-alt']))).toEqual(['autocomplete-valid', 'button-name', 'color-contrast']);
  await page.evaluate(() => {
    document.querySelector('button')?.append('Send');
    // A mark on the axe the first audit brought: evaluating the source again would replace it.
    (window as unknown as { axe: { mark?: string } }).axe.mark = 'first';
  });
  expect(rules(await audit(page))).toEqual(['autocomplete-valid', 'color-contrast', 'image-alt']);
  expect(await page.evaluate(() => (window as unknown as { axe: { mark?: string } }).axe.mark)).toBe('first');
  await page.close();
});
