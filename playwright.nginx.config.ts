import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

// The built site behind the real nginx with deploy/nginx.conf (tests/nginx/). Needs, in order:
//   npm run build && node scripts/nginx-headers.mjs && npx playwright test -c playwright.nginx.config.ts
// and the apt packages nginx, libnginx-mod-http-brotli-static and chromium.
const port = 4181;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/nginx',
  testMatch: '**/*.spec.ts',
  // Its own folder, so this suite and the tests/e2e one do not clear each other's results.
  outputDir: 'test-results/nginx',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 20_000,
  expect: { timeout: 5_000 },
  reporter: [['list']],
  use: {
    baseURL,
    launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs] },
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    serviceWorkers: 'block',
  },
  webServer: {
    // nginx in the foreground under a small wrapper that writes its config to a temp dir; the wrapper
    // passes SIGTERM on to nginx and removes the temp dir when nginx has stopped.
    command: `node tests/nginx/start-nginx.mjs ${port}`,
    url: `${baseURL}/`,
    // Never another server that happens to hold the port: the suite tests this nginx config.
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    timeout: 15_000,
  },
});
