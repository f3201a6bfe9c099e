import { chromiumArgs, chromiumPath, headlessShellPath } from '@marketplace-landing/harness/chromium';
import { defineConfig } from '@playwright/test';
import { repo } from '../../scripts/shared/paths.ts';

// Browser tests against the prerendered production build in dist/. The test command builds first
// (`npm run build`); this config only serves what is already there, with real status codes.
// E2E_PORT lets two checkouts run their suites at once without sharing (or reusing) a server.
const port = Number(process.env.E2E_PORT ?? 4180);
const baseURL = `http://127.0.0.1:${port}`;
// The same build with field reports on (`npm run build:reports`), served beside it.
const reportsPort = Number(process.env.E2E_REPORTS_PORT ?? 4175);

const phone = { width: 375, height: 740 };
const desktop = { width: 1280, height: 800 };
/**
 * The suites run on Chromium's headless shell (harness/launchers/chromium.ts): the same engine at a third of
 * the CPU. The specs here run in the browser instead, phone and desktop projects alike: what they check,
 * the browser around the engine decides.
 */
const inTheBrowser = ['cooperation.spec.ts'];

const config = defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Its own folder, so this suite and tests/nginx (tests/nginx/playwright.config.ts) do not clear each other's results.
  outputDir: `${repo}test-results/e2e`,
  // Checks (never builds) that dist/ is the default production build.
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list']],
  use: {
    baseURL,
    launchOptions: { executablePath: headlessShellPath, args: [...chromiumArgs] },
    // The product is English by default; tests that need another locale say so.
    locale: 'en-US',
    trace: 'on-first-retry',
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'phone', use: { viewport: phone }, testIgnore: ['reports.spec.ts', ...inTheBrowser] },
    { name: 'desktop', use: { viewport: desktop }, testIgnore: ['reports.spec.ts', ...inTheBrowser] },
    // Debian's Chromium itself, its popup blocker on (Playwright turns it off unless told not to): the
    // blocker, which the headless shell does not have, judges the tab the cooperation action opens.
    ...[
      { name: 'phone, in the browser', viewport: phone },
      { name: 'desktop, in the browser', viewport: desktop },
    ].map(({ name, viewport }) => ({
      name,
      testMatch: inTheBrowser,
      use: {
        viewport,
        launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs], ignoreDefaultArgs: ['--disable-popup-blocking'] },
      },
    })),
    {
      name: 'reports on',
      testMatch: 'reports.spec.ts',
      use: { baseURL: `http://127.0.0.1:${reportsPort}`, viewport: phone, isMobile: true, hasTouch: true },
    },
  ],
  webServer: ['dist', 'dist-reports'].map((folder, index) => ({
    command: `npx tsx harness/launchers/preview.ts ${folder} ${index === 0 ? port : reportsPort}`,
    cwd: repo,
    url: `http://127.0.0.1:${index === 0 ? port : reportsPort}/`,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    timeout: 60_000, // it starts in about 2 s; the rest is for a machine busy beside the cross-engine suite
  })),
});

export default config;

/** This suite's browser settings for a suite that serves its own build: without the check of dist/. */
export function settingsForOwnServer(): Omit<typeof config, 'globalSetup'> {
  const { globalSetup: _servedBuildCheck, ...settings } = config;
  return settings;
}
