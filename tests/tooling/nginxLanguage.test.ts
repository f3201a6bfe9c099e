// @vitest-environment node
// deploy/nginx-language.js, what nginx runs, is the bundle of today's matcher and tag rules, runs in
// Debian's njs (the same 0.7.9 engine as libnginx-mod-http-js), and there decides as the Worker's
// import of the same module does. tests/nginx/negotiation.spec.ts runs it inside nginx itself.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { acceptedCodes } from '../../locales/acceptLanguage.ts';
import { tagRules } from '../../locales/languages.ts';
import { njsBundle, njsBundles } from '../../scripts/deploy/njs-bundles.ts';
import { inRepo } from '../../scripts/shared/paths.ts';
import { inNjs } from './njs.ts';

const releases = mkdtempSync(join(tmpdir(), 'njs-release-'));
afterAll(() => rmSync(releases, { recursive: true, force: true }));

/** What njs's language() answers for each header, with a release that has pages in `codes`. */
async function languagesInNjs(headers: readonly string[], codes: readonly string[]): Promise<string[]> {
  const root = mkdtempSync(join(releases, 'release-'));
  for (const code of codes) writeFileSync(join(root, `index.${code}.html`), code);
  const script = `answer(input.headers.map(function (h) {
  return m.language({ headersIn: { 'Accept-Language': h }, variables: { realpath_root: input.root } });
}));`;
  return (await inNjs('language', script, { root, headers })) as string[];
}

describe('deploy/nginx-language.js', () => {
  it('is up to date: `npx tsx scripts/deploy/njs-bundles.ts` writes it', async () => {
    expect(await njsBundle('language')).toBe(readFileSync(inRepo(njsBundles.language.bundle), 'utf8'));
  });

  it('runs in njs and picks, for any header, the first accepted language the release has a page in', async () => {
    const item = fc.oneof(
      fc.constantFrom('de', 'de-AT', 'zh-TW', 'zh', 'vi', 'fil', 'en', 'fr', '*', 'de-', 'toString', 'x'),
      fc.stringMatching(/^[a-zA-Z]{1,9}(-[a-zA-Z0-9]{1,9}){0,2}$/),
    );
    const weight = fc.constantFrom('', ';q=0', ';q=0.5', ';q=2', ' ; q = 0');
    const headers = fc.sample(
      fc.array(fc.tuple(item, weight), { maxLength: 6 }).map((items) => items.map(([tag, q]) => `${tag}${q}`).join(', ')),
      { numRuns: 200, seed: 38 },
    );
    headers.push(`${', '.repeat(4000)}de`, `${'a,'.repeat(600)}de`, 'de;q=0, vi');
    const pages = ['de', 'vi', 'tw'];
    const expected = headers.map(
      (header) => acceptedCodes(tagRules, header).find((code) => code === 'en' || pages.includes(code)) ?? 'en',
    );
    expect(await languagesInNjs(headers, pages)).toEqual(expected);
  });
});
