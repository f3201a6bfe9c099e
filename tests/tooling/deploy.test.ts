// @vitest-environment node
// `npm run deploy`: the layout it leaves, what it keeps, how it refuses, and what it leaves when it is
// killed at any step, and what the next deploy then says and does.
import { type ChildProcess, spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DeployError,
  type DeployStep,
  deploy as deployWith,
  keepDays,
  keepReleases,
  type LockRecord,
  lockName,
  releaseFileName,
  releasesToKeep,
} from '../../scripts/deploy/deploy.ts';
import { liveMembers } from '../fixtures/process-group.ts';

let work: string;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'deploy-test-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/**
 * A built site named `name`: pages that load `/assets/<name>.js`, plus a hashed file every build shares,
 * and the headers file whose `/*` rule carries the build's policy.
 */
function build(name: string, connectSrc = "'self' https://shop.example.com"): string {
  const dist = join(work, `dist-${name}`);
  mkdirSync(join(dist, 'assets'), { recursive: true });
  const page = `<meta http-equiv="Content-Security-Policy" content="connect-src ${connectSrc}"><script src="/assets/${name}.js"></script>${name}`;
  writeFileSync(join(dist, 'index.html'), page);
  writeFileSync(
    join(dist, '_headers'),
    `/*\n  Content-Security-Policy: script-src 'self' 'sha256-${name}'; frame-ancestors 'none'\n  X-Frame-Options: DENY\n\n/assets/${name}.js\n  Cache-Control: immutable\n`,
  );
  writeFileSync(join(dist, '404.html'), `not found ${name}`);
  writeFileSync(join(dist, 'favicon.svg'), `<svg>${name}</svg>`);
  writeFileSync(join(dist, 'assets', `${name}.js`), `console.log(${JSON.stringify(name)})`);
  writeFileSync(join(dist, 'assets', 'shared.js'), 'shared');
  return dist;
}

const at = (days: number) => new Date(Date.UTC(2025, 0, 1) + days * 24 * 60 * 60 * 1000);
const quiet = () => {};
/** A deploy whose nginx reload succeeds and does nothing else. */
const deploy = (options: Omit<Parameters<typeof deployWith>[0], 'reload'>) => deployWith({ reload: async () => {}, ...options });
const served = (target: string, path: string) => readFileSync(join(target, 'current', path), 'utf8');

describe('deploy', () => {
  it('puts the pages in a release, the hashed files in the shared directory, and points current at the release', async () => {
    const target = join(work, 'site');
    const { id } = await deploy({ from: build('a'), to: target, log: quiet });
    expect(lstatSync(join(target, 'current')).isSymbolicLink()).toBe(true);
    expect(readlinkSync(join(target, 'current'))).toBe(join('releases', id));
    expect(served(target, 'index.html')).toContain('/assets/a.js');
    expect(served(target, 'assets/a.js')).toBe('console.log("a")');
    expect(readdirSync(join(target, 'assets')).sort()).toEqual(['a.js', 'shared.js']);
    expect(readdirSync(join(target, 'releases', id)).sort()).toEqual([
      '404.html',
      '_headers',
      'assets',
      'favicon.svg',
      'index.html',
    ]);
    expect(lstatSync(join(target, 'releases', id, 'index.html')).mode & 0o777).toBe(0o644);
    expect(readdirSync(target).sort()).toEqual(['assets', 'current', releaseFileName, 'releases', 'releases.json'].sort());
  });

  it('is harmless to run twice: the same build is the same release, and nothing is copied again', async () => {
    const target = join(work, 'site');
    const dist = build('a');
    const first = await deploy({ from: dist, to: target, log: quiet });
    const second = await deploy({ from: dist, to: target, log: quiet });
    expect(second.id).toBe(first.id);
    expect(second.copied).toBe(0);
    expect(readdirSync(join(target, 'releases'))).toEqual([first.id]);
    expect(served(target, 'index.html')).toContain('a');
  });

  it('keeps the previous build’s hashed files for the pages still open', async () => {
    const target = join(work, 'site');
    const a = await deploy({ from: build('a'), to: target, now: at(0), log: quiet });
    const b = await deploy({ from: build('b'), to: target, now: at(1), log: quiet });
    expect(b.copied).toBe(1); // b.js; shared.js is there already
    expect(served(target, 'index.html')).toContain('/assets/b.js');
    expect(readdirSync(join(target, 'assets')).sort()).toEqual(['a.js', 'b.js', 'shared.js']);
    expect(readdirSync(join(target, 'releases')).sort()).toEqual([a.id, b.id].sort());
  });

  it(`removes releases retired over ${keepDays} days ago beyond the last ${keepReleases}, and the files only they used`, async () => {
    const target = join(work, 'site');
    for (const [index, name] of ['a', 'b', 'c', 'd'].entries())
      await deploy({ from: build(name), to: target, now: at(index), log: quiet });
    const { removed } = await deploy({ from: build('e'), to: target, now: at(3 + keepDays + 1), log: quiet });
    // a and b retired on days 1 and 2, more than a week ago; c, d and e are the last three.
    expect(removed).toEqual({ releases: 2, assets: 2 });
    expect(readdirSync(join(target, 'assets')).sort()).toEqual(['c.js', 'd.js', 'e.js', 'shared.js']);
    const history = JSON.parse(readFileSync(join(target, 'releases.json'), 'utf8')) as { id: string }[];
    expect(readdirSync(join(target, 'releases')).sort()).toEqual(history.map((release) => release.id).sort());
  });

  it('redeploying an older build makes it current again', async () => {
    const target = join(work, 'site');
    const a = await deploy({ from: build('a'), to: target, now: at(0), log: quiet });
    await deploy({ from: build('b'), to: target, now: at(1), log: quiet });
    const again = await deploy({ from: join(work, 'dist-a'), to: target, now: at(2), log: quiet });
    expect(again.id).toBe(a.id);
    expect(served(target, 'index.html')).toContain('/assets/a.js');
  });

  it('cleans up after an interrupted deploy', async () => {
    const target = join(work, 'site');
    await deploy({ from: build('a'), to: target, log: quiet });
    mkdirSync(join(target, 'releases', 'abc.staging-123'));
    writeFileSync(join(target, 'assets', 'x.js.partial-123'), '');
    const { removed } = await deploy({ from: build('b'), to: target, log: quiet });
    expect(removed).toEqual({ releases: 1, assets: 1 });
  });

  it('has nginx take up the release file, with the release’s root and headers, before current switches', async () => {
    const target = join(work, 'site');
    const a = await deploy({ from: build('a'), to: target, log: quiet });
    const seen: string[] = [];
    const reload = async () => {
      seen.push(readFileSync(join(target, releaseFileName), 'utf8'), readlinkSync(join(target, 'current')));
    };
    const b = await deployWith({ from: build('b'), to: target, reload, log: quiet });
    const [file, current] = seen;
    expect(current, 'current is still the old release while nginx reloads').toBe(join('releases', a.id));
    expect(file).toContain(`root "${join(target, 'releases', b.id)}";`);
    expect(file).toContain(`add_header Content-Security-Policy "script-src 'self' 'sha256-b'; frame-ancestors 'none'" always;`);
    expect(file).toContain('add_header X-Frame-Options "DENY" always;');
    expect(file, 'only the headers of every path').not.toContain('immutable');
    expect(readlinkSync(join(target, 'current'))).toBe(join('releases', b.id));
  });

  it('when nginx does not reload: puts the release file back, leaves current, and says what nginx serves', async () => {
    const target = join(work, 'site');
    const a = await deploy({ from: build('a'), to: target, log: quiet });
    const before = readFileSync(join(target, releaseFileName), 'utf8');
    const reload = async () => {
      throw new Error('nginx: [emerg] unknown directive');
    };
    const attempt = deployWith({ from: build('b'), to: target, reload, log: quiet });
    await expect(attempt).rejects.toThrow(DeployError);
    await expect(attempt).rejects.toThrow(/nginx did not reload \(nginx: \[emerg\] unknown directive\): it still serves/);
    expect(readFileSync(join(target, releaseFileName), 'utf8')).toBe(before);
    expect(readlinkSync(join(target, 'current'))).toBe(join('releases', a.id));
  });

  it('on a first deploy nginx does not take up: leaves no release file behind', async () => {
    const target = join(work, 'site');
    const reload = () => Promise.reject(new Error('no nginx'));
    await expect(deployWith({ from: build('a'), to: target, reload, log: quiet })).rejects.toThrow(DeployError);
    expect(readdirSync(target)).not.toContain(releaseFileName);
  });

  it.each<[string, (dist: string) => unknown, RegExp]>([
    [
      'no build',
      (dist: string) => rmSync(join(dist, 'index.html')),
      /is not a built site \(no index\.html\): run `npm run build` first/,
    ],
    [
      'a build without its headers file',
      (dist: string) => rmSync(join(dist, '_headers')),
      /is not a built site \(no _headers\): run `npm run build` first/,
    ],
    [
      'a build whose headers file has no policy for every path',
      (dist: string) => writeFileSync(join(dist, '_headers'), '/assets/a.js\n  Cache-Control: immutable\n'),
      /_headers: the build's _headers has no "\/\*" rule with a Content-Security-Policy: build it again/,
    ],
    ['a stand-in build', () => build('a', "'self' http://127.0.0.1:4174"), /was built for the local shop stand-in \(npm start\)/],
    ...[
      '[::1]',
      '127.0.0.2',
      'localhost.',
      '0.0.0.0',
      'LOCALHOST',
      '127.1',
      'shop.localhost',
      '[::ffff:127.0.0.1]',
      '[0:0:0:0:0:0:0:1]',
    ].map(
      (host) =>
        [
          `a build for the stand-in at ${host}`,
          () => build('a', `'self' http://${host}:4174`),
          /was built for the local shop stand-in \(npm start\): its policy names .*, this machine/,
        ] as [string, () => string, RegExp],
    ),
    [
      'a build whose policy for every path names loopback, though its page does not',
      (dist: string) =>
        writeFileSync(
          join(dist, '_headers'),
          "/*\n  Content-Security-Policy: script-src 'self'; connect-src 'self' http://[::1]:4174; frame-ancestors 'none'\n",
        ),
      /its policy names \[::1\], this machine/,
    ],
    [
      'a build whose page and assets are links to a build elsewhere',
      (dist: string) => {
        const elsewhere = build('elsewhere');
        for (const name of ['index.html', 'assets']) {
          rmSync(join(dist, name), { recursive: true });
          symlinkSync(join(elsewhere, name), join(dist, name));
        }
      },
      /dist-a\/(?:assets|index\.html) is a symbolic link: a deploy takes regular files only/,
    ],
    [
      'a build with a link deep inside',
      (dist: string) => symlinkSync('/etc/passwd', join(dist, 'assets', 'passwd.js')),
      /dist-a\/assets\/passwd\.js is a symbolic link/,
    ],
    [
      'a build whose page refers to a file it does not have',
      (dist: string) => rmSync(join(dist, 'assets', 'a.js')),
      /dist-a is not whole: its pages refer to files it does not have: \/assets\/a\.js \(from index\.html\)/,
    ],
    [
      'a build whose page in another language refers to a file it does not have',
      (dist: string) => writeFileSync(join(dist, 'index.de.html'), '<script src="/assets/de-123.js"></script>'),
      /dist-a is not whole: .*\/assets\/de-123\.js \(from index\.de\.html\)/,
    ],
  ])('refuses %s', async (_case, spoil, message) => {
    const dist = build('a');
    spoil(dist);
    await expect(deploy({ from: dist, to: join(work, 'site'), log: quiet })).rejects.toThrow(message);
    expect(readdirSync(work)).not.toContain('site');
  });

  it('refuses a target it cannot write to', async () => {
    writeFileSync(join(work, 'file'), '');
    const attempt = deploy({ from: build('a'), to: join(work, 'file', 'site'), log: quiet });
    await expect(attempt).rejects.toThrow(DeployError);
    await expect(attempt).rejects.toThrow(/^cannot write to .*file\/site: ENOTDIR/);
  });

  it('refuses to run while another deploy holds the lock, and leaves that lock alone', async () => {
    const target = join(work, 'site');
    mkdirSync(join(target, '.deploy-lock'), { recursive: true });
    await expect(deploy({ from: build('a'), to: target, log: quiet })).rejects.toThrow(/another deploy to .* is running/);
    expect(readdirSync(target)).toContain('.deploy-lock');
  });

  it('refuses to replace a current that is a real directory, before it writes anything', async () => {
    const target = join(work, 'site');
    mkdirSync(join(target, 'current'), { recursive: true });
    await expect(deploy({ from: build('a'), to: target, log: quiet })).rejects.toThrow(/current exists and is not a symlink/);
    expect(readdirSync(target).sort()).toEqual(['assets', 'current', 'releases']);
    expect(readdirSync(join(target, 'assets'))).toEqual([]);
  });

  it('refuses a releases.json that is not a list of releases, with what to do', async () => {
    const target = join(work, 'site');
    mkdirSync(join(target, 'releases'), { recursive: true });
    writeFileSync(join(target, 'releases.json'), '{"id":"x"}');
    const attempt = deploy({ from: build('a'), to: target, log: quiet });
    await expect(attempt).rejects.toThrow(DeployError);
    await expect(attempt).rejects.toThrow(/releases\.json is not a list of releases/);
  });
});

describe('a release checked whole before it goes live', () => {
  it('refuses a release in place that is not the build’s, before nginx is asked to serve it', async () => {
    const target = join(work, 'site');
    const dist = build('a');
    const { id } = await deploy({ from: dist, to: target, log: quiet });
    await deploy({ from: build('b'), to: target, log: quiet });
    rmSync(join(target, 'releases', id, 'index.html'));
    const before = readFileSync(join(target, releaseFileName), 'utf8');
    const reload = vi.fn(async () => {});
    const attempt = deployWith({ from: dist, to: target, reload, log: quiet });
    await expect(attempt).rejects.toThrow(
      `release ${id} in place differs from the build: remove releases/${id}, then deploy again.`,
    );
    expect(reload).not.toHaveBeenCalled();
    expect(readFileSync(join(target, releaseFileName), 'utf8')).toBe(before);
    expect(existsSync(join(target, lockName))).toBe(false);
  });

  it('refuses a hashed file changed in the shared directory, whose copy the release would serve', async () => {
    const target = join(work, 'site');
    const dist = build('a');
    await deploy({ from: dist, to: target, log: quiet });
    // The same build again copies nothing; a hashed file spoilt in place since is found and replaced.
    writeFileSync(join(target, 'assets', 'a.js'), 'spoilt');
    const { copied } = await deploy({ from: dist, to: target, log: quiet });
    expect(copied).toBe(1);
    expect(served(target, 'assets/a.js')).toBe('console.log("a")');
  });
});

describe('the lock', () => {
  const record = (changes: Partial<LockRecord>): LockRecord => ({
    pid: process.pid,
    processStart: null,
    host: hostname(),
    startedAt: '2025-01-01T00:00:00.000Z',
    step: 'staged',
    release: null,
    reloadGroup: null,
    ...changes,
  });
  const lockWith = (target: string, held: LockRecord) => {
    mkdirSync(join(target, lockName), { recursive: true });
    writeFileSync(join(target, lockName, 'deploy.json'), JSON.stringify(held));
  };

  it('refuses while the deploy that holds it runs', async () => {
    const target = join(work, 'site');
    lockWith(target, record({}));
    await expect(deploy({ from: build('a'), to: target, log: quiet })).rejects.toThrow(
      new RegExp(`another deploy to .*site is running \\(pid ${process.pid}, since 2025-01-01T00:00:00\\.000Z\\)`),
    );
    expect(readdirSync(target)).toContain(lockName);
  });

  it('takes over the lock of a deploy that is gone, and says so', async () => {
    const target = join(work, 'site');
    await deploy({ from: build('a'), to: target, log: quiet });
    lockWith(target, record({ pid: await deadPid(), step: 'assets', release: 'feedc0ffee00' }));
    const lines: string[] = [];
    await deploy({ from: build('b'), to: target, log: (line) => lines.push(line) });
    expect(lines[0]).toMatch(
      /^deploy: a deploy interrupted at "assets" \(pid \d+, started 2025-01-01T00:00:00\.000Z, release feedc0ffee00\) left its lock; taken over$/,
    );
    expect(lines[1]).toMatch(/^deploy: nginx-release\.conf and current agree \(releases\/[0-9a-f]{12}\): nothing to repair$/);
    expect(existsSync(join(target, lockName))).toBe(false);
  });

  it('stops a reload the gone deploy left running, and says so', async () => {
    const target = join(work, 'site');
    await deploy({ from: build('a'), to: target, log: quiet });
    // A reload in a group of its own, as the deploy runs it, whose deploy is gone.
    const reload = spawn('/bin/sh', ['-c', 'sleep 600'], { detached: true, stdio: 'ignore' });
    const exited = new Promise((resolve) => reload.on('exit', resolve));
    const group = reload.pid ?? 0;
    lockWith(target, record({ pid: await deadPid(), step: 'release-file', reloadGroup: group }));
    const lines: string[] = [];
    await deploy({ from: build('b'), to: target, log: (line) => lines.push(line) });
    expect(lines[1]).toBe(`deploy: its reload (process group ${group}) was still running: stopped it`);
    await exited;
    await vi.waitFor(() => expect(liveMembers(group)).toEqual([]));
  });

  it('finds nginx-release.conf and current disagreeing, even with no lock left, says so and repairs them', async () => {
    const target = join(work, 'site');
    const a = await deploy({ from: build('a'), to: target, log: quiet });
    const b = await deploy({ from: build('b'), to: target, log: quiet });
    // By hand: current pointed back at a, the release file left on b.
    rmSync(join(target, 'current'));
    symlinkSync(join('releases', a.id), join(target, 'current'));
    const lines: string[] = [];
    const reloads: string[] = [];
    const reload = async () => {
      reloads.push(readFileSync(join(target, releaseFileName), 'utf8'));
    };
    await deployWith({ from: build('c'), to: target, reload, log: (line) => lines.push(line) });
    expect(lines.slice(0, 2)).toEqual([
      `deploy: nginx-release.conf names releases/${b.id}, current releases/${a.id}: repairing, with releases/${b.id}`,
      `deploy: repaired: nginx-release.conf, nginx and current all on releases/${b.id}`,
    ]);
    expect(reloads[0]).toContain(`/releases/${b.id}";`);
  });
});

/** A pid no process has: one that ran and ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid ?? 0;
}

/**
 * The build a release file's root serves, if that release is whole: each page there one build's, and
 * every /assets/ file its pages name present. What nginx serves after a reload of that file.
 */
function wholeBuildAt(confText: string): string {
  const root = confText.match(/^root "([^"]+)";$/m)?.[1];
  if (!root) throw new Error('the release file names no root');
  const builds = new Set<string>();
  for (const page of ['index.html', '404.html']) {
    const html = readFileSync(join(root, page), 'utf8');
    builds.add(html.match(/(?:found )?(\w+)$/)?.[1] ?? '?');
    for (const [, asset = ''] of html.matchAll(/"\/(assets\/[^"]+)"/g)) {
      if (!existsSync(join(root, asset))) throw new Error(`${root}/${asset} is missing`);
    }
  }
  if (builds.size !== 1) throw new Error(`pages of ${[...builds].join(' and ')} in ${root}`);
  return [...builds][0] ?? '';
}

describe('a deploy killed at any step', () => {
  const steps: readonly (DeployStep | 'reloading')[] = [
    'locked',
    'assets',
    'staged',
    'recorded',
    'release-file',
    'reloading',
    'reloaded',
    'current',
    'pruned',
  ];
  let driver: ChildProcess | undefined;
  afterEach(() => {
    driver?.kill('SIGKILL');
  });

  /** Starts a deploy of `from` to `target` in a process of its own, held at `step`; resolves when it is there. */
  async function heldAt(from: string, target: string, step: DeployStep | 'reloading'): Promise<ChildProcess> {
    const served = join(target, 'served.conf');
    // The reload as nginx takes it: the release file, as it is when the reload happens, is what is served.
    const takeUp = `cp '${join(target, releaseFileName)}' '${served}.new' && mv '${served}.new' '${served}'`;
    const reload = step === 'reloading' ? `touch '${join(target, 'reloading')}'; sleep 600; ${takeUp}` : takeUp;
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/fixtures/deploy-driver.ts', from, target, reload, step], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    driver = child;
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk;
    });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    await vi.waitFor(
      () => {
        expect(child.exitCode, `the deploy ended before ${step}: ${out}`).toBeNull();
        expect(step === 'reloading' ? existsSync(join(target, 'reloading')) : out.includes(`at ${step}\n`)).toBe(true);
      },
      { timeout: 15_000, interval: 20 },
    );
    child.kill('SIGKILL');
    await exited;
    return child;
  }

  it.each(steps)(
    'at "%s": the site is always one whole release, and the next deploy says what it finds and repairs it',
    async (step) => {
      const target = join(work, 'site');
      const served = join(target, 'served.conf');
      const takeUp = async () => copyFileSync(join(target, releaseFileName), served);
      await deployWith({ from: build('a'), to: target, reload: takeUp, log: quiet });
      const b = build('b');

      await heldAt(b, target, step);
      // Killed: what nginx serves, and what any reload from now on would serve, is one whole build.
      const live = wholeBuildAt(readFileSync(served, 'utf8'));
      const inFile = wholeBuildAt(readFileSync(join(target, releaseFileName), 'utf8'));
      expect(live).toBe(['reloaded', 'current', 'pruned'].includes(step) ? 'b' : 'a');
      expect(inFile).toBe(['locked', 'assets', 'staged', 'recorded'].includes(step) ? 'a' : 'b');
      const held = JSON.parse(readFileSync(join(target, lockName, 'deploy.json'), 'utf8')) as LockRecord;
      expect(held.step).toBe(step === 'reloading' ? 'release-file' : step);
      if (step === 'reloading') {
        // The reload died with the deploy: its group is gone, and it never takes up the file.
        expect(held.reloadGroup).toBeGreaterThan(0);
        await vi.waitFor(() => expect(liveMembers(held.reloadGroup ?? 0)).toEqual([]), { timeout: 5_000 });
      }

      const lines: string[] = [];
      const { id } = await deployWith({ from: b, to: target, reload: takeUp, log: (line) => lines.push(line) });
      expect(lines[0]).toMatch(
        new RegExp(`^deploy: a deploy interrupted at "${held.step}" \\(pid ${held.pid}, .*\\) left its lock; taken over$`),
      );
      const disagreed = ['release-file', 'reloading', 'reloaded'].includes(step);
      if (disagreed) {
        expect(lines[1]).toMatch(
          new RegExp(
            `^deploy: nginx-release\\.conf names releases/${id}, current releases/[0-9a-f]{12}: repairing, with releases/${id}$`,
          ),
        );
        expect(lines[2]).toBe(`deploy: repaired: nginx-release.conf, nginx and current all on releases/${id}`);
      } else {
        expect(lines[1]).toMatch(/^deploy: nginx-release\.conf and current agree \(releases\/[0-9a-f]{12}\): nothing to repair$/);
      }
      // Then the deploy itself, to the end: all three agree on b, and nothing is left locked.
      expect(wholeBuildAt(readFileSync(served, 'utf8'))).toBe('b');
      expect(readFileSync(served, 'utf8')).toBe(readFileSync(join(target, releaseFileName), 'utf8'));
      expect(readlinkSync(join(target, 'current'))).toBe(join('releases', id));
      expect(existsSync(join(target, lockName))).toBe(false);
    },
    30_000,
  );
});

describe('releasesToKeep', () => {
  const release = (id: string, day: number) => ({ id, deployedAt: at(day).toISOString(), assets: [] });

  it('keeps every release retired within the week, however many', () => {
    const history = ['a', 'b', 'c', 'd', 'e', 'f'].map((id, index) => release(id, index * 0.1));
    expect(releasesToKeep(history, 'f', at(1)).map((kept) => kept.id)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('counts the week from retirement, not from deployment', () => {
    const history = [release('old', 0), release('a', 20), release('b', 21), release('c', 22), release('d', 23)];
    // "old" served for 20 days and was retired 6 days before day 26: kept.
    expect(releasesToKeep(history, 'd', at(26)).map((kept) => kept.id)).toContain('old');
    expect(releasesToKeep(history, 'd', at(28)).map((kept) => kept.id)).not.toContain('old');
  });
});
