// deploy/nginx-language.js, what nginx runs, is the bundle of today's matcher and tag rules. The matcher
// is tested once, by property (tests/app/acceptLanguage.test.ts); nginx runs this bundle in the hosts'
// smoke test (tests/hosts/language.spec.ts) and beside workerd on random and hostile headers
// (tests/nginx/negotiation.spec.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { njsBundle, njsBundles } from '../../scripts/deploy/njs-bundles.ts';
import { inRepo } from '../../scripts/shared/paths.ts';

describe('deploy/nginx-language.js', () => {
  it('is up to date: `npx tsx scripts/deploy/njs-bundles.ts` writes it', async () => {
    expect(await njsBundle('language')).toBe(readFileSync(inRepo(njsBundles.language.bundle), 'utf8'));
  });
});
