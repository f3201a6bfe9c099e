// `npm run deploy -- <target> --reload <command> [--from dist]`: puts a build in place under <target>
// for nginx, in an order in which no visitor ever gets a page whose files are missing, nor a page under
// a policy that blocks it:
//  1. the build's hashed files go into <target>/assets/, shared by every release; old ones stay, for
//     pages still open or cached that load them later;
//  2. everything else (pages, icons, manifest …) goes into a new <target>/releases/<id>/, whose assets/
//     is a link to the shared directory;
//  3. <target>/nginx-release.conf is rewritten for the release: its root and its headers, with its whole
//     Content Security Policy (scripts/headers/nginx-release.ts); then <command> reloads nginx
//     gracefully, which is the switch: old workers finish with the old root and policy, new ones serve
//     the new root and policy together;
//  4. <target>/current points at the release (a record for people and tools; nginx reads the file);
//  5. releases retired more than `keepDays` ago (beyond the last `keepReleases`) are removed, and with
//     them the hashed files no remaining release uses.
// Needs only Node. <id> is a hash of the build: the same build deployed again is the same release.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { constants } from 'node:fs';
import {
  access,
  chmod,
  copyFile,
  lstat,
  mkdir,
  readdir,
  readFile,
  readlink,
  rename,
  rm,
  stat,
  symlink,
  utimes,
  writeFile,
} from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { headersForEveryPath, offeredLanguages, releaseFile } from '../headers/nginx-release.ts';
import { isMain } from '../shared/is-main.ts';

export const keepDays = 7;
export const keepReleases = 3;
/** The file deploy/nginx.conf includes (as snippets/marketplace-release.conf): the release nginx serves. */
export const releaseFileName = 'nginx-release.conf';
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

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function exists(path: string): Promise<boolean> {
  return lstat(path).then(
    () => true,
    () => false,
  );
}

/** Every file under `dir`, as paths relative to it. */
async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(join(dir, prefix), { withFileTypes: true })) {
    const path = join(prefix, entry.name);
    if (entry.isDirectory()) files.push(...(await filesUnder(dir, path)));
    else if (entry.isFile()) files.push(path);
  }
  return files.sort();
}

/** Refuses what is not a production build of this site, with what to do. */
export async function checkBuild(dist: string, from: string): Promise<void> {
  for (const required of ['index.html', '404.html', 'assets', '_headers']) {
    if (!(await exists(join(dist, required)))) {
      throw new DeployError(`${from} is not a built site (no ${required}): run \`npm run build\` first.`);
    }
  }
  // `npm start` builds dist/ against the shop stand-in on loopback: never something to put online.
  const policy = (await readFile(join(dist, 'index.html'), 'utf8')).match(/connect-src ([^;"]*)/)?.[1] ?? '';
  if (/\/\/(?:127\.0\.0\.1|localhost)[:/\s]/.test(`${policy} `)) {
    throw new DeployError(`${from} was built for the local shop stand-in (npm start): build it with \`npm run build\`.`);
  }
  try {
    headersForEveryPath(await readFile(join(dist, '_headers'), 'utf8'));
  } catch (error) {
    throw new DeployError(`${from}/_headers: ${messageOf(error)}: build it again with \`npm run build\`.`);
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

/** Copies a file readable by the web server, keeping its modification time (nginx's ETag and Last-Modified). */
async function copyReadable(source: string, target: string): Promise<void> {
  await copyFile(source, target);
  await chmod(target, 0o644);
  const { atime, mtime } = await stat(source);
  await utimes(target, atime, mtime);
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

/** releases.json: every kept release in deploy order, with the hashed files it uses. */
async function readHistory(target: string): Promise<Release[]> {
  const file = join(target, 'releases.json');
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    const releases = await readdir(join(target, 'releases')).catch((): string[] => []);
    if (releases.length > 0) {
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

/**
 * Writes the release file `text` and has nginx take it up with `reload`; if that fails, the file is put
 * back as it was, so that it always says what nginx serves after a reload.
 */
async function switchNginx(target: string, text: string, reload: () => Promise<void>): Promise<void> {
  const file = join(target, releaseFileName);
  const previous = await readFile(file, 'utf8').catch(() => null);
  await writeAtomically(file, text);
  try {
    await reload();
  } catch (error) {
    if (previous === null) await rm(file, { force: true });
    else await writeAtomically(file, previous);
    throw new DeployError(`nginx did not reload (${messageOf(error)}): it still serves the release it served before.`);
  }
}

/** Deploys the build in `from` to `to`, switching nginx with `reload`; `now` and `log` are for tests. */
export async function deploy({
  from,
  to,
  reload,
  now = new Date(),
  log = console.log,
}: {
  readonly from: string;
  readonly to: string;
  /** Reloads nginx gracefully: the switch to the new release. Throws when it did not. */
  readonly reload: () => Promise<void>;
  readonly now?: Date;
  readonly log?: (line: string) => void;
}): Promise<{ id: string; copied: number; removed: { releases: number; assets: number } }> {
  const dist = resolve(from);
  const target = resolve(to);
  await checkBuild(dist, from);
  try {
    await makeDirectory(join(target, 'assets'));
    await makeDirectory(join(target, 'releases'));
    await access(target, constants.W_OK);
  } catch (error) {
    throw new DeployError(`cannot write to ${to}: ${messageOf(error)}`);
  }
  const lock = join(target, '.deploy-lock');
  try {
    await mkdir(lock);
  } catch {
    throw new DeployError(`another deploy to ${to} is running, or one was interrupted: if none is running, remove ${lock}.`);
  }
  try {
    await checkCurrent(target);
    const files = await filesUnder(dist);
    const assets = files.filter((file) => file.startsWith('assets/')).map((file) => file.slice('assets/'.length));
    const pages = files.filter((file) => !file.startsWith('assets/'));
    const id = await releaseId(dist, files);
    const earlier = (await readHistory(target)).filter((release) => release.id !== id);
    const headersText = await readFile(join(dist, '_headers'), 'utf8');
    const nginxRelease = releaseFile({ id, root: join(target, 'releases', id), headersText, offered: offeredLanguages(pages) });

    let copied = 0;
    for (const asset of assets) {
      await makeDirectory(dirname(join(target, 'assets', asset)));
      if (await placeAsset(join(dist, 'assets', asset), join(target, 'assets', asset))) copied += 1;
    }
    log(`deploy: ${copied} new of ${assets.length} hashed files → ${join(to, 'assets')}/`);

    const created = await placeRelease(dist, pages, join(target, 'releases', id));
    log(`deploy: release ${id} ${created ? 'written' : 'already in place'} → ${join(to, 'releases', id)}/`);

    // Recorded before the switch, so that no prune can ever take the current release's files.
    const history: Release[] = [...earlier, { id, deployedAt: now.toISOString(), assets }];
    const kept = releasesToKeep(history, id, now);
    await writeAtomically(join(target, 'releases.json'), `${JSON.stringify(kept, null, 2)}\n`);

    await switchNginx(target, nginxRelease, reload);
    log(`deploy: ${join(to, releaseFileName)} → releases/${id}, nginx reloaded`);
    const previous = await switchCurrent(target, id);
    log(`deploy: ${join(to, 'current')} → releases/${id}${previous ? ` (was ${relative('releases', previous)})` : ''}`);

    const removed = await prune(target, kept);
    log(
      `deploy: removed ${removed.releases} old release(s) and ${removed.assets} unused hashed file(s); ${kept.length} release(s) kept`,
    );
    return { id, copied, removed };
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  const usage = [
    'usage: npm run deploy -- <target directory> --reload <command> [--from dist]',
    "  e.g. npm run deploy -- /srv/marketplace --reload 'sudo nginx -t && sudo systemctl reload nginx'",
  ].join('\n');
  let from = 'dist';
  let to = '';
  let reloadCommand = '';
  try {
    const { values, positionals } = parseArgs({
      options: { from: { type: 'string', default: 'dist' }, reload: { type: 'string' } },
      allowPositionals: true,
    });
    if (positionals.length !== 1) throw new Error('one target directory, please');
    if (!values.reload) throw new Error('--reload: the command that reloads nginx, please (the reload is the switch)');
    from = values.from;
    to = positionals[0] ?? '';
    reloadCommand = values.reload;
  } catch (error) {
    console.error(`deploy: ${messageOf(error)}\n${usage}`);
    process.exit(1);
  }
  const reload = async () => {
    await promisify(execFile)('/bin/sh', ['-c', reloadCommand]).catch((error: { stderr?: string; message: string }) => {
      throw new Error(`\`${reloadCommand}\` failed: ${error.stderr?.trim() || error.message}`);
    });
  };
  try {
    await deploy({ from, to, reload });
  } catch (error) {
    console.error(
      `deploy: ${error instanceof DeployError ? error.message : error instanceof Error ? error.stack : String(error)}`,
    );
    process.exit(1);
  }
}
