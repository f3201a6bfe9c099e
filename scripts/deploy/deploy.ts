// `npm run deploy -- <target> --reload <command> [--from dist]`: puts a build in place under <target>
// for nginx, in an order in which no visitor ever gets a page whose files are missing, nor a page under
// a policy that blocks it, wherever the deploy is interrupted:
//  0. the build is checked: regular files only (no links), its pages whole, not made for loopback;
//     <target>/.deploy-lock is taken, and what an interrupted deploy left is repaired (reconcile below);
//  1. the build's hashed files go into <target>/assets/, shared by every release; old ones stay, for
//     pages still open or cached that load them later;
//  2. everything else (pages, icons, manifest …) goes into a new <target>/releases/<id>/, whose assets/
//     is a link to the shared directory; the release is then checked whole: every file the build's,
//     every top-level page and every file the pages refer to there;
//  3. <target>/nginx-release.conf is rewritten for the release: its root and its headers, with its whole
//     Content Security Policy (scripts/headers/nginx-release.ts); then <command> reloads nginx
//     gracefully, which is the switch: old workers finish with the old root and policy, new ones serve
//     the new root and policy together. The command runs in a process group of its own that dies with
//     the deploy, however the deploy ends;
//  4. <target>/current points at the release (a record for people and tools; nginx reads the file);
//  5. releases retired more than `keepDays` ago (beyond the last `keepReleases`) are removed, and with
//     them the hashed files no remaining release uses.
// The release file only ever names a release checked whole, so any reload, even one the deploy did not
// run, serves one whole release. The lock records the deploy's process, step and reload; a deploy that
// finds the lock of one that died says so, stops what is left of its reload, and makes the release
// file, nginx and `current` agree again before it goes on (deploy/README.md).
// Needs only Node. <id> is a hash of the build: the same build deployed again is the same release.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { constants } from 'node:fs';
import {
  access,
  chmod,
  lstat,
  mkdir,
  open,
  readdir,
  readFile,
  readlink,
  realpath,
  rename,
  rm,
  stat,
  symlink,
  utimes,
  writeFile,
} from 'node:fs/promises';
import { hostname } from 'node:os';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { headersForEveryPath, offeredLanguages, releaseFile } from '../headers/nginx-release.ts';
import { policyOfPage } from '../headers/security-headers.ts';
import { isLoopback } from '../shared/hosts.ts';
import { isMain } from '../shared/is-main.ts';

export const keepDays = 7;
export const keepReleases = 3;
/** The file deploy/nginx.conf includes (as snippets/marketplace-release.conf): the release nginx serves. */
export const releaseFileName = 'nginx-release.conf';
export const lockName = '.deploy-lock';
const day = 24 * 60 * 60 * 1000;

/** A deploy that cannot go ahead; the message says why and what to do. */
export class DeployError extends Error {
  override name = 'DeployError';
}

/** One release in releases.json: its id, when it went live, and the hashed files it uses. */
export interface Release {
  readonly id: string;
  readonly deployedAt: string;
  readonly assets: readonly string[];
}

/** Where a deploy stands, as its lock records it, in order. */
export type DeployStep = 'locked' | 'assets' | 'staged' | 'recorded' | 'release-file' | 'reloaded' | 'current' | 'pruned';

/**
 * Reloads nginx: the switch to what the release file says. Calls `started` with the process group the
 * reload runs in, as soon as it runs; throws when nginx did not reload.
 */
export type Reload = (started: (processGroup: number) => Promise<void>) => Promise<void>;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function exists(path: string): Promise<boolean> {
  return lstat(path).then(
    () => true,
    () => false,
  );
}

/** Every regular file under `dir`, as paths relative to it; anything else (a leftover, a link) is skipped. */
async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(join(dir, prefix), { withFileTypes: true })) {
    const path = join(prefix, entry.name);
    if (entry.isDirectory()) files.push(...(await filesUnder(dir, path)));
    else if (entry.isFile()) files.push(path);
  }
  return files.sort();
}

/** Every file of the build in `dist`, relative to it; refuses a link or anything else that is not a plain file. */
async function buildFiles(dist: string, from: string, prefix = ''): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(join(dist, prefix), { withFileTypes: true })) {
    const path = join(prefix, entry.name);
    if (entry.isDirectory()) files.push(...(await buildFiles(dist, from, path)));
    else if (entry.isFile()) files.push(path);
    else
      throw new DeployError(
        `${join(from, path)} is ${entry.isSymbolicLink() ? 'a symbolic link' : 'not a regular file'}: a deploy takes regular files only, and would go live without what it stands for. Build again with \`npm run build\`.`,
      );
  }
  return files.sort();
}

/**
 * The files of its own site a page refers to, as paths (`/assets/x.js`): every root-relative URL with a
 * file name in an attribute, a srcset, a CSS url() or a string of an inline script or data block.
 */
export function referencedFiles(html: string): string[] {
  const paths = new Set<string>();
  for (const [, path = ''] of html.matchAll(/["'`(,=\s](\/(?!\/)[\w.~%!$&*+=:@/-]*)/g)) {
    if (!/\/[^/]*\.[a-z0-9]+$/i.test(path)) continue;
    try {
      paths.add(decodeURIComponent(path));
    } catch {
      paths.add(path);
    }
  }
  return [...paths].sort();
}

/** The top-level pages of the site in `dir` (index.html, about.html, 404.de.html …). */
async function pagesOf(dir: string): Promise<string[]> {
  return (await readdir(dir, { withFileTypes: true })).filter((entry) => entry.name.endsWith('.html')).map((entry) => entry.name);
}

/**
 * Checks that the site in `dir` is whole: each top-level page a regular file, and every file a page
 * refers to there (through the release's own assets link, which `linkAllowed` names). `what` names the
 * site in the message.
 */
async function checkPagesWhole(dir: string, what: string, linkAllowed: string | null): Promise<void> {
  const missing = new Set<string>();
  const isRegularFile = async (path: string) => {
    const [first = ''] = path.split('/');
    const info = await (first === linkAllowed ? stat : lstat)(join(dir, path)).catch(() => null);
    return info?.isFile() === true;
  };
  const pages = await pagesOf(dir);
  if (pages.length === 0) throw new DeployError(`${what} has no pages.`);
  for (const page of pages) {
    if (!(await isRegularFile(page))) throw new DeployError(`${what}/${page} is not a regular file.`);
    for (const path of referencedFiles(await readFile(join(dir, page), 'utf8'))) {
      if (!(await isRegularFile(path.slice(1)))) missing.add(`${path} (from ${page})`);
    }
  }
  if (missing.size > 0) {
    throw new DeployError(`${what} is not whole: its pages refer to files it does not have: ${[...missing].join(', ')}.`);
  }
}

/** The hosts of every source in a policy (`https://shop.example.com`, `127.0.0.2:4174`, `[::1]`). */
function policyHosts(policy: string): string[] {
  return policy
    .split(';')
    .flatMap((directive) => directive.trim().split(/\s+/).slice(1))
    .filter((source) => !source.startsWith("'") && !/^[a-z][a-z0-9+.-]*:$/i.test(source) && source !== '*')
    .map((source) => {
      const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(source) ? source : `http://${source}`;
      try {
        return new URL(withScheme.replace('://*.', '://')).hostname;
      } catch {
        return source;
      }
    });
}

/** Refuses what is not a production build of this site, with what to do. */
export async function checkBuild(dist: string, from: string): Promise<void> {
  for (const required of ['index.html', '404.html', 'assets', '_headers']) {
    if (!(await exists(join(dist, required)))) {
      throw new DeployError(`${from} is not a built site (no ${required}): run \`npm run build\` first.`);
    }
  }
  await buildFiles(dist, from);
  await checkPagesWhole(dist, from, null);
  // `npm start` builds dist/ against the shop stand-in on loopback: never something to put online, in
  // any spelling of loopback (localhost., 127.0.0.2, [::1], 0.0.0.0 …).
  const headersText = await readFile(join(dist, '_headers'), 'utf8');
  let headers: [string, string][];
  try {
    headers = headersForEveryPath(headersText);
  } catch (error) {
    throw new DeployError(`${from}/_headers: ${messageOf(error)}: build it again with \`npm run build\`.`);
  }
  const policies = [
    ...headers.filter(([name]) => name.toLowerCase() === 'content-security-policy').map(([, value]) => value),
    ...(await Promise.all((await pagesOf(dist)).map(async (page) => policyOfPage(await readFile(join(dist, page), 'utf8'))))),
  ];
  const loopback = policies.flatMap((policy) => policyHosts(policy ?? '')).find(isLoopback);
  if (loopback !== undefined) {
    throw new DeployError(
      `${from} was built for the local shop stand-in (npm start): its policy names ${loopback}, this machine. Build it with \`npm run build\`.`,
    );
  }
}

/** The release id: a hash of every file's path and bytes. */
async function releaseId(dist: string, files: readonly string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(await readFile(join(dist, file)))
      .update('\0');
  return hash.digest('hex').slice(0, 12);
}

/**
 * Copies a regular file readable by the web server, keeping its modification time (nginx's ETag and
 * Last-Modified); never through a link that took the file's place after the check.
 */
async function copyReadable(source: string, target: string): Promise<void> {
  const handle = await open(source, constants.O_RDONLY | constants.O_NOFOLLOW);
  try {
    const info = await handle.stat();
    if (!info.isFile()) throw new DeployError(`${source} is no longer a regular file: build again and deploy.`);
    await writeFile(target, await handle.readFile(), { mode: 0o644 });
    await chmod(target, 0o644);
    await utimes(target, info.atime, info.mtime);
  } finally {
    await handle.close();
  }
}

/**
 * Creates a directory (and its missing parents) the web server can read, whatever the umask; an existing
 * one is left as it is. Level by level: Node's recursive mkdir spins forever where a file system answers
 * ENOENT for a parent that exists (/proc).
 */
async function makeDirectory(path: string): Promise<void> {
  if (await exists(path)) return;
  if (dirname(path) !== path) await makeDirectory(dirname(path));
  await mkdir(path);
  await chmod(path, 0o755);
}

/** Copies one hashed file into the shared directory unless it is there already; never half-written. */
async function placeAsset(source: string, target: string): Promise<boolean> {
  const wanted = await readFile(source);
  const present = await readFile(target).catch(() => null);
  if (present?.equals(wanted)) return false;
  const partial = `${target}.partial-${process.pid}`;
  await copyReadable(source, partial);
  await rename(partial, target);
  return true;
}

/** Writes the release's files into releases/<id>/, under a temporary name until complete. */
async function placeRelease(dist: string, pages: readonly string[], release: string): Promise<boolean> {
  if (await exists(release)) return false;
  const staging = `${release}.staging-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  for (const page of pages) {
    await makeDirectory(dirname(join(staging, page)));
    await copyReadable(join(dist, page), join(staging, page));
  }
  await symlink('../../assets', join(staging, 'assets'));
  await rename(staging, release);
  return true;
}

/**
 * Checks the release in `dir` whole before anything can serve it: its assets link ours, its files and
 * the shared ones it uses exactly the build's (`files`, whose hash is `id`), its pages whole.
 */
async function checkRelease(dir: string, id: string, files: readonly string[] | null): Promise<void> {
  const what = `release ${id}`;
  if ((await readlink(join(dir, 'assets')).catch(() => null)) !== '../../assets') {
    throw new DeployError(
      `${what}: releases/${id}/assets is not the link to the shared assets/: remove releases/${id}, then deploy.`,
    );
  }
  if (files !== null && (await releaseId(dir, files).catch(() => null)) !== id) {
    throw new DeployError(`${what} in place differs from the build: remove releases/${id}, then deploy again.`);
  }
  await checkPagesWhole(dir, what, 'assets');
}

/** releases.json: every kept release in deploy order, with the hashed files it uses. */
async function readHistory(target: string): Promise<Release[]> {
  const file = join(target, 'releases.json');
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    const releases = await readdir(join(target, 'releases')).catch((): string[] => []);
    if (releases.some((name) => /^[0-9a-f]{12}$/.test(name))) {
      throw new DeployError(
        `${file} is missing but ${join(target, 'releases')} is not empty: restore it, or deploy to a new target.`,
      );
    }
    return [];
  }
  let history: unknown;
  try {
    history = JSON.parse(text);
  } catch (error) {
    throw new DeployError(`${file} is not valid JSON (${messageOf(error)}): restore it, or deploy to a new target.`);
  }
  const isRelease = (value: unknown): value is Release => {
    const release = value as Partial<Record<keyof Release, unknown>> | null;
    return (
      typeof release?.id === 'string' &&
      typeof release.deployedAt === 'string' &&
      Array.isArray(release.assets) &&
      release.assets.every((asset) => typeof asset === 'string')
    );
  };
  if (!Array.isArray(history) || !history.every(isRelease)) {
    throw new DeployError(
      `${file} is not a list of releases ({ id, deployedAt, assets }): restore it, or deploy to a new target.`,
    );
  }
  return history;
}

async function writeAtomically(file: string, text: string): Promise<void> {
  const partial = `${file}.partial-${process.pid}`;
  await writeFile(partial, text, { mode: 0o644 });
  await rename(partial, file);
}

/** Refuses a `current` that is not ours to switch (a directory, say), before anything is written. */
async function checkCurrent(target: string): Promise<void> {
  const current = join(target, 'current');
  const currentStat = await lstat(current).catch(() => null);
  if (currentStat && !currentStat.isSymbolicLink()) {
    throw new DeployError(`${current} exists and is not a symlink: move it away, then deploy again.`);
  }
}

/** Points `current` at the release in one step: a new symlink renamed over the old one. */
async function switchCurrent(target: string, id: string): Promise<string | null> {
  const current = join(target, 'current');
  const previous = await readlink(current).catch(() => null);
  const next = `${current}.next-${process.pid}`;
  await rm(next, { force: true });
  await symlink(join('releases', id), next);
  await rename(next, current);
  return previous;
}

/** The releases to keep: the current one, the last few, and every one retired less than `keepDays` ago. */
export function releasesToKeep(history: readonly Release[], currentId: string, now: Date): Release[] {
  return history.filter((release, index) => {
    const retiredAt = history[index + 1]?.deployedAt;
    return (
      release.id === currentId ||
      index >= history.length - keepReleases ||
      retiredAt === undefined ||
      now.getTime() - Date.parse(retiredAt) < keepDays * day
    );
  });
}

async function prune(target: string, kept: readonly Release[]): Promise<{ releases: number; assets: number }> {
  const keptIds = new Set(kept.map((release) => release.id));
  const usedAssets = new Set(kept.flatMap((release) => release.assets));
  let releases = 0;
  // Also what an interrupted deploy left: staging directories and partial files.
  for (const name of await readdir(join(target, 'releases'))) {
    if (keptIds.has(name)) continue;
    await rm(join(target, 'releases', name), { recursive: true, force: true });
    releases += 1;
  }
  let assets = 0;
  for (const name of await filesUnder(join(target, 'assets'))) {
    if (usedAssets.has(name)) continue;
    await rm(join(target, 'assets', name), { force: true });
    assets += 1;
  }
  return { releases, assets };
}

/** The release a release file names (by its root), or null. */
const releaseNamedBy = (text: string | null): string | null =>
  text?.match(/^root ".*\/releases\/([0-9a-f]{12})";$/m)?.[1] ?? null;

/** The release file's text for the release in place at releases/<id>, from its own headers and pages. */
async function releaseFileFor(target: string, id: string): Promise<string> {
  const dir = join(target, 'releases', id);
  return releaseFile({
    id,
    root: dir,
    headersText: await readFile(join(dir, '_headers'), 'utf8'),
    offered: offeredLanguages(await readdir(dir)),
  });
}

// The lock: a directory, renamed into place whole with the record of its deploy inside.

/** What a deploy's lock records: who holds it, where it stands, and the reload it runs. */
export interface LockRecord {
  readonly pid: number;
  /** The process's start, in clock ticks since boot (Linux): a pid used again is another process. */
  readonly processStart: string | null;
  readonly host: string;
  readonly startedAt: string;
  readonly step: DeployStep;
  readonly release: string | null;
  readonly reloadGroup: number | null;
}

async function processStart(pid: number): Promise<string | null> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  // Fields after the command name (which may hold spaces) in parentheses; the start time is the 22nd.
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
}

async function isRunning(pid: number, start: string | null): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return start === null || (await processStart(pid)) === start;
}

async function groupIsRunning(group: number): Promise<boolean> {
  try {
    process.kill(-group, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // Members that ended but are not reaped yet (zombies) still answer that: only a live one counts.
  const pids = (await readdir('/proc').catch(() => null))?.filter((name) => /^\d+$/.test(name));
  if (!pids) return true;
  for (const pid of pids) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    const [state, , processGroup] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (processGroup === String(group) && state !== 'Z') return true;
  }
  return false;
}

class Lock {
  private record: LockRecord;

  private constructor(
    private readonly path: string,
    record: LockRecord,
  ) {
    this.record = record;
  }

  /** Takes the lock at `target`; returns it with the record of an interrupted deploy whose lock it took over, if any. */
  static async take(target: string, to: string): Promise<{ lock: Lock; interrupted: LockRecord | null }> {
    const path = join(target, lockName);
    const record: LockRecord = {
      pid: process.pid,
      processStart: await processStart(process.pid),
      host: hostname(),
      startedAt: new Date().toISOString(),
      step: 'locked',
      release: null,
      reloadGroup: null,
    };
    const interrupted = await Lock.takeOverStale(path, to);
    const staging = `${path}.new-${process.pid}`;
    await rm(staging, { recursive: true, force: true });
    await mkdir(staging);
    await writeFile(join(staging, 'deploy.json'), `${JSON.stringify(record, null, 2)}\n`);
    try {
      // A rename onto an empty directory would replace it: the check above refused one.
      if (await exists(path)) throw new Error('taken meanwhile');
      await rename(staging, path);
    } catch {
      await rm(staging, { recursive: true, force: true });
      throw new DeployError(`another deploy to ${to} took its lock (${path}) just now.`);
    }
    return { lock: new Lock(path, record), interrupted };
  }

  /** Takes a lock away from a deploy that is not running any more; refuses one that is, or that it cannot tell. */
  private static async takeOverStale(path: string, to: string): Promise<LockRecord | null> {
    if (!(await exists(path))) return null;
    const held = await readFile(join(path, 'deploy.json'), 'utf8')
      .then((text) => JSON.parse(text) as LockRecord)
      .catch(() => null);
    if (held === null) {
      throw new DeployError(
        `another deploy to ${to} is running, or one was interrupted: ${path} records no deploy. If none is running, remove ${path}.`,
      );
    }
    if (held.host !== hostname()) {
      throw new DeployError(
        `a deploy to ${to} on ${held.host} (pid ${held.pid}) holds ${path}: if it is not running, remove ${path}.`,
      );
    }
    if (await isRunning(held.pid, held.processStart)) {
      throw new DeployError(`another deploy to ${to} is running (pid ${held.pid}, since ${held.startedAt}).`);
    }
    // Out of the way in one step: of two deploys that found it, one renames it and the other finds it gone.
    const stale = `${path}.stale-${process.pid}`;
    try {
      await rename(path, stale);
    } catch {
      throw new DeployError(`another deploy to ${to} took over ${path} just now.`);
    }
    await rm(stale, { recursive: true, force: true });
    return held;
  }

  async update(changes: Partial<Pick<LockRecord, 'step' | 'release' | 'reloadGroup'>>): Promise<void> {
    this.record = { ...this.record, ...changes };
    await writeAtomically(join(this.path, 'deploy.json'), `${JSON.stringify(this.record, null, 2)}\n`);
  }

  async release(): Promise<void> {
    await rm(this.path, { recursive: true, force: true });
  }
}

/** Runs `reload` with its process group recorded in the lock, so a later deploy can stop what outlives this one. */
async function reloadRecorded(reload: Reload, lock: Lock): Promise<void> {
  await reload((group) => lock.update({ reloadGroup: group }));
  await lock.update({ reloadGroup: null });
}

/**
 * Writes the release file `text` and has nginx take it up with `reload`; if that fails, the file is put
 * back as it was, so that it always says what nginx serves after a reload.
 */
async function switchNginx(target: string, text: string, reload: Reload, lock: Lock, checkpoint: Checkpoint): Promise<void> {
  const file = join(target, releaseFileName);
  const previous = await readFile(file, 'utf8').catch(() => null);
  await writeAtomically(file, text);
  await lock.update({ step: 'release-file' });
  await checkpoint('release-file');
  try {
    await reloadRecorded(reload, lock);
  } catch (error) {
    if (previous === null) await rm(file, { force: true });
    else await writeAtomically(file, previous);
    throw new DeployError(`nginx did not reload (${messageOf(error)}): it still serves the release it served before.`);
  }
}

/**
 * Makes the release file, nginx and `current` agree before a deploy goes on, after an interrupted
 * deploy (`interrupted`) or a hand that changed one of them: the release the file names if it is whole
 * (a reload may have served it already, and any later one will), else the one `current` names. Says
 * what it found and what it did.
 */
async function reconcile(
  target: string,
  to: string,
  interrupted: LockRecord | null,
  reload: Reload,
  lock: Lock,
  log: (line: string) => void,
): Promise<void> {
  if (interrupted) {
    log(
      `deploy: a deploy interrupted at "${interrupted.step}" (pid ${interrupted.pid}, started ${interrupted.startedAt}${interrupted.release ? `, release ${interrupted.release}` : ''}) left its lock; taken over`,
    );
    if (interrupted.reloadGroup !== null && (await groupIsRunning(interrupted.reloadGroup))) {
      process.kill(-interrupted.reloadGroup, 'SIGKILL');
      log(`deploy: its reload (process group ${interrupted.reloadGroup}) was still running: stopped it`);
    }
  }
  const file = join(target, releaseFileName);
  const named = releaseNamedBy(await readFile(file, 'utf8').catch(() => null));
  const current = await readlink(join(target, 'current'))
    .then((link) => basename(link))
    .catch(() => null);
  if (named === current) {
    if (interrupted)
      log(`deploy: ${releaseFileName} and current agree (${named ? `releases/${named}` : 'no release yet'}): nothing to repair`);
    return;
  }
  const whole = async (id: string | null) =>
    id !== null &&
    (await checkRelease(join(target, 'releases', id), id, null).then(
      () => true,
      () => false,
    ));
  const live = (await whole(named)) ? named : (await whole(current)) ? current : null;
  const said = `${releaseFileName} names ${named ? `releases/${named}` : 'no release'}, current ${current ? `releases/${current}` : 'none'}`;
  if (live === null) {
    throw new DeployError(`${said}, and neither is a whole release in ${to}: restore one, or deploy to a new target.`);
  }
  log(`deploy: ${said}: repairing, with releases/${live}`);
  if (live !== named) await writeAtomically(file, await releaseFileFor(target, live));
  try {
    await reloadRecorded(reload, lock);
  } catch (error) {
    throw new DeployError(
      `nginx did not reload (${messageOf(error)}) for the repair: ${releaseFileName} names releases/${live}; fix nginx, then deploy again.`,
    );
  }
  await switchCurrent(target, live);
  const history = await readHistory(target);
  if (!history.some((release) => release.id === live)) {
    const assets = (await filesUnder(join(target, 'releases', live, 'assets')).catch((): string[] => [])).sort();
    await writeAtomically(
      join(target, 'releases.json'),
      `${JSON.stringify([...history, { id: live, deployedAt: new Date().toISOString(), assets }], null, 2)}\n`,
    );
  }
  log(`deploy: repaired: ${releaseFileName}, nginx and current all on releases/${live}`);
}

type Checkpoint = (step: DeployStep) => Promise<void>;

/** Deploys the build in `from` to `to`, switching nginx with `reload`; `now`, `log` and `checkpoint` are for tests. */
export async function deploy({
  from,
  to,
  reload,
  now = new Date(),
  log = console.log,
  checkpoint = async () => {},
}: {
  readonly from: string;
  readonly to: string;
  /** Reloads nginx gracefully: the switch to the new release. Throws when it did not. */
  readonly reload: Reload;
  readonly now?: Date;
  readonly log?: (line: string) => void;
  /** Called as each step is done and recorded in the lock (tests stop the deploy there). */
  readonly checkpoint?: Checkpoint;
}): Promise<{ id: string; copied: number; removed: { releases: number; assets: number } }> {
  const dist = await realpath(resolve(from)).catch(() => resolve(from));
  const target = resolve(to);
  await checkBuild(dist, from);
  try {
    await makeDirectory(join(target, 'assets'));
    await makeDirectory(join(target, 'releases'));
    await access(target, constants.W_OK);
  } catch (error) {
    throw new DeployError(`cannot write to ${to}: ${messageOf(error)}`);
  }
  const { lock, interrupted } = await Lock.take(target, to);
  try {
    await checkCurrent(target);
    await reconcile(target, to, interrupted, reload, lock, log);
    await checkpoint('locked');
    const files = await buildFiles(dist, from);
    const assets = files.filter((file) => file.startsWith('assets/')).map((file) => file.slice('assets/'.length));
    const pages = files.filter((file) => !file.startsWith('assets/'));
    const id = await releaseId(dist, files);
    await lock.update({ release: id });
    const earlier = (await readHistory(target)).filter((release) => release.id !== id);
    const headersText = await readFile(join(dist, '_headers'), 'utf8');
    const release = join(target, 'releases', id);
    const nginxRelease = releaseFile({ id, root: release, headersText, offered: offeredLanguages(pages) });

    let copied = 0;
    for (const asset of assets) {
      await makeDirectory(dirname(join(target, 'assets', asset)));
      if (await placeAsset(join(dist, 'assets', asset), join(target, 'assets', asset))) copied += 1;
    }
    await lock.update({ step: 'assets' });
    log(`deploy: ${copied} new of ${assets.length} hashed files → ${join(to, 'assets')}/`);
    await checkpoint('assets');

    const created = await placeRelease(dist, pages, release);
    await checkRelease(release, id, files);
    await lock.update({ step: 'staged' });
    log(`deploy: release ${id} ${created ? 'written' : 'already in place'} and checked whole → ${join(to, 'releases', id)}/`);
    await checkpoint('staged');

    // Recorded before the switch, so that no prune can ever take the current release's files.
    const history: Release[] = [...earlier, { id, deployedAt: now.toISOString(), assets }];
    const kept = releasesToKeep(history, id, now);
    await writeAtomically(join(target, 'releases.json'), `${JSON.stringify(kept, null, 2)}\n`);
    await lock.update({ step: 'recorded' });
    await checkpoint('recorded');

    await switchNginx(target, nginxRelease, reload, lock, checkpoint);
    await lock.update({ step: 'reloaded' });
    log(`deploy: ${join(to, releaseFileName)} → releases/${id}, nginx reloaded`);
    await checkpoint('reloaded');

    const previous = await switchCurrent(target, id);
    await lock.update({ step: 'current' });
    log(`deploy: ${join(to, 'current')} → releases/${id}${previous ? ` (was ${relative('releases', previous)})` : ''}`);
    await checkpoint('current');

    const removed = await prune(target, kept);
    await lock.update({ step: 'pruned' });
    log(
      `deploy: removed ${removed.releases} old release(s) and ${removed.assets} unused hashed file(s); ${kept.length} release(s) kept`,
    );
    await checkpoint('pruned');
    await lock.release();
    return { id, copied, removed };
  } catch (error) {
    // A deploy that failed (not one that was killed) leaves nothing half-done to repair: it unlocks.
    await lock.release();
    throw error;
  }
}

// The reload runs as the group leader of a group of its own, beside a watchdog that reads this process's
// end of a pipe: when this process ends, however (a kill -9 too), the pipe closes and the watchdog kills
// the whole group, the reload with it.
const reloadScript = [
  'exec 3<&0 0</dev/null',
  '{ cat <&3; kill -9 0; } >/dev/null 2>&1 & watchdog=$!',
  'exec 3<&-',
  '/bin/sh -c "$1" & reload=$!',
  'wait "$reload"; status=$?',
  'kill "$watchdog" 2>/dev/null',
  'exit "$status"',
].join('\n');

/** A Reload that runs `command` with /bin/sh, in a process group of its own that does not outlive this process. */
export function reloadCommand(command: string): Reload {
  return (started) =>
    new Promise<void>((resolvePromise, reject) => {
      const child = spawn('/bin/sh', ['-c', reloadScript, 'deploy-reload', command], {
        detached: true,
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk;
      });
      child.stderr.on('data', (chunk: Buffer) => {
        output += chunk;
      });
      child.on('error', (error) => reject(new Error(`\`${command}\` could not run: ${error.message}`)));
      child.stdin.on('error', () => {}); // the shell may be gone before its watchdog's pipe is closed
      const recorded = child.pid === undefined ? Promise.resolve() : started(child.pid);
      child.on('close', (code, signal) => {
        child.stdin.end();
        recorded.then(
          () =>
            code === 0
              ? resolvePromise()
              : reject(new Error(`\`${command}\` failed: ${output.trim() || (signal ? `killed by ${signal}` : `exit ${code}`)}`)),
          reject,
        );
      });
    });
}

if (isMain(import.meta.url)) {
  const usage = [
    'usage: npm run deploy -- <target directory> --reload <command> [--from dist]',
    "  e.g. npm run deploy -- /srv/marketplace --reload 'sudo nginx -t && sudo systemctl reload nginx'",
  ].join('\n');
  let from = 'dist';
  let to = '';
  let command = '';
  try {
    const { values, positionals } = parseArgs({
      options: { from: { type: 'string', default: 'dist' }, reload: { type: 'string' } },
      allowPositionals: true,
    });
    if (positionals.length !== 1) throw new Error('one target directory, please');
    if (!values.reload) throw new Error('--reload: the command that reloads nginx, please (the reload is the switch)');
    from = values.from;
    to = positionals[0] ?? '';
    command = values.reload;
  } catch (error) {
    console.error(`deploy: ${messageOf(error)}\n${usage}`);
    process.exit(1);
  }
  try {
    await deploy({ from, to, reload: reloadCommand(command) });
  } catch (error) {
    console.error(
      `deploy: ${error instanceof DeployError ? error.message : error instanceof Error ? error.stack : String(error)}`,
    );
    process.exit(1);
  }
}
