// `npm run deploy:cloudflare`: wrangler deploy with the project's configuration, only for a production build.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { deployToCloudflare } from '../../scripts/deploy/cloudflare.ts';
import { inRepo } from '../../scripts/shared/paths.ts';

let dist: string;
beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'cloudflare-deploy-test-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, '404.html'), 'not found');
  writeFileSync(join(dist, '_headers'), "/*\n  Content-Security-Policy: default-src 'self'; frame-ancestors 'none'\n");
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

const page = (connectSrc: string) => `<meta http-equiv="Content-Security-Policy" content="connect-src ${connectSrc}">`;

it('runs wrangler deploy with wrangler.jsonc and the options given', async () => {
  writeFileSync(join(dist, 'index.html'), page("'self' https://shop.example.com"));
  const run = vi.fn((_command: string, _args: readonly string[]) => 0);
  expect(await deployToCloudflare({ dist, options: ['--dry-run'], run })).toBe(0);
  expect(run.mock.calls).toEqual([
    [inRepo('node_modules/.bin/wrangler'), ['deploy', '--config', inRepo('wrangler.jsonc'), '--dry-run']],
  ]);
});

it('refuses a build made for the local shop stand-in, and runs nothing', async () => {
  writeFileSync(join(dist, 'index.html'), page("'self' http://127.0.0.1:4174"));
  const run = vi.fn(() => 0);
  await expect(deployToCloudflare({ dist, run })).rejects.toThrow(/built for the local shop stand-in/);
  expect(run).not.toHaveBeenCalled();
});
