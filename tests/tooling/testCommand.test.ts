// @vitest-environment node
// `npm test` (scripts/test/test.sh) runs package.json's scripts by name: each step is spelled once, in
// package.json, and every test:* script there is a step.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inRepo } from '../../scripts/shared/paths.ts';

/** The package.json scripts a test.sh runs as steps, in order. */
function stepsOf(script: string): string[] {
  return [...script.matchAll(/^(?:step|vitest_step|playwright_step) (?:'[^']*'|"[^"]*") (\S+)/gm)].map((match) => match[1] ?? '');
}

/** Lines of a test.sh that run a tool themselves instead of a package.json script. */
function toolsRunInline(script: string): string[] {
  return (
    script
      .split('\n')
      .filter((line) => !/^\s*#/.test(line))
      // What is quoted is a title or an argument, not a command.
      .filter((line) => /(?:^|[\s;&|(])(?:npx|tsx|tsc|biome|vitest|playwright)\s/.test(line.replace(/'[^']*'|"[^"]*"/g, "''")))
  );
}

describe('reading test.sh', () => {
  const script = [
    "step 'Typecheck' typecheck",
    "vitest_step 'Unit tests' test:unit vitest",
    '# npx vitest run, in a comment, runs nothing',
    'npx vitest run tests/app',
    "playwright_step 'Browser tests (npx playwright)' test:e2e e2e",
  ].join('\n');

  it('finds the steps, by script name', () => {
    expect(stepsOf(script)).toEqual(['typecheck', 'test:unit', 'test:e2e']);
  });

  it('catches a tool run inline, and lets a step title be', () => {
    expect(toolsRunInline(script)).toEqual(['npx vitest run tests/app']);
  });
});

describe('scripts/test/test.sh', () => {
  const script = readFileSync(inRepo('scripts/test/test.sh'), 'utf8');
  const scripts: Record<string, string> = JSON.parse(readFileSync(inRepo('package.json'), 'utf8')).scripts;

  it('runs only package.json scripts, each step by name', () => {
    const steps = stepsOf(script);
    expect(steps.length).toBeGreaterThan(10);
    expect(steps.filter((step) => !(step in scripts))).toEqual([]);
    expect(toolsRunInline(script)).toEqual([]);
  });

  it('runs every test:* script of package.json', () => {
    const steps = new Set(stepsOf(script));
    expect(Object.keys(scripts).filter((name) => name.startsWith('test:') && !steps.has(name))).toEqual([]);
  });
});
