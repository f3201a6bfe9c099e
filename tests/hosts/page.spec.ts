// The page in Chromium through a host's own server (nginx, or Cloudflare's workerd), with the policy no
// build changes in the header and the build's own in the <meta>, both enforced: it hydrates, switches language,
// reaches the shop API, and nothing violates the policy. The shared fixture answers the shop and support
// origins locally, aborts every other foreign request and fails on unexpected console errors.

import { buildPolicy } from '@marketplace-landing/harness/hosts/build';
import { pagePolicyFirstInHead, recordViolations, violations } from '@marketplace-landing/harness/hosts/csp';
import {
  chooseLanguage,
  customerServiceUrl,
  english,
  expect,
  expectCooperationHref,
  german,
  storeLanguage,
  test,
  waitForHydration,
} from '@marketplace-landing/harness/playwright';
import { headerPolicy } from '../../scripts/headers/security-headers.ts';

const { pagePolicy } = buildPolicy();

test.beforeEach(async ({ page }) => {
  await recordViolations(page);
});

test('a first visit hydrates under the header and <meta> policies, switches to Deutsch and reaches the shop API', async ({
  page,
  shop,
}) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toBe(headerPolicy);
  expect(await pagePolicyFirstInHead(page)).toBe(pagePolicy);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(english.heroTitle);
  await waitForHydration(page);
  await expectCooperationHref(page, customerServiceUrl('en'));

  await chooseLanguage(page, 'Deutsch');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(german.heroTitle);
  // connect-src lets the page call the shop origin, and read the answer.
  await expectCooperationHref(page, customerServiceUrl('de'));
  expect(shop.lookups).toEqual(['en', 'de']);

  expect(await violations(page)).toEqual([]);
});

test('a returning visitor (lang=de stored) sees German; the hashed inline head script is allowed', async ({ page }) => {
  await storeLanguage(page, 'de');
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(german.heroTitle);
  await waitForHydration(page);
  await expectCooperationHref(page, customerServiceUrl('de'));
  expect(await violations(page)).toEqual([]);
});

test('the violation recorder works: an injected inline script is blocked and recorded', async ({ page, expectConsoleError }) => {
  expectConsoleError(/inline script violates the following Content Security Policy directive 'script-src /);
  await page.goto('/');
  await waitForHydration(page);
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'document.documentElement.dataset.injected = "yes"';
    document.body.append(script);
    return document.documentElement.dataset.injected === 'yes';
  });
  expect(ran).toBe(false);
  expect((await violations(page)).map((violation) => violation.directive)).toContain('script-src-elem');
});
