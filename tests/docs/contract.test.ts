// The rules the code follows are in the repository, in docs/product.md: no file cites a contract a clone
// does not hold (the product's specification or design notes kept elsewhere).
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inRepo } from '../../scripts/shared/paths.ts';

/** Every text file of the repository but what npm installed and what builds and runs leave behind. */
function textFiles(dir = ''): string[] {
  return readdirSync(inRepo(dir), { withFileTypes: true }).flatMap((entry) => {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      return /^(node_modules|\.git|dist.*|test-results|bench-results|playwright-report|\.build|\.wrangler)$/.test(entry.name)
        ? []
        : textFiles(path);
    }
    return /\.(ts|tsx|js|json|jsonc|md|sh|conf|html|env.*)$|^\.env/.test(entry.name) && entry.name !== 'package-lock.json'
      ? [path]
      : [];
  });
}

/** A citation of a document outside the repository: the design notes or the specification by name. */
const outside = /DESIGN\.md|landing-page-spec|\b(?:the|its|this) spec(?:ification)?\b(?![.\w]| file)|\bspec['’]s\b/i;

/** `file:line: text` for each line of `files` that cites a document outside the repository. */
function citations(files: readonly { path: string; text: string }[]): string[] {
  return files.flatMap(({ path, text }) =>
    text.split('\n').flatMap((line, index) => (outside.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : [])),
  );
}

describe('the contract', () => {
  it('is docs/product.md, with the routes, the actions, the lookup, the languages, the reports and a glossary', () => {
    const product = readFileSync(inRepo('docs/product.md'), 'utf8');
    for (const heading of [
      'Routes',
      'The three actions',
      'The customer-service lookup',
      'Languages',
      'Field reports',
      'Glossary',
    ]) {
      expect(product).toMatch(new RegExp(`^## .*${heading}`, 'm'));
    }
  });

  it('is cited from nowhere else: no file names a document a clone does not hold', () => {
    const files = textFiles()
      .filter((path) => path !== 'tests/docs/contract.test.ts')
      .map((path) => ({ path, text: readFileSync(inRepo(path), 'utf8') }));
    expect(files.length).toBeGreaterThan(200);
    expect(citations(files)).toEqual([]);
  });

  it('finds a citation however it is written, and not a test spec', () => {
    const lines = [
      'The contract is DESIGN.md, "Field reports".',
      '// as the spec orders it',
      '// the spec’s second source',
      'see ../shared/spec/landing-page-spec.md',
      'Every route of the specification',
    ];
    expect(citations([{ path: 'x.md', text: lines.join('\n') }])).toHaveLength(5);
    const fine = [
      'tests/e2e/sections.spec.ts',
      '// the specs in this folder',
      'runs the spec file again',
      'import x from "./a.spec.ts"',
    ];
    expect(citations([{ path: 'y.ts', text: fine.join('\n') }])).toEqual([]);
  });
});
