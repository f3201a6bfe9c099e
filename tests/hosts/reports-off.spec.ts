// A build without field reports (every build these suites serve): /_r is a miss like any other path, to
// a report the page would send too, not only to the GET of routes.spec.ts. tests/nginx/reports.spec.ts
// has a build with reports on.
import { expect, test } from '@playwright/test';

test('reports off: a valid report posted to /_r gets the not-found page, 404', async ({ request }) => {
  const report = {
    v: 1,
    page: 'landing',
    device: 'phone',
    build: 'b1',
    auto: false,
    events: [{ type: 'view', lang: 'de', how: 'host' }],
  };
  const response = await request.post('/_r', {
    data: JSON.stringify(report),
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'Accept-Encoding': 'identity' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('data-page="not-found"');
});
