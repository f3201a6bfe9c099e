// Cloudflare's own runtime, workerd, through `wrangler dev` (3.114: it runs on Node 20), offline, on
// loopback: wrangler.jsonc serving a build as Cloudflare serves an upload of it.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { inRepo } from '../../scripts/shared/paths.ts';
import { replaceEach } from '../shared/replace-each.ts';

export const wranglerConfig = inRepo('wrangler.jsonc');

/** The command line of `wrangler dev` for `config` on 127.0.0.1:`port`; its debugger takes `port + 1`. */
export function wranglerDev(config: string, port: number): string[] {
  const where = ['--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(port + 1)];
  return [inRepo('node_modules/.bin/wrangler'), 'dev', '--config', config, ...where, '--log-level', 'warn'];
}

/** No telemetry, no update check: the machine is offline. */
export const wranglerEnv = { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_UPDATE_NOTIFIER: '1' };

/** Starts `wrangler dev` for `config` and resolves once it answers; `stop` ends it. */
export async function startWorkerd(config: string, port: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const [command = '', ...args] = wranglerDev(config, port);
  const child = spawn(command, args, { cwd: inRepo(), env: wranglerEnv, stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  let errors = '';
  child.stderr?.on('data', (chunk) => {
    errors += String(chunk);
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // wrangler's workerd is a child of its own: end the whole group.
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
  for (let attempt = 0; attempt < 150; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited (${child.exitCode}): ${errors}`);
    if (await fetch(`${url}/`, { redirect: 'manual' }).catch(() => false)) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`wrangler dev did not answer on ${url} within 30 s: ${errors}`);
}

/** wrangler.jsonc for the build in `dist`, its Worker's path absolute, `edit`ed, written to .wrangler/<name>.jsonc: its path. */
export function wranglerConfigFor(name: string, dist: string, edit: (config: string) => string = (config) => config): string {
  const config = replaceEach('wrangler.jsonc', readFileSync(wranglerConfig, 'utf8'), [
    ['"directory": "./dist"', `"directory": ${JSON.stringify(dist)}`],
    ['"main": "./deploy/cloudflare-worker.ts"', `"main": ${JSON.stringify(inRepo('deploy/cloudflare-worker.ts'))}`],
  ]);
  mkdirSync(inRepo('.wrangler'), { recursive: true });
  const file = inRepo(`.wrangler/${name}.jsonc`);
  writeFileSync(file, edit(config));
  return file;
}
