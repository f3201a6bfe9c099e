import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/shared/chromium.ts';
import { repo } from '../../scripts/shared/paths.ts';

// Browser tests against the prerendered production build in dist/. The test command builds first
// (`npm run build`); this config only serves what is already there, with real status codes.
// E2E_PORT lets two checkouts run their suites at once without sharing (or reusing) a server.
const port = Number(process.env.E2E_PORT ?? 4180);
const baseURL = `http://127.0.0.1:${port}`;

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
    launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs] },
    // The product is English by default; tests that need another locale say so.
    locale: 'en-US',
    trace: 'on-first-retry',
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'phone', use: { viewport: { width: 375, height: 740 } } },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: `npx tsx scripts/dev/preview.ts dist ${port}`,
    cwd: repo,
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
    timeout: 15_000,
  },
});

export default config;

/** This suite's browser settings for a suite that serves its own build: without the check of dist/. */
export function settingsForOwnServer(): Omit<typeof config, 'globalSetup'> {
  const { globalSetup: _servedBuildCheck, ...settings } = config;
  return settings;
}
