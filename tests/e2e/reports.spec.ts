// Field reports in Chromium (docs/operators.md), against the build with them on (dist-reports/): what a
// phone visitor's page sends to /_r and when, an automated browser flagged. The hosts' side, the report
// read from their logs, a not-found page's path and nothing sent under GPC or DNT (read from nginx's log,
// which also catches what a page sends as it unloads) are tests/nginx/reports.spec.ts's.

import { answers, chooseLanguage, cooperationLink, expect, test } from '@marketplace-landing/harness/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import type { ReportBody } from '../../machines/lib/fieldReport.ts';

/** Every body the page posts to /_r, as the host would receive it; answered 204 here. */
async function beacons(context: BrowserContext) {
  const bodies: ReportBody[] = [];
  const types: string[] = [];
  await context.route('**/_r', async (route) => {
    types.push(route.request().headers()['content-type'] ?? '');
    bodies.push(JSON.parse(route.request().postData() ?? 'null'));
    await route.fulfill({ status: 204 });
  });
  return { bodies, types, events: () => bodies.flatMap((body) => body.events) };
}

/** Waits until the reporter, loaded once the page is idle, has started. */
async function reporterReady(page: Page) {
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('reports:ready').length)).toBe(1);
}

/**
 * The page is hidden, as when the visitor switches tabs: the kept events go. (A beacon sent while the
 * page unloads escapes Playwright's routing; tests/nginx/reports.spec.ts has the host receive those.)
 */
async function hide(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

test.describe('a German phone', () => {
  test.use({ locale: 'de-DE' });

  test('the view, the vitals and the lookup go with the first action, at once', async ({ page, context }) => {
    const sent = await beacons(context);
    await page.goto('/');
    await reporterReady(page);
    await expect.poll(() => sent.bodies.length, { message: 'nothing is sent while the visitor reads' }).toBe(0);

    await page.locator('#about article').first().getByRole('link').click();
    await expect.poll(() => sent.events().map((event) => event.type)).toContain('action');
    const [first] = sent.bodies;
    expect(first).toMatchObject({ v: 1, page: 'landing', device: 'phone', auto: true });
    expect(first?.build).toMatch(/^[\w.-]+$/);
    expect(sent.types).toEqual(['text/plain;charset=UTF-8']);
    expect(sent.events()).toEqual(
      expect.arrayContaining([
        { lang: 'de', type: 'view', how: 'browser' },
        { lang: 'de', type: 'lookup', outcome: 'ok', ms: expect.any(Number) },
        expect.objectContaining({ lang: 'de', type: 'vital', name: 'FCP' }),
        expect.objectContaining({ lang: 'de', type: 'vital', name: 'TTFB' }),
        { lang: 'de', type: 'action', action: 'shop' },
      ]),
    );
  });
});

test('after a switch and the fallback a failed lookup leaves, the vitals still describe the view, in its language', async ({
  page,
  context,
  shop,
  expectConsoleError,
}) => {
  expectConsoleError(/^Customer-service lookup failed/);
  expectConsoleError(/status of 500/);
  const sent = await beacons(context);
  shop.answerCustomerServiceFor('vi', answers.status(500));
  await page.goto('/');
  await reporterReady(page);
  await chooseLanguage(page, 'Tiếng Việt');
  await expect(cooperationLink(page)).toHaveAttribute('href', /support\.example\.com/);
  // The visitor looks at another tab and comes back: CLS and INP are reported, after the switch.
  await hide(page);
  await cooperationLink(page).click();
  // The events in order, the switch and the failed lookup in Vietnamese: reports.machine.test.ts, and the
  // session nginx/reports.spec.ts reads back from both hosts.
  await expect
    .poll(() => sent.events().filter((event) => event.type === 'action'))
    .toEqual([{ lang: 'vi', type: 'action', action: 'cooperation', via: 'fallback' }]);
  // The vitals describe the view: in the language it was shown in, each metric once.
  const vitals = sent.events().flatMap((event) => (event.type === 'vital' ? [[event.name, event.lang]] : []));
  expect(vitals).toEqual(
    expect.arrayContaining([
      ['CLS', 'en'],
      ['INP', 'en'],
      ['LCP', 'en'],
    ]),
  );
  expect(vitals.filter(([, lang]) => lang !== 'en')).toEqual([]);
  expect(vitals.map(([name]) => name)).toEqual([...new Set(vitals.map(([name]) => name))]);
});

test('a script the policy blocks is reported by its directive, not its content', async ({
  page,
  context,
  expectConsoleError,
}) => {
  expectConsoleError(/Content Security Policy/);
  const sent = await beacons(context);
  await page.goto('/');
  await reporterReady(page);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  });
  await hide(page);
  await expect
    .poll(() => sent.events().filter((event) => event.type === 'csp'))
    .toEqual([expect.objectContaining({ type: 'csp', directive: 'script-src-elem', blocked: 'inline' })]);
});
