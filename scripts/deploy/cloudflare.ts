// `npm run deploy:cloudflare [-- <wrangler deploy options>]`: the checks of `npm run deploy`, then
// `wrangler deploy` with wrangler.jsonc (deploy/README.md: Cloudflare).
import { spawnSync } from 'node:child_process';
import { isMain } from '../shared/is-main.ts';
import { inRepo } from '../shared/paths.ts';
import { checkBuild, DeployError } from './check-build.ts';

type Run = (command: string, args: readonly string[]) => number;

/** Checks the build in `dist`, then runs `wrangler deploy` with the project's configuration; its exit status. */
export async function deployToCloudflare({
  dist = inRepo('dist'),
  options = [],
  run = (command, args) => spawnSync(command, args, { stdio: 'inherit', cwd: inRepo() }).status ?? 1,
}: {
  readonly dist?: string;
  readonly options?: readonly string[];
  readonly run?: Run;
} = {}): Promise<number> {
  await checkBuild(dist);
  return run(inRepo('node_modules/.bin/wrangler'), ['deploy', '--config', inRepo('wrangler.jsonc'), ...options]);
}

if (isMain(import.meta.url)) {
  try {
    process.exit(await deployToCloudflare({ options: process.argv.slice(2) }));
  } catch (error) {
    console.error(`deploy:cloudflare: ${error instanceof DeployError ? error.message : ((error as Error).stack ?? error)}`);
    process.exit(1);
  }
}
