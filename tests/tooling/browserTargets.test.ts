// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compareVersions, oldestVersions, transpileTargets } from '../../scripts/build/browser-targets.ts';

describe('the supported browsers, in each tool’s words', () => {
  it('compares versions by number, not by text', () => {
    expect(compareVersions('16.10', '16.4')).toBeGreaterThan(0);
    expect(compareVersions('16', '16.0')).toBe(0);
    expect(compareVersions('109', '115')).toBeLessThan(0);
  });

  it('takes the oldest version of each family, and the start of a range', () => {
    expect(oldestVersions(['safari 16.1', 'safari 16.0', 'ios_saf 16.6-16.7', 'ios_saf 16.2'])).toEqual({
      safari: '16.0',
      ios_saf: '16.2',
    });
  });

  it('gives the transpiler one target per engine name, Android and desktop together', () => {
    expect(transpileTargets(['chrome 110', 'and_chr 157', 'chrome 109', 'firefox 115', 'and_ff 160', 'ios_saf 16.0'])).toEqual([
      'chrome109',
      'firefox115',
      'ios16.0',
    ]);
  });

  it('leaves Samsung Internet to the Chrome target and refuses a family it cannot name', () => {
    expect(transpileTargets(['samsung 21', 'chrome 109'])).toEqual(['chrome109']);
    expect(() => transpileTargets(['kaios 3.0-3.1'])).toThrow(/kaios/);
  });

  it('reads package.json: Chrome and Edge 109, Firefox 115 ESR, Safari and iOS 16.0', () => {
    expect(transpileTargets()).toEqual(['chrome109', 'edge109', 'firefox115', 'ios16.0', 'safari16.0']);
  });
});
