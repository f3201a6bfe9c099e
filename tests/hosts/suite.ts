import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { repo } from '../../scripts/shared/paths.ts';
import { settingsForOwnServer } from '../e2e/playwright.config.ts';

type Project = NonNullable<PlaywrightTestConfig['projects']>[number];
type WebServer = Extract<PlaywrightTestConfig['webServer'], { command: string }>;

/**
 * A host's suite (tests/nginx, tests/cloudflare): what every host must serve (the specs in this
 * folder) and the host's own `projects`, against the host's own server at `baseURL`, which it starts
 * with `server` and never shares with another that happens to hold the port. The main suite's
 * browser settings; its own results folder and timeouts. Its config stands in the host's folder, so
 * `testDir`s are relative to that. An https `baseURL` is a local server's self-signed certificate,
 * which the browser and the readiness check accept.
 */
export function hostSuite(
  host: string,
  baseURL: string,
  { projects, server }: { readonly projects: readonly Project[]; readonly server: Omit<WebServer, 'url'> },
) {
  const settings = settingsForOwnServer();
  const ignoreHTTPSErrors = baseURL.startsWith('https:');
  return defineConfig({
    ...settings,
    outputDir: `${repo}test-results/${host}`,
    retries: 0,
    timeout: 20_000,
    use: { ...settings.use, baseURL, ignoreHTTPSErrors, viewport: { width: 1280, height: 800 }, trace: 'retain-on-failure' },
    projects: [{ name: `${host}: every host`, testDir: '../hosts' }, ...projects],
    webServer: {
      cwd: repo,
      url: `${baseURL}/`,
      ignoreHTTPSErrors,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      stdout: 'ignore',
      stderr: 'pipe',
      ...server,
    },
  });
}
