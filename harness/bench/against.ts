// `npm run bench -- --against REF`: REF checked out in a temporary git worktree and built there in the
// bench's stand-in mode by its own `npm run build`, so any earlier release is measured beside this tree.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repo } from '../../scripts/shared/paths.ts';

const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
const lockOf = (dir: string): Record<string, { version?: string }> =>
  JSON.parse(readFileSync(join(dir, 'package-lock.json'), 'utf8')).packages;

/** Checks `ref` out and builds it into `out` there: its name with the commit, the build, and what removes them. */
export function checkOutAndBuild(ref: string, out: string, env: NodeJS.ProcessEnv) {
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`);
  const dir = mkdtempSync(join(tmpdir(), 'bench-against-'));
  const remove = () => {
    rmSync(dir, { recursive: true, force: true });
    git('worktree', 'prune');
  };
  console.log(`\n── Building ${ref} (${commit.slice(0, 7)}) in ${dir} ──`);
  try {
    git('worktree', 'add', '--detach', dir, commit);
    const ours = lockOf(repo);
    // Every package its lock installs is installed here at the same version: this node_modules serves it.
    if (Object.entries(lockOf(dir)).every(([path, { version }]) => path === '' || ours[path]?.version === version)) {
      symlinkSync(join(repo, 'node_modules'), join(dir, 'node_modules'), 'dir');
    } else {
      execFileSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
    }
    execFileSync('npm', ['run', 'build', '--', '--mode', 'standin', '--out', out], { cwd: dir, stdio: 'inherit', env });
  } catch (error) {
    remove();
    throw error;
  }
  return { name: `${ref} (${commit.slice(0, 7)})`, dist: join(dir, out), remove };
}
