// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { transpileTargets } from '../../scripts/build/browser-targets.ts';
import { oldestVersions } from '../../scripts/checks/browser-support.ts';

describe('the supported browsers, in each tool’s words', () => {
  it('gives the build package.json’s list: Chrome and Edge 109, Firefox 115 ESR, Safari and iOS 16', () => {
    expect(transpileTargets()).toEqual(['chrome109', 'edge109', 'firefox115', 'ios16', 'safari16']);
  });

  it('gives the compatibility checks the oldest version of each family on the same list', () => {
    expect(oldestVersions()).toEqual({
      and_chr: expect.any(String),
      and_ff: expect.any(String),
      chrome: '109',
      edge: '109',
      firefox: '115',
      ios_saf: '16.0',
      safari: '16.0',
      samsung: '21',
    });
  });
});
