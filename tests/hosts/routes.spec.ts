// The routes (docs/product.md) as a visitor sees them in Chromium, on the host's own server: the landing
// page at each of its paths, the not-found page at one path of each shape (every not-found path is read
// over HTTP in headers.spec.ts: paths.ts), runs of slashes. For each: the status, the URL the browser ends at, the
// page shown (hydrated), the policy no build changes in the header, and not one CSP violation under it
// and the page's own.

import { buildPolicy } from '@marketplace-landing/harness/hosts/build';
import { pagePolicyFirstInHead, recordViolations, violations } from '@marketplace-landing/harness/hosts/csp';
import { english, expect, test, waitForHydration } from '@marketplace-landing/harness/playwright';
import { headerPolicy } from '../../scripts/headers/security-headers.ts';
import { landingPaths, notFoundHeading, notFoundPathsInTheBrowser, slashRunPaths } from './paths.ts';

const { pagePolicy } = buildPolicy();

test.beforeEach(async ({ page }) => {
  await recordViolations(page);
});

for (const path of landingPaths) {
  test(`${path}: the landing page, 200, at ${path}`, async ({ page, baseURL }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(page.url(), 'no redirect').toBe(`${baseURL}${path}`);
    expect(response?.headers()['content-security-policy']).toBe(headerPolicy);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(english.heroTitle);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: notFoundHeading })).toHaveCount(0);
    expect(await violations(page)).toEqual([]);
  });
}

for (const path of notFoundPathsInTheBrowser) {
  test(`${path}: the not-found page, 404, at ${path}`, async ({ page, baseURL, expectConsoleError }) => {
    expectConsoleError(/^Failed to load resource: the server responded with a status of 404/);
    expectConsoleError(/^404: no page at /);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    expect(page.url(), 'no redirect').toBe(`${baseURL}${path}`);
    expect(response?.headers()['content-security-policy']).toBe(headerPolicy);
    expect(await pagePolicyFirstInHead(page)).toBe(pagePolicy);
    await expect(page.getByRole('heading', { name: notFoundHeading })).toBeVisible();
    await waitForHydration(page);
    expect(await violations(page)).toEqual([]);
  });
}

for (const [path, kind] of slashRunPaths) {
  test(`${path}: the ${kind} page, a run of slashes read as one, before and after the app runs`, async ({
    page,
    baseURL,
    expectConsoleError,
  }) => {
    if (kind === 'not-found') {
      expectConsoleError(/^Failed to load resource: the server responded with a status of 404/);
      expectConsoleError(/^404: no page at /);
    }
    const url = `${baseURL}${path}`; // not page.goto(path): resolved against the site, `//x` names a host
    const response = await page.goto(url);
    expect(response?.status()).toBe(kind === 'landing' ? 200 : 404);
    expect(page.url(), 'no redirect').toBe(url);
    const landingHeading = page.getByRole('heading', { level: 1, name: english.heroTitle });
    const notFound = page.getByRole('heading', { name: notFoundHeading });
    await expect(kind === 'landing' ? landingHeading : notFound).toBeVisible();
    await waitForHydration(page);
    // The app shows what the host served: it neither turns the landing page into the not-found page nor back.
    await expect(kind === 'landing' ? landingHeading : notFound).toBeVisible();
    await expect(kind === 'landing' ? notFound : landingHeading).toHaveCount(0);
    expect(await violations(page)).toEqual([]);
  });
}
