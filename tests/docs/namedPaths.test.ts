// Every repository path a comment, a doc or a string names exists: a file that moves or goes takes its
// mentions with it, or this fails with each one's file:line.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repo } from '../../scripts/shared/paths.ts';

/** The project's top-level folders: a token starting with one of them is read as a path. */
const roots = ['src', 'scripts', 'harness', 'tests', 'machines', 'locales', 'docs', 'deploy', 'brand', '.ci'];

// A root at the start of a token (not the tail of a longer path, a relative import or a URL), then
// everything up to a space, a quote, a bracket or a comma.
const token = new RegExp(
  `(?<![\\w./@$\\\\-])(?:${roots.map((root) => root.replace('.', '\\.')).join('|')})/[^\\s'"\`()\\[\\],;]*`,
  'g',
);

/**
 * The repository paths named in `text`, with their 1-based line: a line number (`:15`, `:170-175`),
 * an `#anchor` or a `?query` after a path, and sentence punctuation after it, are not part of it.
 * Globs and placeholders (`*`, `<code>`, `${…}`, `{a,b}`, `…`) and regular expressions (`\/`) name a
 * pattern, not one file, and are left out.
 */
function namedPaths(text: string): { readonly line: number; readonly path: string }[] {
  return text.split('\n').flatMap((content, index) =>
    [...content.matchAll(token)]
      .map((match) =>
        match[0]
          .replace(/[#?].*$/, '')
          .replace(/[.:!]+$/, '')
          .replace(/(?::\d+(?:[-–]\d+)?)+$/, '')
          .replace(/[.:!]+$/, ''),
      )
      .filter((path) => !/[*<>{}$…\\]/.test(path))
      .map((path) => ({ line: index + 1, path })),
  );
}

/** `file:line: path` for each path named in `files` that `exists` denies. */
function missingNamedPaths(
  files: readonly { readonly file: string; readonly text: string }[],
  exists: (path: string) => boolean,
): string[] {
  return files.flatMap(({ file, text }) =>
    namedPaths(text)
      .filter(({ path }) => !exists(path))
      .map(({ line, path }) => `${file}:${line}: ${path}`),
  );
}

/** Files whose mentions of missing paths are deliberate, and why. */
const deliberate: Readonly<Record<string, string>> = {
  'harness/checks/architecture.test.ts': 'its fixtures are made-up modules, which prove the import rule fails on them',
  'tests/operators/config.test.ts': 'its fixtures are settings naming brand files, some missing on purpose',
  'tests/operators/heroPicture.test.ts': 'its fixtures are settings naming a hero picture that is not there',
  'harness/vitest/leak-guard.test.ts': 'its fixtures are made-up stacks, naming a test file that leaks',
  'harness/docs/statecharts.test.ts': 'its fixture is a made-up machine, in a made-up file',
  'harness/checks/programs.test.ts': 'its fixtures are made-up files that start programs, which prove the check fails on them',
  'tests/docs/namedPaths.test.ts': 'its fixtures name missing paths, to prove they are caught',
};

/** Paths named on purpose though missing, by file, and why. */
const deliberatePaths: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  '.env': {
    'brand/logo-dark.svg': 'an example value of an optional setting, for the operator to add',
    'brand/hero.jpg': 'an example value of an optional setting, for the operator to add',
  },
};

/** Folders never read: installed packages, version control, and what builds and test runs write. */
const skippedFolder = (name: string) =>
  name === 'node_modules' ||
  name.startsWith('dist') ||
  ['test-results', 'playwright-report', 'bench-results'].includes(name) ||
  (name.startsWith('.') && name !== '.ci');

const readFile = (name: string, folder: string) =>
  /\.(ts|tsx|mts|mjs|js|sh|conf|jsonc|md)$/.test(name) ||
  name === 'package.json' ||
  (name.startsWith('.env') && !name.endsWith('.local')) ||
  folder === '.ci';

/** The repository's source and documentation files, by path relative to the repository. */
function sourceFiles(folder = ''): string[] {
  return readdirSync(join(repo, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return skippedFolder(entry.name) ? [] : sourceFiles(path);
    return entry.isFile() && readFile(entry.name, folder) ? [path] : [];
  });
}

describe('namedPaths', () => {
  const present = new Set(['src/main.tsx', 'deploy/', 'docs/machines.md', 'tests/e2e/fixtures.ts']);
  const exists = (path: string) => present.has(path);

  it('catches a missing path and passes a present one', () => {
    const text = '// Built by scripts/nowhere/gone.ts, read by src/main.tsx.\n';
    expect(missingNamedPaths([{ file: 'x.ts', text }], exists)).toEqual(['x.ts:1: scripts/nowhere/gone.ts']);
  });

  it('reads a path through a line number, an anchor, a query and sentence punctuation after it', () => {
    const text = [
      'See `tests/e2e/fixtures.ts:108-178`, then deploy/.',
      '[the machines](docs/machines.md#language) and src/main.tsx?raw: done',
      'and (src/gone.tsx:12), or src/gone.tsx:12.',
    ].join('\n');
    expect(namedPaths(text).map(({ path }) => path)).toEqual([
      'tests/e2e/fixtures.ts',
      'deploy/',
      'docs/machines.md',
      'src/main.tsx',
      'src/gone.tsx',
      'src/gone.tsx',
    ]);
    expect(missingNamedPaths([{ file: 'doc.md', text }], exists)).toEqual(['doc.md:3: src/gone.tsx', 'doc.md:3: src/gone.tsx']);
  });

  it('leaves out globs, placeholders and regular expressions, which name patterns, not files', () => {
    const text = [
      'tests/e2e/*.spec.ts and locales/<code>.ts and src/**/x.ts',
      'tests/$name.ts is built from a variable',
      '/^scripts\\/checks\\// matches a folder',
    ].join('\n');
    expect(namedPaths(text)).toEqual([]);
  });

  it('leaves out the tail of a longer path, a relative import or a URL', () => {
    const text = "import x from '../../src/gone.ts'; // https://example.com/scripts/gone.ts, node_modules/x/src/gone.js";
    expect(namedPaths(text)).toEqual([]);
  });
});

it('every repository path a source file or doc names exists', () => {
  const files = sourceFiles()
    .filter((file) => !(file in deliberate))
    .map((file) => ({ file, text: readFileSync(join(repo, file), 'utf8') }));
  expect(files.length).toBeGreaterThan(100);
  const missing = missingNamedPaths(files, (path) => existsSync(join(repo, path))).filter((entry) => {
    const [file = '', path = ''] = entry.split(/:\d+: /);
    return !deliberatePaths[file]?.[path];
  });
  expect(missing, 'each names a path that does not exist: fix the path, or the mention').toEqual([]);
});
