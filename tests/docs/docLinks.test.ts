// Every relative link and #anchor in the project's Markdown resolves, as on GitHub (remark-validate-links,
// configured in .remarkrc.json). The README stays short.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inRepo, repo } from '../../scripts/shared/paths.ts';

/** Every Markdown page of the repository, but what npm installed and what builds and runs leave behind. */
function markdownPages(dir = ''): string[] {
  return readdirSync(inRepo(dir), { withFileTypes: true }).flatMap((entry) => {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      return /^(node_modules|\.git|dist.*|test-results|bench-results|playwright-report|\..*)$/.test(entry.name)
        ? []
        : markdownPages(path);
    }
    return entry.name.endsWith('.md') ? [path] : [];
  });
}
const docPaths = ['README.md', ...markdownPages().filter((path) => path !== 'README.md')];
const readme = readFileSync(inRepo('README.md'), 'utf8');

/** remark-cli with the repository's configuration, on `paths` from `cwd`: its exit status and report. */
function checkLinks(cwd: string, paths: readonly string[]) {
  const cli = inRepo('node_modules/remark-cli/cli.js');
  const args = [cli, '--rc-path', inRepo('.remarkrc.json'), '--frail', '--quiet', '--no-stdout', '--no-color', ...paths];
  const { status, stderr } = spawnSync(process.execPath, args, { cwd, encoding: 'utf8' });
  return { status, report: stderr };
}

describe('the links of every Markdown page: README.md, docs/, and the READMEs of folders', () => {
  it('all resolve: every file exists and every #anchor is a heading', () => {
    expect(checkLinks(repo, docPaths)).toEqual({ status: 0, report: '' });
  });

  it('include, in README.md, a link to every other one of them: the front door leads to every room', () => {
    const linked = new Set([...readme.matchAll(/\]\(([^)#\s]+)/g)].map((match) => match[1]));
    expect(docPaths.filter((path) => path !== 'README.md' && !linked.has(path))).toEqual([]);
  });
});

describe('README.md', () => {
  // 150, with the map, which names every file directly in src/ and machines/ (readmeMap.test.ts).
  it('stays a front door: at most 150 lines, none over 120 characters (tables unpadded)', () => {
    const lines = readme.trimEnd().split('\n');
    expect(lines.length).toBeLessThanOrEqual(150);
    expect(lines.filter((line) => [...line].length > 120)).toEqual([]);
  });
});
