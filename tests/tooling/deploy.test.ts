// @vitest-environment node
// `npm run deploy`: the layout it leaves, what it keeps, and how it refuses.
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DeployError,
  deploy as deployWith,
  keepDays,
  keepReleases,
  releaseFileName,
  releasesToKeep,
} from '../../scripts/deploy/deploy.ts';

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

  it.each([
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
  ])('refuses %s', async (_case, spoil, message) => {
    const dist = build('a');
    spoil(dist);
    await expect(deploy({ from: dist, to: join(work, 'site'), log: quiet })).rejects.toThrow(message);
    expect(readdirSync(work)).toEqual(['dist-a']);
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
