// `npm run deploy:cloudflare [-- <wrangler deploy options>]`: uploads the build in dist/ to Cloudflare
// as a Worker with static assets, configured by wrangler.jsonc; its _headers and
// .assetsignore ship with it, so a deployment switches pages, headers and routes at once. The same
// checks as `npm run deploy` first: a whole production build, not made for the local stand-in. Needs a Cloudflare
// account: CLOUDFLARE_API_TOKEN (and CLOUDFLARE_ACCOUNT_ID if the token sees several), or
// `npx wrangler login` once.
import { spawnSync } from 'node:child_process';
import { isMain } from '../shared/is-main.ts';
import { inRepo } from '../shared/paths.ts';
import { checkBuild, DeployError } from './check-build.ts';

type Run = (command: string, args: readonly string[]) => number;

const runInherited: Run = (command, args) => spawnSync(command, args, { stdio: 'inherit', cwd: inRepo() }).status ?? 1;

/** Checks the build in `dist`, then runs `wrangler deploy` with the project's configuration; its exit status. */
export async function deployToCloudflare({
  dist = inRepo('dist'),
  options = [],
  run = runInherited,
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
    console.error(
      `deploy:cloudflare: ${error instanceof DeployError ? error.message : error instanceof Error ? error.stack : String(error)}`,
    );
    process.exit(1);
  }
}
