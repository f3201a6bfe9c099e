import { defineConfig } from '@playwright/test';
import { repo } from '../../scripts/shared/paths.ts';
import baseConfig from '../e2e/playwright.config.ts';
import { wranglerConfig, wranglerDev, wranglerEnv } from './workerd.ts';

// The built site on Cloudflare's own runtime (workerd, through `wrangler dev` with the project's
// wrangler.jsonc): what every host must serve (tests/hosts/), and what only Cloudflare needs
// (tests/cloudflare/). Needs `npm run build` first. CLOUDFLARE_E2E_PORT and the three ports after it
// (debugger, and a second workerd with Cloudflare's default settings, and its debugger).
const port = Number(process.env.CLOUDFLARE_E2E_PORT ?? 4183);
const baseURL = `http://127.0.0.1:${port}`;

// Shares the browser settings of the main suite; its own folder, tests, timeouts and server.
const shared = { ...baseConfig };
delete shared.globalSetup;

export default defineConfig({
  ...shared,
  outputDir: `${repo}test-results/cloudflare`,
  retries: 0,
  timeout: 20_000,
  use: { ...baseConfig.use, baseURL, viewport: { width: 1280, height: 800 }, trace: 'retain-on-failure' },
  projects: [
    { name: 'cloudflare: every host', testDir: '../hosts' },
    { name: 'cloudflare', testDir: '.' },
  ],
  webServer: {
    command: wranglerDev(wranglerConfig, port).join(' '),
    cwd: repo,
    env: wranglerEnv as Record<string, string>,
    url: `${baseURL}/`,
    // Never another server that happens to hold the port: the suite tests this configuration.
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    timeout: 60_000,
  },
});
