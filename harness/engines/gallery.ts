/**
 * The gallery (`npm run gallery`): every offered language at 320, 375, 768 and 1280 px in each engine
 * the test command runs, in the light and the dark colour scheme, three views each (the top, the about
 * cards, the footer), on one contact sheet a person opens and scans: test-results/gallery/index.html.
 * It uses the cross-engine suite's build (all 21 languages offered), site and drivers.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { englishNames, type LanguageInfo, languages } from '../../locales/languages.ts';
import { escapeHtml } from '../../scripts/build/page-template.ts';
import { isMain } from '../../scripts/shared/is-main.ts';
import { launchChromium } from './chromium.ts';
import type { EngineDriver, LaunchOptions } from './driver.ts';
import { buildForEngines, repo } from './environment.ts';
import { launchFirefox } from './firefox.ts';
import { startSite } from './site.ts';
import { launchWebKit } from './webkit.ts';

export const widths = [320, 375, 768, 1280] as const;
/** Every engine's viewport is this high: WebKit's headless window is 1280 × 720. */
const height = 700;
const views = [
  { name: 'top', target: null },
  { name: 'about', target: '#about' },
  { name: 'footer', target: '#contact' },
] as const;
const engines: readonly (readonly [string, (options: LaunchOptions) => Promise<EngineDriver>])[] = [
  ['Chromium', launchChromium],
  ['Firefox', launchFirefox],
  ['WebKit', launchWebKit],
];
type Scheme = NonNullable<LaunchOptions['colorScheme']>;
const schemes: readonly Scheme[] = ['light', 'dark'];

const out = `${repo}test-results/gallery`;
const shotPath = (engine: string, scheme: Scheme, code: string, width: number, view: string) =>
  `${engine.toLowerCase()}/${scheme}/${code}-${width}-${view}.png`;
/** A cell of the sheet: one language at one width in one scheme. */
const cellKey = (code: string, width: number, scheme: Scheme) => `${code} ${width} ${scheme}`;

/** What a shot shows besides its picture: how much wider than the window the page is, if at all. */
interface Shot {
  readonly file: string;
  readonly overflow: number;
}

async function until(driver: EngineDriver, check: (tag: string) => boolean, tag: string): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    if (await driver.evaluate(check, tag)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${driver.engine}: "${tag}" was not on screen after 10 s`);
}

/** The page in `language` at the current width, settled: its language shown and the app running. */
async function showLanguage(driver: EngineDriver, { code, tag }: LanguageInfo): Promise<void> {
  await driver.evaluate((stored) => localStorage.setItem('lang', stored), code);
  await driver.goto('/');
  await until(
    driver,
    (expected) =>
      document.documentElement.lang === expected &&
      !document.documentElement.classList.contains('lang-pending') &&
      document.documentElement.dataset.app === 'running',
    tag,
  );
}

async function shootEngine(
  engine: string,
  scheme: Scheme,
  launch: (options: LaunchOptions) => Promise<EngineDriver>,
  shots: Map<string, Shot[]>,
): Promise<void> {
  mkdirSync(`${out}/${engine.toLowerCase()}/${scheme}`, { recursive: true });
  const driver = await launch({ colorScheme: scheme });
  try {
    await driver.goto('/');
    for (const width of widths) {
      await driver.setViewport(width, height);
      for (const language of languages) {
        await showLanguage(driver, language);
        const list: Shot[] = [];
        for (const { name, target } of views) {
          await driver.evaluate((selector) => {
            if (selector) document.querySelector(selector)?.scrollIntoView({ behavior: 'instant', block: 'start' });
            else window.scrollTo({ top: 0, behavior: 'instant' });
          }, target);
          // A screenshot shows the last frame painted: the shot waits for two frames after the jump.
          await driver.evaluate(
            () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
          );
          const file = shotPath(engine, scheme, language.code, width, name);
          await driver.screenshot(`${out}/${file}`);
          const overflow = await driver.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          list.push({ file, overflow });
        }
        shots.set(cellKey(language.code, width, scheme), list);
      }
      console.log(`gallery: ${engine}, ${scheme}, at ${width} px, ${languages.length} languages`);
    }
  } finally {
    await driver.evaluate(() => localStorage.clear()).catch(() => undefined);
    await driver.close();
  }
}

function contactSheet(shots: ReadonlyMap<string, ReadonlyMap<string, Shot[]>>, made: string): string {
  const cell = (list: readonly Shot[] | undefined) =>
    (list ?? [])
      .map(
        ({ file, overflow }) =>
          `<a href="${escapeHtml(file)}"><img src="${escapeHtml(file)}" alt="${escapeHtml(file)}" loading="lazy"></a>` +
          (overflow > 0 ? `<b>${overflow} px too wide</b>` : ''),
      )
      .join('');
  const sections = languages.map(
    ({ code, nativeName, tag, dir }) => `
<section id="${code}">
  <h2><span lang="${tag}" dir="${dir}">${escapeHtml(nativeName)}</span> · ${escapeHtml(englishNames[code])} (${code})</h2>
  <table>
    <tr><th></th>${engines.map(([engine]) => `<th>${engine}: top, about, footer</th>`).join('')}</tr>
    ${widths
      .flatMap((width) =>
        schemes.map(
          (scheme) =>
            `<tr class="${scheme}"><th>${width} px, ${scheme}</th>${engines.map(([engine]) => `<td>${cell(shots.get(engine)?.get(cellKey(code, width, scheme)))}</td>`).join('')}</tr>`,
        ),
      )
      .join('\n    ')}
  </table>
</section>`,
  );
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Gallery: every language, width, engine and colour scheme</title>
<style>
  body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5rem; color: #1c1917; }
  nav { display: flex; flex-wrap: wrap; gap: 0.25rem 0.75rem; margin-block-end: 1rem; }
  table { border-collapse: collapse; margin-block-end: 2rem; }
  th, td { border: 1px solid #e7e0d8; padding: 0.25rem; vertical-align: top; text-align: start; }
  td { white-space: nowrap; }
  img { height: 220px; margin-inline-end: 0.25rem; border: 1px solid #ccc; }
  b { display: block; color: #b91c1c; }
  tr.dark th { background: #1c1917; color: #f5f5f4; }
</style>
</head>
<body>
<h1>Every language, every width, every engine, both colour schemes</h1>
<p>${escapeHtml(made)}. Each cell: the top of the page, the about cards and the footer; click a picture for it at full size.
A page wider than its window is marked in red. Each width in the light and the dark colour scheme (prefers-color-scheme):
Chromium and Firefox emulate it; WebKit (WPE 2.38 cannot) has the page's dark rules switched on after each load.</p>
<nav>${languages.map(({ code, nativeName, tag }) => `<a href="#${code}" lang="${tag}">${escapeHtml(nativeName)}</a>`).join('')}</nav>
${sections.join('\n')}
</body>
</html>
`;
}

/** Builds the site, shoots every engine, scheme, width and language, and writes the contact sheet; returns its path. */
export async function makeGallery(): Promise<string> {
  rmSync(out, { recursive: true, force: true });
  buildForEngines();
  const site = await startSite();
  const shots = new Map<string, Map<string, Shot[]>>();
  try {
    for (const [engine, launch] of engines) {
      const engineShots = new Map<string, Shot[]>();
      for (const scheme of schemes) await shootEngine(engine, scheme, launch, engineShots);
      shots.set(engine, engineShots);
    }
  } finally {
    await site.close();
  }
  const made = `Made ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC from the build in dist-engines/`;
  writeFileSync(`${out}/index.html`, contactSheet(shots, made));
  return `${out}/index.html`;
}

if (isMain(import.meta.url)) console.log(`gallery: open ${await makeGallery()}`);
