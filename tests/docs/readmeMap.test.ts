// The README's map of the code names every file and folder directly in src/ and machines/, and nothing
// there that is gone: a file added, moved or removed changes the map with it.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inRepo } from '../../scripts/shared/paths.ts';

/** The map's lines for `folder`: from its own line to the next top-level one. */
export function mapBlock(readme: string, folder: string): string {
  const map = readme.slice(readme.indexOf('## Map of the code'));
  const lines = (/```\n([\s\S]*?)```/.exec(map)?.[1] ?? '').split('\n');
  const start = lines.findIndex((line) => line.startsWith(`${folder}/`));
  if (start === -1) return '';
  const next = lines.findIndex((line, index) => index > start && /^\S/.test(line));
  return lines.slice(start, next === -1 ? undefined : next).join('\n');
}

/** What the map leaves out of `folder`, and what it names there that `folder` does not hold. */
export function mapProblems(readme: string, folder: string, entries: readonly string[], nested: readonly string[]): string[] {
  const block = mapBlock(readme, folder);
  const named = new Set([...block.matchAll(/(?<![\w.*-])[A-Za-z][\w.-]*\.(?:tsx?|md)\b/g)].map((match) => match[0]));
  const missing = entries.filter(
    (entry) => !new RegExp(`(^|[\\s(])${entry.replace('.', '\\.')}(?=[\\s),:;]|$)`, 'm').test(block),
  );
  const gone = [...named].filter((name) => !entries.includes(name) && !nested.includes(name));
  return [
    ...missing.map((entry) => `${folder}/${entry} is not on the README's map`),
    ...gone.map((name) => `the README's map names ${name} under ${folder}/, which has no such file`),
  ];
}

function entriesOf(folder: string) {
  const entries = readdirSync(inRepo(folder), { withFileTypes: true }).map((entry) =>
    entry.isDirectory() ? `${entry.name}/` : entry.name,
  );
  const nested = (readdirSync(inRepo(folder), { recursive: true }) as string[]).map((path) => path.split('/').pop() ?? '');
  return { entries, nested };
}

describe("the README's map of the code", () => {
  const readme = readFileSync(inRepo('README.md'), 'utf8');

  for (const folder of ['src', 'machines']) {
    it(`names every file and folder directly in ${folder}/, and no file ${folder}/ does not hold`, () => {
      const { entries, nested } = entriesOf(folder);
      expect(entries.length).toBeGreaterThan(3);
      expect(mapProblems(readme, folder, entries, nested)).toEqual([]);
    });
  }

  it('catches a file left out and a file named but gone', () => {
    const planted = '## Map of the code\n```\nsrc/  the app\n  main.tsx  the entry\n  old.ts  gone\nmachines/  behaviour\n```\n';
    expect(mapProblems(planted, 'src', ['main.tsx', 'App.tsx', 'views/'], [])).toEqual([
      "src/App.tsx is not on the README's map",
      "src/views/ is not on the README's map",
      "the README's map names old.ts under src/, which has no such file",
    ]);
  });
});
