// @vitest-environment node
/**
 * Every package the lock installs runs on the oldest Node that package.json asks for: otherwise
 * `npm install` warns (EBADENGINE) on every install, and a reader learns to ignore warnings.
 */
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

interface LockedPackage {
  readonly version?: string;
  readonly engines?: { readonly node?: string };
}

const declared = (JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } }).engines.node;
const locked = (JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockedPackage> }).packages;

/** The packages whose `engines.node` excludes `node`, as `name@version (node range)`. */
function refusing(node: string, packages: Record<string, LockedPackage>): string[] {
  return Object.entries(packages)
    .filter(([path, { engines }]) => path !== '' && engines?.node && !semver.satisfies(node, engines.node))
    .map(([path, { version, engines }]) => `${path.replace(/^.*node_modules\//, '')}@${version} (node ${engines?.node})`);
}

describe('the Node version every dependency needs', () => {
  const oldest = semver.minVersion(declared)?.version ?? '';

  it(`is met by the oldest Node package.json declares (${declared})`, () => {
    expect(oldest).toMatch(/^\d+\.\d+\.\d+$/);
    expect(refusing(oldest, locked)).toEqual([]);
  });

  it('is read from the lock: a package that wants a newer Node is named', () => {
    const newer = { 'node_modules/mermaid': { version: '12.3.0', engines: { node: '>=22.12.0' } } };
    expect(refusing(oldest, newer)).toEqual(['mermaid@12.3.0 (node >=22.12.0)']);
  });
});
