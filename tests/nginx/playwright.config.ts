import { defineConfig } from '@playwright/test';
import { repo } from '../../scripts/shared/paths.ts';
import baseConfig from '../e2e/playwright.config.ts';
import { nginxSite } from './site.ts';

// The built site behind the real nginx with deploy/nginx.conf: what every host must serve (tests/hosts/),
// what only nginx does, and a deploy under load (tests/nginx/). Needs, in order:
//   npm run build && npx playwright test -c tests/nginx/playwright.config.ts
// and the apt packages nginx, libnginx-mod-http-brotli-static and chromium.
const port = Number(process.env.NGINX_E2E_PORT ?? 4181);
const baseURL = `http://127.0.0.1:${port}`;

// Shares the browser settings of the main suite; its own folder, tests, timeouts and server.
const shared = { ...baseConfig };
delete shared.globalSetup;

export default defineConfig({
  ...shared,
  outputDir: `${repo}test-results/nginx`,
  retries: 0,
  timeout: 20_000,
  use: { ...baseConfig.use, baseURL, viewport: { width: 1280, height: 800 }, trace: 'retain-on-failure' },
  projects: [
    { name: 'nginx: every host', testDir: '../hosts' },
    { name: 'nginx', testDir: '.', testIgnore: 'deploy.spec.ts' },
    // It deploys another build over the one the others test: so it runs after them.
    { name: 'deploy under load', testDir: '.', testMatch: 'deploy.spec.ts', dependencies: ['nginx: every host', 'nginx'] },
  ],
  webServer: {
    // nginx in the foreground under a small wrapper that deploys dist/ to the site directory and writes
    // nginx's config to a temp dir; it passes SIGTERM on to nginx and removes the temp dir when nginx stops.
    command: `npx tsx tests/nginx/start-nginx.ts ${port} ${nginxSite}`,
    cwd: repo,
    url: `${baseURL}/`,
    // Never another server that happens to hold the port: the suite tests this nginx config.
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    timeout: 15_000,
  },
});
