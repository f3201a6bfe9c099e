// @vitest-environment node
// deploy/nginx-language.js, what nginx runs, is the bundle of today's matcher and tag rules, and decides
// as the Worker's import of the same module does (tests/nginx/negotiation.spec.ts runs it in nginx itself).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { acceptedCodes } from '../../locales/acceptLanguage.ts';
import { tagRules } from '../../locales/languages.ts';
import { bundlePath, nginxLanguageBundle } from '../../scripts/deploy/nginx-language.ts';

describe('deploy/nginx-language.js', () => {
  it('is up to date: `npx tsx scripts/deploy/nginx-language.ts` writes it', async () => {
    expect(readFileSync(bundlePath, 'utf8')).toBe(await nginxLanguageBundle());
  });

  it('serves the first accepted language whose page the release has, from the request njs hands it', async () => {
    const pages = new Set(['/srv/r/index.de.html', '/srv/r/index.vi.html']);
    Object.assign(globalThis, {
      __fs: {
        accessSync: (path: string) => {
          if (!pages.has(path)) throw new Error('ENOENT');
        },
      },
    });
    const module = (await import(
      `data:text/javascript,${encodeURIComponent(
        readFileSync(bundlePath, 'utf8').replace('import fs from "fs";', 'const fs = globalThis.__fs;'),
      )}`
    )) as { default: { language: (request: object) => string } };
    const language = (header?: string) =>
      module.default.language({ headersIn: { 'Accept-Language': header }, variables: { realpath_root: '/srv/r' } });
    for (const header of ['fr, vi;q=0.5, de', 'de;q=0, vi', 'ja, en, de', undefined, 'de-AT']) {
      const expected = acceptedCodes(tagRules, header).find((code) => code === 'en' || pages.has(`/srv/r/index.${code}.html`));
      expect(language(header), String(header)).toBe(expected ?? 'en');
    }
    Reflect.deleteProperty(globalThis, '__fs');
  });
});
