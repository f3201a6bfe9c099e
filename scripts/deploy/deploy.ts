// `npm run deploy -- <target> [--from dist]`: the build copied into <target>/releases/<id>/ and served
// once the <target>/current link is renamed onto it; files only, no reload (deploy/README.md, nginx).
import { createHash } from 'node:crypto';
import { constants } from 'node:fs';
import {
  chmod,
  link,
  lstat,
  mkdir,
  open,
  readdir,
  readFile,
  realpath,
  rename,
  rm,
  symlink,
  utimes,
  writeFile,
} from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { isMain } from '../shared/is-main.ts';
import { checkBuild, DeployError } from './check-build.ts';

export const keepDays = 7;
export const keepReleases = 3;
const day = 24 * 60 * 60 * 1000;

/** What releases/<id>.json records: when the release last went live, and the hashed files its build brought. */
export interface Release {
  readonly id: string;
  readonly deployedAt: string;
  readonly assets: readonly string[];
}

/** Where a deploy stands, in order; tests kill one at each. */
export type DeployStep = 'checked' | 'staged' | 'placed' | 'recorded' | 'switched' | 'pruned';

const plainName = /^[\w][\w.-]*$/;
const releaseName = /^[0-9a-f]{16}$/;

/** What is at `path`, not following a link; null when nothing is. */
const entryAt = (path: string) => lstat(path).catch(() => null);

/** A directory the web server can read, whatever the umask. */
async function makeDirectory(path: string, recursive = false): Promise<void> {
  await mkdir(path, { recursive });
  await chmod(path, 0o755);
}

/** Copies a regular file, readable by the web server, with modification time `mtime` (nginx's ETag and Last-Modified). */
async function copyFile(source: string, target: string, mtime: Date): Promise<void> {
  const handle = await open(source, constants.O_RDONLY | constants.O_NOFOLLOW);
  try {
    await writeFile(target, await handle.readFile(), { mode: 0o644, flag: 'wx' });
  } finally {
    await handle.close();
  }
  await chmod(target, 0o644);
  await utimes(target, mtime, mtime);
}

/** The kept releases' records, newest first; a record that does not parse is skipped, with a word. */
async function readReleases(releases: string): Promise<Release[]> {
  const found: Release[] = [];
  for (const name of await readdir(releases)) {
    const id = name.replace(/\.json$/, '');
    if (!releaseName.test(id) || name === id) continue;
    try {
      const record = JSON.parse(await readFile(join(releases, name), 'utf8')) as Partial<Release>;
      const deployedAt = new Date(String(record.deployedAt)).toISOString();
      const assets = Array.isArray(record.assets) ? record.assets.filter((asset) => plainName.test(String(asset))) : [];
      if ((await lstat(join(releases, id))).isDirectory()) found.push({ id, deployedAt, assets });
    } catch {
      console.warn(`deploy: skipped releases/${name}: not a record a deploy wrote, or its release is gone`);
    }
  }
  return found.sort((a, b) => b.deployedAt.localeCompare(a.deployedAt));
}

/** Of `releases`, newest first, those to keep: `live`, the last `keepReleases`, and every one live within `keepDays`. */
export function releasesToKeep(releases: readonly Release[], live: string, now: Date): Release[] {
  return releases.filter(
    (release, index) =>
      release.id === live || index < keepReleases || now.getTime() - Date.parse(release.deployedAt) < keepDays * day,
  );
}

/** The newest modification time of the regular files under `dir`, in seconds; links are not followed. */
async function newestFile(dir: string): Promise<number> {
  let newest = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) newest = Math.max(newest, Math.floor((await lstat(join(entry.parentPath, entry.name))).mtimeMs / 1000));
  }
  return newest;
}

/** Copies the build into a new releases/<id>/, carrying the hashed files of `kept`; renamed into place only when whole. */
async function stage(
  dist: string,
  files: readonly string[],
  releases: string,
  id: string,
  kept: readonly Release[],
): Promise<void> {
  const staging = join(releases, `.staging-${id}-${process.pid}`);
  try {
    await makeDirectory(staging);
    for (const dir of new Set(files.flatMap((file) => (file.includes('/') ? [file.slice(0, file.lastIndexOf('/'))] : [])))) {
      await makeDirectory(join(staging, dir), true);
    }
    // Each file a modification time of its own, after every earlier release's: nginx's ETag (time and
    // size) then differs whenever a body does, between languages and compressed copies too.
    let stamp = Math.floor(Date.now() / 1000) - files.length;
    for (const release of kept) stamp = Math.max(stamp, 1 + (await newestFile(join(releases, release.id))));
    for (const [index, file] of files.entries()) {
      await copyFile(join(dist, file), join(staging, file), new Date((stamp + index) * 1000));
    }
    for (const release of kept) {
      for (const asset of release.assets) {
        const [from, to] = [join(releases, release.id, 'assets', asset), join(staging, 'assets', asset)];
        if ((await entryAt(from))?.isFile() && !(await entryAt(to))) await link(from, to);
      }
    }
    await rename(staging, join(releases, id));
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    // ENOTEMPTY: another deploy placed the same build first.
    if ((error as NodeJS.ErrnoException).code !== 'ENOTEMPTY') throw error;
  }
}

/** Checks that releases/<id>/ holds the build's files exactly: a release found in place is served only if so. */
async function checkPlaced(dist: string, files: readonly string[], release: string): Promise<void> {
  for (const file of files) {
    const placed = await readFile(join(release, file)).catch(() => null);
    if (!placed?.equals(await readFile(join(dist, file)))) {
      throw new DeployError(`${release} differs from the build at ${file}: remove that directory, then deploy again.`);
    }
  }
}

export async function deploy({
  from,
  to,
  log = console.log,
  now = () => new Date(),
  checkpoint = async () => {},
}: {
  readonly from: string;
  readonly to: string;
  readonly log?: (line: string) => void;
  readonly now?: () => Date;
  readonly checkpoint?: (step: DeployStep) => Promise<void>;
}): Promise<string> {
  const target = await realpath(to).catch(() => {
    throw new DeployError(`no directory ${to}: create it first (sudo install -d -o "$(id -un)" ${to}).`);
  });
  if (!(await lstat(target)).isDirectory()) throw new DeployError(`${to} is not a directory.`);
  const dist = resolve(from);
  const files = await checkBuild(dist);
  await checkpoint('checked');

  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file}\0`).update(await readFile(join(dist, file)));
  const id = hash.digest('hex').slice(0, 16);
  const releases = join(target, 'releases');
  const found = await entryAt(releases);
  if (!found) await makeDirectory(releases);
  else if (!found.isDirectory()) throw new DeployError(`${releases} is not a directory (a link?): move it away, then deploy.`);
  /** The id of the release `current` points at, or ''. */
  const live = async () => (await realpath(join(target, 'current')).catch(() => '')).slice(releases.length + 1);
  const others = (await readReleases(releases)).filter((release) => release.id !== id);
  const kept = releasesToKeep([{ id, deployedAt: now().toISOString(), assets: [] }, ...others], await live(), now());

  if (!(await entryAt(join(releases, id)))) await stage(dist, files, releases, id, kept.slice(1));
  await checkpoint('staged');
  await checkPlaced(dist, files, join(releases, id));
  await checkpoint('placed');
  const assets = files.filter((file) => file.startsWith('assets/')).map((file) => file.slice('assets/'.length));
  const record = join(releases, `${id}.json`);
  const written = `${record}.${process.pid}`;
  await writeFile(written, `${JSON.stringify({ id, deployedAt: now().toISOString(), assets }, null, 2)}\n`);
  await chmod(written, 0o644);
  await rename(written, record);
  await checkpoint('recorded');

  const next = join(target, `.current-${process.pid}`);
  await rm(next, { force: true });
  await symlink(join('releases', id), next);
  await rename(next, join(target, 'current')).catch(async (error: unknown) => {
    await rm(next, { force: true });
    throw new DeployError(`${join(target, 'current')} could not be switched (${String(error)}): it must be a link or absent.`);
  });
  log(`deploy: ${to}/current is release ${id}`);
  await checkpoint('switched');

  // What to keep is read again now: a deploy beside this one may have recorded a release since.
  const liveNow = await live();
  const keep = new Set([id, liveNow, ...releasesToKeep(await readReleases(releases), liveNow, now()).map((r) => r.id)]);
  for (const name of await readdir(releases)) {
    const entry = join(releases, name);
    const id = name.replace(/\.json$/, '');
    const recorded = name.endsWith('.json') || (await entryAt(`${entry}.json`)) !== null;
    const old = now().getTime() - (await lstat(entry)).mtimeMs > day;
    // A release with no record yet may be another deploy's, still on its way: removed only once old.
    const retired = releaseName.test(id) && !keep.has(id) && (recorded || old);
    if (retired || (name.startsWith('.staging-') && old)) await rm(entry, { recursive: true, force: true }); // a link is removed, never followed
  }
  await checkpoint('pruned');
  return id;
}

const systemErrors: Readonly<Record<string, string>> = {
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EACCES: 'permission denied',
  EROFS: 'the file system is read-only',
};

if (isMain(import.meta.url)) {
  let switched = false;
  const log = (line: string) => {
    switched = true; // the one line a deploy prints is the switch's
    console.log(line);
  };
  try {
    const { positionals, values } = parseArgs({ allowPositionals: true, options: { from: { type: 'string', default: 'dist' } } });
    if (positionals.length !== 1) throw new DeployError('usage: npm run deploy -- <target directory> [--from dist]');
    await deploy({ from: values.from, to: positionals[0] ?? '', log });
  } catch (error) {
    const { code, path } = error as NodeJS.ErrnoException;
    const reason = code && systemErrors[code] ? `${systemErrors[code]} (${path ?? code})` : (error as Error).message;
    const served = switched ? 'the new release is served; old ones were not all removed' : 'the site still serves what it served';
    console.error(`deploy: ${reason}; ${served}.`);
    process.exit(1);
  }
}
