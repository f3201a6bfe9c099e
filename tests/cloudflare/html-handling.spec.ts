// Why wrangler.jsonc sets "html_handling": "none", and proof that the local runtime applies that
// setting as Cloudflare documents it ("Routing → HTML handling"; Pages always applies the default):
// a second workerd serves the same build with Cloudflare's default, where /about.html is redirected
// to /about, which the page's router does not know. The asset routing runs the same code in workerd
// here as in production, so the spec routes the suite checks on the project's configuration
// (tests/hosts/routes.spec.ts) are what visitors get.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { inRepo } from '../../scripts/shared/paths.ts';
import { notFoundHeading } from '../hosts/paths.ts';
import { startWorkerd, wranglerConfig } from './workerd.ts';

/** wrangler.jsonc as it is, but for the html_handling line: Cloudflare's default applies. */
function configWithDefaultHtmlHandling(): string {
  const project = readFileSync(wranglerConfig, 'utf8');
  const setting = /^\s*"html_handling": "none",\n/m;
  const directory = '"directory": "./dist"';
  expect(project).toMatch(setting);
  expect(project).toContain(directory);
  mkdirSync(inRepo('.wrangler'), { recursive: true });
  const file = inRepo('.wrangler/default-html-handling.jsonc');
  writeFileSync(file, project.replace(setting, '').replace(directory, `"directory": ${JSON.stringify(inRepo('dist'))}`));
  return file;
}

test('/about.html: served in place with the project’s setting; Cloudflare’s default sends it to /about, no page', async ({
  request,
  page,
}) => {
  test.setTimeout(60_000);
  const asConfigured = await request.get('/about.html', { maxRedirects: 0 });
  expect(asConfigured.status()).toBe(200);

  const port = Number(process.env.CLOUDFLARE_E2E_PORT ?? 4183) + 2;
  const byDefault = await startWorkerd(configWithDefaultHtmlHandling(), port);
  try {
    const redirect = await request.get(`${byDefault.url}/about.html`, { maxRedirects: 0 });
    expect(redirect.status()).toBe(307);
    expect(redirect.headers().location).toBe('/about');
    // What a visitor then sees: the not-found page, with status 200.
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    const response = await page.goto(`${byDefault.url}/about.html`);
    expect(page.url()).toBe(`${byDefault.url}/about`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: notFoundHeading })).toBeVisible();
  } finally {
    await byDefault.stop();
  }
});
