import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { supports } from './browser-support.ts';
import { browserCompatRule } from './compat-rule.ts';

const oldest = { safari: '16.0', chrome: '109', firefox: '115' };

function findings(code: string, featureTested: Record<string, string> = {}): string[] {
  const linter = new Linter({ configType: 'flat' });
  return linter
    .verify(code, [
      {
        plugins: { browser: { rules: { compat: browserCompatRule } } },
        languageOptions: { ecmaVersion: 'latest', sourceType: 'module' },
        rules: { 'browser/compat': ['error', { oldest, featureTested }] },
      },
    ])
    .map((message) => message.message);
}

describe('the browser compatibility rule', () => {
  it('flags URL.canParse, which Safari has only since 17 and Chrome since 120', () => {
    expect(findings("URL.canParse('https://example.com');")).toEqual([
      'URL.canParse() is not supported in Safari 16.0, Chrome 109',
    ]);
  });

  it('flags static JavaScript methods newer than the list and global functions the list lacks', () => {
    expect(findings('Object.groupBy([], String); Promise.withResolvers();')).toEqual([
      'Object.groupBy() is not supported in Safari 16.0, Chrome 109, Firefox 115',
      'Promise.withResolvers() is not supported in Safari 16.0, Chrome 109, Firefox 115',
    ]);
    expect(findings('requestIdleCallback(() => {});')).toEqual(['requestIdleCallback is not supported in Safari 16.0']);
  });

  it('flags members of document and navigator as their interfaces', () => {
    expect(findings('document.startViewTransition(() => {});')).toEqual([
      'document.startViewTransition() is not supported in Safari 16.0, Chrome 109, Firefox 115',
    ]);
  });

  it('passes what every supported browser has', () => {
    expect(findings("new URL('https://example.com'); fetch('/'); structuredClone({}); document.querySelector('p');")).toEqual([]);
  });

  it('passes feature tests and uses behind them', () => {
    expect(findings("if ('requestIdleCallback' in window) window.requestIdleCallback(() => {});")).toEqual([]);
    expect(findings("const later = typeof setImmediate === 'function' ? setImmediate : setTimeout;")).toEqual([]);
    expect(findings('URL.canParse && URL.canParse(value);')).toEqual([]);
  });

  it('reads a guard as code: it must test that very member or global', () => {
    expect(findings("if ('canParse' in URL) URL.canParse(s);")).toEqual([]);
    expect(findings('if (`requestIdleCallback` in window) window.requestIdleCallback(f);')).toEqual([]);
    expect(findings("typeof URL['canParse'] === 'function' ? URL.canParse(s) : false;")).toEqual([]);
    expect(findings("if (typeof requestIdleCallback === 'function') requestIdleCallback(f);")).toEqual([]);
    expect(findings('self.requestIdleCallback ? requestIdleCallback(f) : setTimeout(f);')).toEqual([]);
  });

  it('is not fooled by a guard whose text merely contains the name', () => {
    const canParse = 'URL.canParse() is not supported in Safari 16.0, Chrome 109';
    expect(findings('if (x.canParseLater) URL.canParse(s);')).toEqual([canParse]);
    expect(findings("'canParseLater' in URL && URL.canParse(s);")).toEqual([canParse]);
    expect(findings('if (parser.canParse) URL.canParse(s);')).toEqual([canParse]);
    expect(findings('if (window.requestIdleCallbackLater) requestIdleCallback(f);')).toEqual([
      'requestIdleCallback is not supported in Safari 16.0',
    ]);
  });

  it('passes a local binding that shadows a global, and uses declared feature-tested', () => {
    expect(findings('const URL = { canParse: () => true }; URL.canParse("x");')).toEqual([]);
    expect(findings('navigation.navigate("/");', { navigation: 'tested elsewhere' })).toEqual([]);
  });

  it('reads MDN support statements: ranges, removals, flags and "≤"', () => {
    expect(supports({ version_added: '17' }, '16.0')).toBe(false);
    expect(supports({ version_added: '15.4' }, '16.0')).toBe(true);
    expect(supports({ version_added: '≤79' }, '109')).toBe(true);
    expect(supports({ version_added: '10', version_removed: '16' }, '16.0')).toBe(false);
    expect(
      supports([{ version_added: '12', flags: [{ type: 'preference', name: 'x' }] }, { version_added: false }], '16.0'),
    ).toBe(false);
    expect(supports({ version_added: false }, '16.0')).toBe(false);
  });
});
