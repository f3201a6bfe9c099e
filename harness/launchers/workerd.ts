// Cloudflare's own runtime, workerd, through `wrangler dev` (3.114: it runs on Node 20), offline, on
// loopback: wrangler.jsonc serving a build as Cloudflare serves an upload of it. Run as
//   tsx harness/launchers/workerd.ts CONFIG PORT
// it is `wrangler dev` in the foreground with its hang-up reports explained (tests/cloudflare's server);
// SIGTERM to its process group stops it.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs, stripVTControlCharacters } from 'node:util';
import { isMain } from '../../scripts/shared/is-main.ts';
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

/** The command line that runs `wrangler dev` for `config` on `port` with its hang-ups explained (this file, run). */
export function wranglerDevExplained(config: string, port: number): string {
  return `npx tsx ${inRepo('harness/launchers/workerd.ts')} ${config} ${port}`;
}

/**
 * workerd's report that a client hung up before its response was all written: a browser whose page a
 * test closed, or that dropped a request, mid-response. wrangler prints whatever workerd writes to its
 * stderr as `✘ [ERROR]`, and this with a stack of addresses, though nothing failed. Its first line, as
 * workerd 1.20250408 writes it (and a second report wrangler caught in the same read, indented):
 * `✘ [ERROR] workerd/server/server.c++:3641: error: kj::getCaughtExceptionAsKj() = kj/async-io-unix.c++:186:
 * disconnected: ::write(fd, buffer.begin(), buffer.size()): Broken pipe`, or `…: Connection reset by peer`.
 */
const clientHungUp =
  /^\s*(?:✘ \[ERROR\] )?workerd\/server\/server\.c\+\+:\d+: error: .*disconnected: ::writev?\(.*\): (Broken pipe|Connection reset by peer)\s*$/;

/**
 * wrangler's stderr, rewritten as it comes, line by line: each report of a client that hung up becomes
 * one line that says so, without `✘ [ERROR]` and its stack, so the first `✘` in a test log is a real
 * error; every other line passes as it is. `write` takes a chunk and returns what to print now; `end`
 * returns the rest.
 */
export function explainHangUps(): { write(chunk: string): string; end(): string } {
  let partial = '';
  let inHangUp = false; // after a hang-up's line: its stack and the blank lines around it are dropped
  const line = (text: string): string => {
    const plain = stripVTControlCharacters(text);
    const hangUp = clientHungUp.exec(plain);
    if (hangUp) {
      inHangUp = true;
      return `workerd: a client hung up before its response was written (${hangUp[1]}), as a browser does when a test closes its page: not an error\n`;
    }
    if (inHangUp && (plain.trim() === '' || /^\s+stack: /.test(plain))) return '';
    inHangUp = false;
    return `${text}\n`;
  };
  return {
    write(chunk) {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      return lines.map(line).join('');
    },
    end() {
      const rest = partial;
      partial = '';
      return rest === '' ? '' : line(rest);
    },
  };
}

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

if (isMain(import.meta.url)) {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [config, port] = positionals;
  if (positionals.length !== 2 || !config || !/^\d+$/.test(port ?? '')) {
    console.error('usage: tsx harness/launchers/workerd.ts CONFIG PORT');
    process.exit(2);
  }
  const [command = '', ...args] = wranglerDev(config, Number(port));
  const child = spawn(command, args, { cwd: inRepo(), env: wranglerEnv, stdio: ['ignore', 'inherit', 'pipe'] });
  const log = explainHangUps();
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => process.stderr.write(log.write(chunk)));
  child.stderr?.on('end', () => process.stderr.write(log.end()));
  // Stopped, this waits for wrangler to stop (it shares the process group, so it mostly has the signal already).
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    });
  }
  child.on('close', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
