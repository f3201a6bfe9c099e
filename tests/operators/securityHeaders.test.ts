import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fillPage } from '../../scripts/build/page-template.ts';
import { headersForPath } from '../../scripts/headers/headers-file.ts';
import { headerPolicy, imagePolicy, pagePolicy, policyOfPage, securityHeaders } from '../../scripts/headers/security-headers.ts';
import { cacheControl, headersFile, maxRules } from '../../scripts/headers/static-host-files.ts';
import { inRepo } from '../../scripts/shared/paths.ts';

const policy = pagePolicy({ scriptHash: "'sha256-script'", styleHash: "'sha256-style'", shopOrigin: 'https://shop.example.com' });

describe('the header policy', () => {
  it('forbids framing, which a <meta> cannot, and holds nothing a build changes', () => {
    expect(headerPolicy).toBe("frame-ancestors 'none'; base-uri 'none'; object-src 'none'; form-action 'none'");
    expect(headerPolicy).not.toMatch(/sha256|https?:/);
  });

  it('is what deploy/nginx-headers.conf sends, written out there for nginx', () => {
    const conf = readFileSync(inRepo('deploy/nginx-headers.conf'), 'utf8');
    const sent = [...conf.matchAll(/^add_header (\S+) "([^"]*)" always;$/gm)].map(([, name, value]) => [name, value]);
    expect(sent).toEqual(securityHeaders.map(([name, value]) => [name, value]));
  });

  it('is read back from a page exactly as the prerender wrote it', () => {
    const template =
      '<html lang="en" dir="ltr"><meta charset="utf-8" />\n<meta name="viewport" content="width=device-width, initial-scale=1" />\n<title><!--title--></title><meta name="description" content="" /><!--head--><div id="root"><!--app--></div>';
    const empty = { inlineScript: '', title: '', description: '', headTags: '', body: '' };
    const page = fillPage(template, { ...empty, policy, kind: 'landing', tag: 'en', dir: 'ltr' });
    expect(policyOfPage(page)).toBe(policy);
    expect(policyOfPage('<meta charset="utf-8" />')).toBeNull();
  });
});

describe('the page policy', () => {
  it.each([
    'https://shop.example.com;sandbox',
    "https://shop.example.com 'unsafe-inline'",
    'https://shop.example.com/base',
    'https://shop_example.com',
    'shop.example.com',
  ])('takes no shop origin but scheme://host[:port]: not %j', (shopOrigin) => {
    expect(() => pagePolicy({ scriptHash: "'sha256-a'", styleHash: "'sha256-b'", shopOrigin })).toThrow(
      /is not scheme:\/\/host\[:port\]/,
    );
  });

  it('is strict: nothing unsafe; scripts and styles by their hashes; base, plugins and forms locked down', () => {
    const policy = pagePolicy({ scriptHash: "'sha256-a'", styleHash: "'sha256-b'", shopOrigin: 'https://shop.example.com' });
    expect(policy).not.toMatch(/'unsafe-(inline|eval)'/);
    const directives = Object.fromEntries(policy.split(';').map((part) => part.trim().split(/\s+(.*)/)));
    expect(directives).toMatchObject({
      'default-src': "'self'",
      'script-src': "'self' 'sha256-a'",
      'style-src': "'self' 'sha256-b'",
      'connect-src': "'self' https://shop.example.com",
      'object-src': "'none'",
      'base-uri': "'none'",
      'form-action': "'none'",
    });
  });

  it('names an IP literal and a port as they are', () => {
    const policy = pagePolicy({ scriptHash: "'sha256-a'", styleHash: "'sha256-b'", shopOrigin: 'http://[::1]:4174' });
    expect(policy).toContain("connect-src 'self' http://[::1]:4174;");
  });
});

describe('the _headers file static hosts read', () => {
  const pages = ['index.html', 'index.de.html', 'about.html', '404.html', '404.de.html'];
  const files = [...pages, 'favicon.svg', 'index.html.br', 'manifest.webmanifest', '_headers'];
  const file = headersFile({ files, assets: ['index-abc.js', 'index-abc.js.gz', 'logo-0123abcd.svg'] });

  it('gives every path the header policy, one Cache-Control, and every SVG its own policy beside', () => {
    // The hosts serve / and /about.html from index.<code>.html, and a miss from 404.<code>.html: their files' rules.
    const expected: Record<string, string> = {
      '/index.html': cacheControl.page,
      '/index.de.html': cacheControl.page,
      '/404.de.html': cacheControl.page,
      '/about.html': cacheControl.page,
      '/favicon.svg': cacheControl.otherFile,
      '/manifest.webmanifest': cacheControl.otherFile,
      '/assets/index-abc.js': cacheControl.hashedAsset,
      '/assets/logo-0123abcd.svg': cacheControl.hashedAsset,
    };
    for (const [path, caching] of Object.entries(expected)) {
      const headers = headersForPath(file, path);
      expect(headers['cache-control'], path).toBe(caching);
      const policies = path.endsWith('.svg') ? [headerPolicy, imagePolicy] : [headerPolicy];
      expect(headers['content-security-policy'], path).toBe(policies.join(', '));
    }
    expect(headersForPath(file, '/manifest.webmanifest')['content-type']).toBe('application/manifest+json');
  });

  it('names no Cache-Control for what is no file of the build: the host’s default for a 404 applies', () => {
    for (const path of ['/nope', '/assets/missing.js', '/_headers', '/index.html.br', '/assets/index-abc.js.gz']) {
      expect(headersForPath(file, path)['cache-control'], path).toBeUndefined();
      expect(headersForPath(file, path)['content-security-policy'], path).toBe(headerPolicy);
    }
  });

  it(`refuses more rules than Cloudflare reads (${maxRules})`, () => {
    const assets = Array.from({ length: maxRules }, (_, index) => `chunk-${index}.js`);
    expect(() => headersFile({ files, assets })).toThrow(/Cloudflare reads at most 100/);
  });
});
