// @vitest-environment node
// Every relative link and #anchor in the project's Markdown resolves, as on GitHub (remark-validate-links,
// configured in .remarkrc.json); the checker is shown to catch a broken path and anchor. The README stays short.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inRepo, repo } from '../../scripts/shared/paths.ts';

const docPaths = [
  'README.md',
  ...readdirSync(inRepo('docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
  'deploy/README.md',
  'src/earlyInput/README.md',
];
const readme = readFileSync(inRepo('README.md'), 'utf8');

/** remark-cli with the repository's configuration, on `paths` from `cwd`: its exit status and report. */
function checkLinks(cwd: string, paths: readonly string[]) {
  const cli = inRepo('node_modules/remark-cli/cli.js');
  const args = [cli, '--rc-path', inRepo('.remarkrc.json'), '--frail', '--quiet', '--no-stdout', '--no-color', ...paths];
  const { status, stderr } = spawnSync(process.execPath, args, { cwd, encoding: 'utf8' });
  return { status, report: stderr };
}

describe('the links of README.md, docs/, deploy/README.md and src/earlyInput/README.md', () => {
  it('all resolve: every file exists and every #anchor is a heading', () => {
    expect(checkLinks(repo, docPaths)).toEqual({ status: 0, report: '' });
  });

  it('include, in README.md, a link to every other one of them: the front door leads to every room', () => {
    const linked = new Set([...readme.matchAll(/\]\(([^)#\s]+)/g)].map((match) => match[1]));
    expect(docPaths.filter((path) => path !== 'README.md' && !linked.has(path))).toEqual([]);
  });
});

describe('README.md', () => {
  it('stays a front door: at most 150 lines, none over 120 characters (tables unpadded)', () => {
    const lines = readme.trimEnd().split('\n');
    expect(lines.length).toBeLessThanOrEqual(150);
    expect(lines.filter((line) => [...line].length > 120)).toEqual([]);
  });
});

describe('the link checker', () => {
  it('catches a missing file and a missing heading, here or in another file, and not links in code or to sites', () => {
    const dir = mkdtempSync(join(tmpdir(), 'doc-links-'));
    mkdirSync(join(dir, 'docs'));
    writeFileSync(join(dir, 'docs/guide.md'), '# Guide\n\n## Part two\n\nBack to [the door](../README.md#set-up-node--2019).\n');
    writeFileSync(
      join(dir, 'README.md'),
      [
        '# Front door',
        '',
        '## Set up (Node ≥ 20.19)',
        '',
        'Fine: [the guide](docs/guide.md#part-two), [docs](docs/), [here](#front-door), [a site](https://example.com/x#y).',
        'Broken: [gone](docs/missing.md), [part three](docs/guide.md#part-three), [nowhere](#nowhere).',
        '',
        '```sh',
        'echo [x](missing.md)',
        '```',
        '',
        'Code: `[y](missing.md)`.',
      ].join('\n'),
    );
    const { status, report } = checkLinks(dir, ['README.md', 'docs']);
    rmSync(dir, { recursive: true, force: true });
    expect(status).toBe(1);
    expect([...report.matchAll(/^(\d+):\S+\s+warning (.+?)\s+missing-/gm)].map((match) => `${match[1]}: ${match[2]}`)).toEqual([
      '6: Cannot find file `docs/missing.md`',
      '6: Cannot find heading for `#part-three` in `docs/guide.md`',
      '6: Cannot find heading for `#nowhere`',
    ]);
  });
});
