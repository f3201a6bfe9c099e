// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { headerSnippet, snippetPath } from '../../scripts/nginx-headers.mjs';
import { headersFile } from '../../scripts/static-host-headers.mjs';

describe('the security headers, from scripts/security-headers.mjs', () => {
  it('are what the committed nginx snippet says (regenerate it with `node scripts/nginx-headers.mjs`)', () => {
    expect(readFileSync(snippetPath, 'utf8')).toBe(headerSnippet());
  });

  it('give static hosts one Cache-Control per path, so no host joins two', () => {
    const file = headersFile(['index.html', 'about.html', 'favicon.svg', 'index.html.br', 'manifest.webmanifest', '_headers']);
    const rules = file.split('\n\n').slice(1);
    expect(rules.map((rule) => rule.split('\n')[0])).toEqual([
      '/*',
      '/',
      '/about.html',
      '/assets/*',
      '/favicon.svg',
      '/manifest.webmanifest',
    ]);
    expect(rules[0]).not.toContain('Cache-Control');
    for (const rule of rules.slice(1)) expect(rule.match(/Cache-Control/g)).toHaveLength(1);
  });
});
