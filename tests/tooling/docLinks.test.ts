// @vitest-environment node
// Every relative link and #anchor in the project's Markdown resolves, as on GitHub; and the checker
// (scripts/docs/doc-links.ts) is shown to catch each kind of broken link it claims to. The README stays short.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brokenLinks, type DocFile, headingAnchors, headingSlug, linkTargets } from '../../scripts/docs/doc-links.ts';
import { inRepo } from '../../scripts/shared/paths.ts';

const docPaths = [
  'README.md',
  ...readdirSync(inRepo('docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
  'deploy/README.md',
  'src/earlyInput/README.md',
];
const docs: DocFile[] = docPaths.map((path) => ({ path, text: readFileSync(inRepo(path), 'utf8') }));
const existsInRepo = (path: string) => existsSync(inRepo(path));

describe('the links of README.md, docs/, deploy/README.md and src/earlyInput/README.md', () => {
  it('all resolve: every file exists and every #anchor is a heading', () => {
    const report = brokenLinks(docs, existsInRepo).map(
      ({ file, line, target, reason }) => `${file}:${line} ${target}: ${reason}`,
    );
    expect(report).toEqual([]);
  });

  it('include, in README.md, a link to every other one of them: the front door leads to every room', () => {
    const readme = docs.find(({ path }) => path === 'README.md')?.text ?? '';
    const linked = new Set(linkTargets(readme).map(({ target }) => target.replace(/#.*$/, '')));
    expect(docPaths.filter((path) => path !== 'README.md' && !linked.has(path))).toEqual([]);
  });
});

describe('README.md', () => {
  it('stays a front door: at most 150 lines, none over 120 characters (tables unpadded)', () => {
    const lines = (docs.find(({ path }) => path === 'README.md')?.text ?? '').trimEnd().split('\n');
    expect(lines.length).toBeLessThanOrEqual(150);
    expect(lines.filter((line) => [...line].length > 120)).toEqual([]);
  });
});

describe('brokenLinks', () => {
  const files = new Set(['README.md', 'docs/guide.md', 'docs/other.md', 'src/views/Part.tsx', 'tests']);
  const exists = (path: string) => files.has(path);
  const readme: DocFile = {
    path: 'README.md',
    text: [
      '# Front door',
      '',
      '## Set up (Node ≥ 20.19)',
      '',
      'See [the guide](docs/guide.md), [its second part](docs/guide.md#part-two), [the code](src/views/Part.tsx),',
      '[the tests](tests/) and [set-up](#set-up-node--2019), and [a site](https://example.com/missing#nowhere).',
    ].join('\n'),
  };
  const guide: DocFile = {
    path: 'docs/guide.md',
    text: ['# Guide', '', '## Part two', '', 'Back to [the front door](../README.md#front-door).'].join('\n'),
  };

  it('passes links whose files and headings exist, and leaves external links alone', () => {
    expect(brokenLinks([readme, guide], exists)).toEqual([]);
  });

  it('catches a link to a file that does not exist', () => {
    const page: DocFile = { path: 'docs/guide.md', text: 'See [gone](missing.md) and [gone too](../src/Gone.tsx).' };
    expect(brokenLinks([page], exists)).toEqual([
      { file: 'docs/guide.md', line: 1, target: 'missing.md', reason: 'no file or folder docs/missing.md' },
      { file: 'docs/guide.md', line: 1, target: '../src/Gone.tsx', reason: 'no file or folder src/Gone.tsx' },
    ]);
  });

  it('catches an anchor that is no heading of the same file', () => {
    const page: DocFile = { path: 'docs/guide.md', text: ['# Guide', '', 'Above: [up](#guides).'].join('\n') };
    expect(brokenLinks([page], exists)).toEqual([
      { file: 'docs/guide.md', line: 3, target: '#guides', reason: 'no heading in docs/guide.md has the anchor #guides' },
    ]);
  });

  it('catches an anchor that is no heading of another file', () => {
    const page: DocFile = { path: 'README.md', text: '# Front door\n\nRead\n[part three](docs/guide.md#part-three).' };
    expect(brokenLinks([page, guide], exists)).toEqual([
      {
        file: 'README.md',
        line: 4,
        target: 'docs/guide.md#part-three',
        reason: 'no heading in docs/guide.md has the anchor #part-three',
      },
    ]);
  });

  it('catches a link out of the repository, and an anchor into a file it was not given', () => {
    const page: DocFile = { path: 'docs/guide.md', text: '[up](../../elsewhere.md) [there](other.md#top)' };
    expect(brokenLinks([page], exists).map(({ reason }) => reason)).toEqual([
      'points out of the repository',
      'the anchor is in docs/other.md, which is not among the files checked',
    ]);
  });

  it('reads no link or heading inside code', () => {
    const page: DocFile = {
      path: 'docs/guide.md',
      text: ['# Guide', '', '```sh', '# not a heading', 'echo [x](missing.md)', '```', '', 'Code: `[y](missing.md)`.'].join('\n'),
    };
    expect(brokenLinks([page], exists)).toEqual([]);
    expect(headingAnchors(page.text)).toEqual(['guide']);
  });
});

describe('headingSlug and headingAnchors, as GitHub makes anchors', () => {
  it('lowers the case, drops punctuation but - and _, and turns spaces to -', () => {
    expect(headingSlug('Watching the machines run (XState inspector)')).toBe('watching-the-machines-run-xstate-inspector');
    expect(headingSlug('`VITE_BRAND_LOGO_DARK`: the logo on dark')).toBe('vite_brand_logo_dark-the-logo-on-dark');
    expect(headingSlug('Every language, every width')).toBe('every-language-every-width');
    expect(headingSlug('Über [links](x.md) – größer')).toBe('über-links--größer');
  });

  it('numbers repeated headings -1, -2', () => {
    expect(headingAnchors('# Notes\n\n## Notes\n\n### Notes\n\nTitle\n=====')).toEqual(['notes', 'notes-1', 'notes-2', 'title']);
  });
});
