// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { headerSnippet, snippetPath } from '../../scripts/headers/nginx-headers.ts';
import { headerPolicy, imagePolicy } from '../../scripts/headers/security-headers.ts';
import { headersFile } from '../../scripts/headers/static-host-headers.ts';
import { staticHostHeaders } from '../nginx/staticHostHeaders.ts';

describe('the security headers, from scripts/headers/security-headers.ts', () => {
  it('are what the committed nginx snippet says (regenerate it with `npx tsx scripts/headers/nginx-headers.ts`)', () => {
    expect(readFileSync(snippetPath, 'utf8')).toBe(headerSnippet());
  });

  it('give static hosts one Cache-Control per path, so no host joins two, and every SVG its own policy', () => {
    const files = ['index.html', 'about.html', 'favicon.svg', 'index.html.br', 'manifest.webmanifest', '_headers'];
    const file = headersFile(files, ['index-abc.js', 'logo-0123abcd.svg']);
    const paths = [
      '/',
      '/about.html',
      '/favicon.svg',
      '/manifest.webmanifest',
      '/assets/index-abc.js',
      '/assets/logo-0123abcd.svg',
    ];
    for (const path of paths) {
      const headers = staticHostHeaders(file, path);
      expect(headers['cache-control'], path).toMatch(/^[^,]+(, max-age=\d+(, immutable)?)?$/);
      const policies = path.endsWith('.svg') ? [headerPolicy, imagePolicy] : [headerPolicy];
      expect(headers['content-security-policy'], path).toBe(policies.join(', '));
    }
    expect(staticHostHeaders(file, '/_headers')['cache-control'], 'the file itself is not listed').toBeUndefined();
  });
});
