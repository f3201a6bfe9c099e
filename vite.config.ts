import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import wyw from '@wyw-in-js/vite';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
import { reportsMarkerFile } from './machines/lib/fieldReport.ts';
import { type HeroPicture, heroPicture } from './scripts/brand/hero-picture.ts';
import { logoAssetUrlPattern } from './scripts/brand/images.ts';
import { logoStylesheet } from './scripts/brand/logo-stylesheet.ts';
import { transpileTargets } from './scripts/build/browser-targets.ts';
import { formatHeadlineFigures } from './scripts/build/headline-figures.ts';
import { escapeHtml, fillMarkers, markers } from './scripts/build/page-template.ts';
import { type BuildConfig, exitOnConfigError, parseConfig } from './scripts/build/parse-config.ts';
import { brandImagesPlugin, drawnFilesPlugin, stylesheetModulePlugin } from './scripts/build/plugins/brand.ts';
import { compileHintsPlugin } from './scripts/build/plugins/compile-hints.ts';
import { headingPhrasesPlugin } from './scripts/build/plugins/heading-phrases.ts';
import { staleTranslationsPlugin } from './scripts/build/plugins/stale-translations.ts';
import { themeColors } from './src/styles/tokens.ts';

/** The build's id in field reports: the commit it was built from, else the hour it was built. */
function buildId(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short=10', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return new Date().toISOString().slice(0, 13).replace(/\D/g, '');
  }
}

/** The product's tests, and the harness's tests of its own tools. */
const unitTests = ['tests/{app,machines,views,operators,translators,docs}/**/*.test.{ts,tsx}', 'harness/**/*.test.ts'];
/** The files that need a document: the views, the browser's side of the page, Mermaid's parser. */
const testsInTheDom = [
  'tests/views/**/*.test.tsx',
  'tests/app/{afterNextPaint,browserPageMachine,earlyInput,headScript,storage}.test.ts',
  'harness/docs/statecharts.test.ts',
];
const vitestSettings = {
  setupFiles: ['tests/setup.ts'],
  restoreMocks: true,
  unstubGlobals: true,
  // Some tests run a tool (remark, tsc, Biome, tsx) as a process of its own: seconds, and more beside
  // CPU-bound processes, where Vitest's 5 s failed docLinks.test.ts's remark run at 8.8 s.
  testTimeout: 30_000,
};

export default defineConfig(async ({ mode }) => {
  const root = process.cwd();
  const env = loadEnv(mode, root, 'VITE_');
  let config: BuildConfig;
  let hero: HeroPicture;
  try {
    // Files a variable names (the logo, the hero picture) are relative to the project.
    config = parseConfig(env, (path) => readFileSync(resolve(root, path), 'utf8'));
    hero = await heroPicture(config.heroImage, (path) => readFileSync(resolve(root, path)));
  } catch (error) {
    exitOnConfigError(error);
  }
  return {
    define: {
      __APP_CONFIG__: JSON.stringify(config.app),
      __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
      // index.html's theme-color for each scheme (%THEME_COLOR_LIGHT%, %THEME_COLOR_DARK%), from the tokens.
      'import.meta.env.THEME_COLOR_LIGHT': JSON.stringify(themeColors.light),
      'import.meta.env.THEME_COLOR_DARK': JSON.stringify(themeColors.dark),
      __OPERATOR_HERO_PICTURE__: JSON.stringify(hero.image),
      __HEADLINE_FIGURE_TEXTS__: JSON.stringify(formatHeadlineFigures(config.app.offeredLanguages)),
      // Off, the reporting code is dead and the build carries none of it (docs/operators.md).
      __REPORTS__: JSON.stringify(config.reports),
      __BUILD_ID__: JSON.stringify(buildId()),
    },
    plugins: [
      wyw({
        include: ['**/*.{ts,tsx}'],
        // One prefixer: Lightning CSS, from the browserslist. Linaria's own (stylis) writes prefixes for
        // browsers long gone (-ms-grid, -webkit-box-*) and properties that never existed (scroll-snap-margin-top).
        prefixer: false,
        // wyw-in-js evaluates modules with Babel, which needs to be told how to read TSX.
        babelOptions: { presets: ['@babel/preset-typescript', ['@babel/preset-react', { runtime: 'automatic' }]] },
      }),
      react(),
      brandImagesPlugin({ name: config.app.brandName, logo: config.brandLogo, logoDark: config.brandLogoDark }),
      drawnFilesPlugin('hero-picture', () => hero.render()),
      stylesheetModulePlugin('hero-drawing', hero.stylesheet),
      stylesheetModulePlugin('brand-logo', logoStylesheet({ logo: config.brandLogo, logoDark: config.brandLogoDark })),
      headingPhrasesPlugin(),
      // What a release offers travels inside it: the hosts answer /_r only beside this file.
      {
        name: 'reports-marker',
        apply: 'build',
        generateBundle() {
          if (config.reports && !this.environment.config.build.ssr)
            this.emitFile({ type: 'asset', fileName: reportsMarkerFile, source: 'on\n' });
        },
      },
      // After the phrase marks, which need every heading: a stale one is then shown in English.
      staleTranslationsPlugin({ offered: config.app.offeredLanguages }),
      compileHintsPlugin(),
      // `npm run dev` serves index.html as it is: its title marker gets the brand, escaped (a build's
      // pages get their titles from scripts/build/prerender.ts).
      {
        name: 'dev-page-title',
        apply: 'serve',
        transformIndexHtml: (html: string) =>
          fillMarkers(html, { [markers.title]: `<title>${escapeHtml(config.app.brandName)}</title>` }),
      },
    ],
    build: {
      // Syntax for the browsers in package.json's "browserslist"; the CSS follows (cssTarget defaults to
      // this, and Lightning CSS adds the prefixes those browsers need, e.g. -webkit-user-select).
      target: transpileTargets(),
      manifest: true, // the prerender reads it to find each catalogue's chunk
      cssCodeSplit: false,
      modulePreload: { polyfill: false },
      // A logo too large to inline is a file the brand plugin writes: the stylesheet's url() to it is
      // left as it is (said here, or Vite warns that it could not resolve it at build time).
      rolldownOptions: { external: [logoAssetUrlPattern] },
    },
    // Two kinds of test file. Those that render the app or drive the browser's side of the page run in
    // jsdom with the build's plugins (linaria's css`` really extracted); every other file, the machines
    // included, in Node with none: jsdom costs about 1.7 s of CPU to start in each file, and a machine
    // test passing without a document shows its defaults touch none.
    test: {
      projects: [
        { extends: true as const, test: { name: 'dom', environment: 'jsdom', include: testsInTheDom } },
        { test: { ...vitestSettings, name: 'node', environment: 'node', include: unitTests, exclude: testsInTheDom } },
      ],
      ...vitestSettings,
      // Every core (Vitest leaves one free by default: on two cores, one file at a time).
      maxWorkers: '100%',
    },
  };
});
