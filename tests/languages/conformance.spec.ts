/**
 * Conforming HTML, by the W3C Nu Html Checker: the prerendered pages as served, and the live DOM once
 * the app has run, in several languages and widths, with the language menu closed and open. All the
 * documents are saved first and checked in one run of the checker.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { nuErrors } from '@marketplace-landing/harness/nu-checker';
import {
  expect,
  languageButton,
  languageMenu,
  storeLanguage,
  test,
  waitForHydration,
} from '@marketplace-landing/harness/playwright';
import type { Catalogue } from '../../locales/en.ts';
import { type LanguageCode, languageInfo } from '../../locales/languages.ts';
import { inRepo } from '../../scripts/shared/paths.ts';

const prerendered = [
  { name: 'prerendered-landing', path: '/', status: 200 },
  { name: 'prerendered-about', path: '/about.html', status: 200 },
  { name: 'prerendered-not-found', path: '/nope/x', status: 404 },
] as const;

/** The same pages as a host serves them to an Arabic, a Japanese and a Hindi browser: by their files. */
const prerenderedInLanguages = ['index.ar.html', 'index.ja.html', '404.hi.html'] as const;

interface LiveCase {
  readonly name: string;
  readonly path: string;
  readonly language: LanguageCode;
  readonly width: number;
  /** How the visitor opens the menu for the second snapshot. */
  readonly opensWith: 'click' | 'keys';
}

const live: readonly LiveCase[] = [
  { name: 'live-en-1280', path: '/', language: 'en', width: 1280, opensWith: 'click' },
  { name: 'live-ja-1280', path: '/', language: 'ja', width: 1280, opensWith: 'click' },
  { name: 'live-ar-375', path: '/', language: 'ar', width: 375, opensWith: 'keys' },
  { name: 'live-de-about-1280', path: '/about.html', language: 'de', width: 1280, opensWith: 'keys' },
  { name: 'live-not-found-375', path: '/nope/x', language: 'en', width: 375, opensWith: 'click' },
];

const heroTitle = async (code: LanguageCode) => ((await import(`../../locales/${code}.ts`)).default as Catalogue).hero.title;

test('every page conforms to HTML: the W3C Nu checker reports no error', async ({
  context,
  request,
  expectConsoleError,
}, testInfo) => {
  test.setTimeout(120_000);
  expectConsoleError(/^Failed to load resource: the server responded with a status of 404/);
  expectConsoleError(/^404: no page at "\/nope\/x"$/);
  const files: string[] = [];
  const save = async (name: string, html: string) => {
    const file = testInfo.outputPath(`${name}.html`);
    await writeFile(file, html);
    files.push(file);
  };

  for (const { name, path, status } of prerendered) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(status);
    await save(name, await response.text());
  }
  for (const file of prerenderedInLanguages) {
    await save(`prerendered-${file.replace(/\.html$/, '').replace('.', '-')}`, await readFile(inRepo('dist-all', file), 'utf8'));
  }

  for (const { name, path, language, width, opensWith } of live) {
    await test.step(name, async () => {
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 800 });
      // Stored for every case: the pages share one context, and so its storage.
      await storeLanguage(page, language);
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('lang', languageInfo(language).tag);
      if (path !== '/nope/x') await expect(page.getByRole('heading', { level: 1 })).toHaveText(await heroTitle(language));
      const documentNow = () => page.evaluate(() => `<!DOCTYPE html>\n${document.documentElement.outerHTML}`);
      await save(`${name}-menu-closed`, await documentNow());

      if (opensWith === 'click') await languageButton(page).click();
      else {
        await languageButton(page).focus();
        await page.keyboard.press('ArrowDown');
      }
      await expect(languageMenu(page)).toBeVisible();
      await save(`${name}-menu-open`, await documentNow());
      await page.close();
    });
  }

  const errors = await nuErrors(files);
  const summary = Object.entries(errors).map(([file, list]) => `${file}: ${list.length}`);
  await testInfo.attach('nu-errors.json', { body: JSON.stringify(errors, null, 2), contentType: 'application/json' });
  expect(errors, `Nu checker errors by document (${summary.join(', ')})`).toEqual({});
});
