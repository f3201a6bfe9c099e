// Why wrangler.jsonc sets "html_handling": "none", and proof that the local runtime applies that
// setting as Cloudflare documents it ("Routing → HTML handling"; Pages always applies the default):
// a second workerd serves the same build with Cloudflare's default, where the Worker's fetch of a page
// file (/index.html, /index.de.html) is redirected to a URL the page's router does not know. The asset routing runs the same code in workerd
// here as in production, so the routes the suite checks on the project's configuration
// (tests/hosts/routes.spec.ts) are what visitors get.
import { readFileSync } from 'node:fs';
import { startWorkerd, wranglerConfig, wranglerConfigFor } from '@marketplace-landing/harness/workerd';
import { expect, test } from '@playwright/test';
import { inRepo } from '../../scripts/shared/paths.ts';

/** wrangler.jsonc as it is, but for the html_handling line: Cloudflare's default applies. */
function configWithDefaultHtmlHandling(): string {
  const setting = /^\s*"html_handling": "none",\n/m;
  expect(readFileSync(wranglerConfig, 'utf8')).toMatch(setting);
  return wranglerConfigFor('default-html-handling', inRepo('dist'), (config) => config.replace(setting, ''));
}

test('the pages: served in place with the project’s setting; Cloudflare’s default redirects the Worker’s own fetch of them', async ({
  request,
}) => {
  test.setTimeout(60_000);
  for (const path of ['/', '/about.html']) {
    const asConfigured = await request.get(path, { maxRedirects: 0, headers: { 'Accept-Language': 'de' } });
    expect(asConfigured.status(), path).toBe(200);
  }

  const port = Number(process.env.CLOUDFLARE_E2E_PORT ?? 4183) + 2;
  const byDefault = await startWorkerd(configWithDefaultHtmlHandling(), port);
  try {
    // The Worker asks the assets for /index.de.html, then /index.html; by default each answers a redirect
    // to its "pretty" URL, and the Worker passes the last on: / sends the visitor to itself, round and round.
    const german = await request.get(`${byDefault.url}/`, { maxRedirects: 0, headers: { 'Accept-Language': 'de' } });
    expect(german.status()).toBe(307);
    expect(german.headers().location).toBe('/');
    const english = await request.get(`${byDefault.url}/about.html`, { maxRedirects: 0, headers: { 'Accept-Language': 'en' } });
    expect(english.status()).toBe(307);
    expect(english.headers().location).toBe('/');
  } finally {
    await byDefault.stop();
  }
});
