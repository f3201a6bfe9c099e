/** "Was this file run directly?" has one answer however the path to it is spelled: through a symlink too. */
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { isMain } from '../../scripts/shared/is-main.ts';

// Node gives a module its real path (import.meta.url), while process.argv[1] keeps the path as typed.
const script = resolve('scripts/deploy/deploy.ts');
const moduleUrl = pathToFileURL(script).href;
const links = mkdtempSync(join(tmpdir(), 'is-main-'));
afterAll(() => rmSync(links, { recursive: true, force: true }));
symlinkSync(resolve('.'), join(links, 'checkout'), 'dir');
symlinkSync(script, join(links, 'deploy.ts'));

/** isMain for the script, as if `tsx <typed>` had started the process. */
const runAs = (typed: string | undefined) => {
  vi.spyOn(process, 'argv', 'get').mockReturnValue([process.execPath, ...(typed === undefined ? [] : [typed])]);
  return isMain(moduleUrl);
};

describe('isMain', () => {
  it('is true for a script run by its own path, through a symlinked checkout, or through a symlink to the file', () => {
    expect(runAs(script)).toBe(true);
    expect(runAs(join(links, 'checkout', 'scripts/deploy/deploy.ts'))).toBe(true);
    expect(runAs(join(links, 'deploy.ts'))).toBe(true);
  });

  it('is false for a module another one imports, and when nothing was run by path (node -e, a REPL)', () => {
    expect(runAs(resolve('scripts/build/build.ts'))).toBe(false);
    expect(runAs(join(links, 'no-such-file.ts'))).toBe(false);
    expect(runAs(undefined)).toBe(false);
  });
});
