import { defineConfig } from '@playwright/test';
import { repo } from '../../scripts/shared/paths.ts';
import { settingsForOwnServer } from '../e2e/playwright.config.ts';

// The all-languages suite: a build that offers all 21 catalogues (dist-all/, built by the test
// command with VITE_OFFERED_LANGUAGES set to every code, a long brand name and a logo for dark
// backgrounds), served on its own port.
const port = Number(process.env.LANGUAGES_E2E_PORT ?? 4182);
const baseURL = `http://127.0.0.1:${port}`;

// The dist/ check of the main suite does not apply here.
const settings = settingsForOwnServer();

export default defineConfig({
  ...settings,
  testDir: '.',
  outputDir: `${repo}test-results/languages`,
  use: { ...settings.use, baseURL },
  projects: [{ name: 'small phone', use: { viewport: { width: 320, height: 640 } } }],
  webServer: {
    command: `npx tsx harness/launchers/preview.ts dist-all ${port}`,
    cwd: repo,
    url: `${baseURL}/`,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    timeout: 60_000, // as in tests/e2e: it starts in about 2 s, later on a busy machine
  },
});
