// The audit the browser suites trust to say a page is accessible: it finds what axe finds, skips only
// what it is told to, and audits again on the same page and after a navigation.
import { chromium } from '@playwright/test';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { chromiumArgs, headlessShellPath } from '../launchers/chromium.ts';
import { audit } from './axe.ts';

const clean = '<!doctype html><html lang="en"><title>Clean</title><main><h1>Fine</h1><p>Readable text.</p></main></html>';
/** Grey on white (about 1.6:1), a picture without alt text, a button with no name: three violations. */
const broken = `<!doctype html><html lang="en"><title>Broken</title><main>
  <p style="color:#ccc;background:#fff">Faint text</p>
  <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="1" height="1">
  <button></button>
</main></html>`;

let browser: Awaited<ReturnType<typeof chromium.launch>>;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: headlessShellPath, args: [...chromiumArgs] });
});
afterAll(async () => {
  await browser?.close();
});

const rules = (violations: Awaited<ReturnType<typeof audit>>) => violations.map(({ rule }) => rule.split(' ')[0]).sort();

it('reports each violation by rule, with where it is, and nothing on a clean page', async () => {
  const page = await browser.newPage();
  await page.setContent(clean);
  expect(await audit(page)).toEqual([]);

  await page.setContent(broken); // a new document: axe is evaluated in it again
  const violations = await audit(page);
  expect(rules(violations)).toEqual(['button-name', 'color-contrast', 'image-alt']);
  expect(violations.find(({ rule }) => rule.startsWith('color-contrast'))?.nodes).toEqual([
    expect.stringMatching(/^p → .*contrast/),
  ]);
  await page.close();
});

it('runs again on the same page as it is then, and leaves out only the rules it is told to skip', async () => {
  const page = await browser.newPage();
  await page.setContent(broken);
  expect(rules(await audit(page, ['image-alt']))).toEqual(['button-name', 'color-contrast']);
  await page.evaluate(() => document.querySelector('button')?.append('Send'));
  expect(rules(await audit(page))).toEqual(['color-contrast', 'image-alt']);
  await page.close();
});
