// `npm run bench -- --against REF`: the given git ref, checked out beside this working tree (a detached
// `git worktree` in a temporary folder) and built in the bench's stand-in mode with the ref's OWN build
// command, so any earlier release can be measured in the same run as the working tree.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repo } from '../shared/paths.ts';

export interface RefBuild {
  /** The ref as given, and the commit it named. */
  readonly ref: string;
  readonly commit: string;
  /** The built site, in the bench's stand-in mode. */
  readonly dist: string;
  /** Removes the worktree. */
  readonly remove: () => Promise<void>;
}

const git = (args: readonly string[], cwd = repo) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();

type Lock = { packages?: Record<string, { version?: string }> };
const lockOf = (dir: string): Lock =>
  existsSync(join(dir, 'package-lock.json')) ? JSON.parse(readFileSync(join(dir, 'package-lock.json'), 'utf8')) : {};

/**
 * Whether this checkout's node_modules can serve `dir`: every package its lock installs is installed
 * here at the same version (extra packages here are harmless). Then a symlink saves an `npm install`.
 */
export function sharesInstall(dir: string): boolean {
  const theirs = lockOf(dir).packages;
  const ours = lockOf(repo).packages ?? {};
  if (!theirs) return false;
  return Object.entries(theirs).every(([path, { version }]) => path === '' || ours[path]?.version === version);
}

/** The ref's `npm run build` line, run with `-- --mode standin --out OUT` (every release has taken these). */
function buildRef(dir: string, out: string, env: NodeJS.ProcessEnv) {
  const { scripts } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
  if (!scripts?.build) throw new Error('bench --against: the ref has no `build` script in package.json');
  console.log(`  building with its own "${scripts.build}"`);
  execFileSync('npm', ['run', '--silent', 'build', '--', '--mode', 'standin', '--out', out], {
    cwd: dir,
    stdio: 'inherit',
    env,
  });
}

/** Checks `ref` out into a temporary worktree and builds it into `out` there. */
export async function checkOutAndBuild(ref: string, out: string, env: NodeJS.ProcessEnv): Promise<RefBuild> {
  const commit = git(['rev-parse', '--verify', `${ref}^{commit}`]);
  const dir = await mkdtemp(join(tmpdir(), 'bench-against-'));
  const remove = async () => {
    git(['worktree', 'remove', '--force', dir]);
    await rm(dir, { recursive: true, force: true });
  };
  console.log(`\n── Building ${ref} (${commit.slice(0, 7)}) in ${dir} ──`);
  try {
    git(['worktree', 'add', '--detach', dir, commit]);
    if (sharesInstall(dir)) {
      console.log('  its dependencies are installed here at the same versions: node_modules linked');
      await symlink(join(repo, 'node_modules'), join(dir, 'node_modules'), 'dir');
    } else {
      console.log('  its dependencies differ from this checkout: npm install');
      execFileSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
    }
    buildRef(dir, out, env);
  } catch (error) {
    await remove();
    throw error;
  }
  return { ref, commit, dist: join(dir, out), remove };
}
