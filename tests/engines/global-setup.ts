/**
 * Builds the site the engines load, once before the suite: WebDriver classic cannot intercept
 * requests, so the shop, seller site and support chat are baked into this build as the local
 * stand-in, and all 21 languages are offered (for right-to-left Arabic and the scrolling menu).
 */
import { execFileSync } from 'node:child_process';
import { buildDir, buildEnvironment, repo } from './config.ts';

export default function buildForEngines(): void {
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build/build.ts', '--mode', 'standin', '--out', buildDir], {
    cwd: repo,
    env: { ...process.env, ...buildEnvironment },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
