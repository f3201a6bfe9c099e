// @vitest-environment node
/** "Was this file run directly?" has one answer however the path to it is spelled: through a symlink too. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const probe = resolve('tests/fixtures/is-main-probe.ts');
const links = mkdtempSync(join(tmpdir(), 'is-main-'));
afterAll(() => rmSync(links, { recursive: true, force: true }));

/** Runs a TypeScript script the way npm scripts and runScript do: through tsx. */
const runDirectly = (path: string) => execFileSync(process.execPath, ['--import', 'tsx', path], { encoding: 'utf8' }).trim();

describe('isMain', () => {
  it('is true for a script run by its own path', () => {
    expect(runDirectly(probe)).toBe('true');
  });

  it('is true for a script run through a symlinked checkout (tsx /link/scripts/deploy/deploy.ts)', () => {
    symlinkSync(resolve('.'), join(links, 'checkout'), 'dir');
    expect(runDirectly(join(links, 'checkout', 'tests/fixtures/is-main-probe.ts'))).toBe('true');
  });

  it('is true for a script run through a symlink to the file itself', () => {
    symlinkSync(probe, join(links, 'probe.ts'));
    expect(runDirectly(join(links, 'probe.ts'))).toBe('true');
  });

  it('is false for a module another one imports', () => {
    const imported = execFileSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', `await import(${JSON.stringify(probe)})`],
      {
        encoding: 'utf8',
      },
    );
    expect(imported.trim()).toBe('false');
  });
});
