// The HTTP answers of the host's own server, for every file of the build and every path that is not
// one: status, media type, and each header dist/_headers names for the path (the security headers with
// the policy no build changes, Cache-Control, an SVG's second policy), with that exact value. nginx
// (deploy/nginx.conf) and Cloudflare (wrangler.jsonc) must both send exactly that. No browser.

import { distFile, headersFromBuild, servedPaths } from '@marketplace-landing/harness/hosts/build';
import { textOf } from '@marketplace-landing/harness/playwright';
import { type APIResponse, expect, test } from '@playwright/test';
import { headerPolicy } from '../../scripts/headers/security-headers.ts';
import { cacheControl } from '../../scripts/headers/static-host-files.ts';
import { notFoundHeading, notFoundPaths } from './paths.ts';

// The values, written out: a change to scripts/headers/security-headers.ts must show up here too.
const securityHeaders: Record<string, string> = {
  'content-security-policy': headerPolicy,
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'x-frame-options': 'DENY',
};

const mediaTypes: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'application/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain',
  '.xml': 'text/xml',
  '.json': 'application/json',
};
const mediaTypeOf = (path: string) => (path === '/' ? mediaTypes['.html'] : mediaTypes[path.slice(path.lastIndexOf('.'))]);

/** A header as one value: a header sent twice (nginx) joined as a host that joins them sends it (Cloudflare). */
function header(response: APIResponse, name: string): string | undefined {
  const values = response
    .headersArray()
    .filter((entry) => entry.name.toLowerCase() === name)
    .map((entry) => entry.value);
  return values.length === 0 ? undefined : values.join(', ');
}

/** Each expected header with its exact value; of a Content-Type, the media type (nginx adds a charset). */
function expectHeaders(response: APIResponse, expected: Record<string, string>): void {
  const where = `${response.status()} ${response.url()}`;
  for (const [name, value] of Object.entries(expected)) {
    const sent = name === 'content-type' ? header(response, name)?.split(';')[0] : header(response, name);
    expect(sent, `${name} on ${where}`).toBe(value);
  }
}

const get = (request: import('@playwright/test').APIRequestContext, path: string) =>
  request.get(path, { headers: { 'Accept-Encoding': 'identity' }, maxRedirects: 0 });

test('the security headers of every path are the ones written out here, the header’s policy the same for every build', async ({
  request,
}) => {
  const response = await get(request, '/');
  expectHeaders(response, securityHeaders);
  const permissions = header(response, 'permissions-policy') ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    expect(permissions).toMatch(new RegExp(`(^|, )${feature}=\\(\\)(,|$)`));
  }
});

for (const path of servedPaths()) {
  test(`${path}: 200, its media type, and the headers dist/_headers gives it`, async ({ request }) => {
    const response = await get(request, path);
    expect(response.status()).toBe(200);
    expect(header(response, 'content-type')?.split(';')[0]).toBe(mediaTypeOf(path));
    const expected = headersFromBuild(path);
    expect(Object.keys(expected)).toEqual(expect.arrayContaining([...Object.keys(securityHeaders), 'cache-control']));
    expectHeaders(response, expected);
  });
}

for (const path of notFoundPaths) {
  test(`${path}: 404, the build's not-found page, revalidated on every visit, with the security headers`, async ({ request }) => {
    const response = await get(request, path);
    expect(response.status()).toBe(404);
    expect(header(response, 'content-type')?.split(';')[0]).toBe('text/html');
    const body = await response.body();
    expect(textOf(body.toString())).toContain(notFoundHeading);
    expect(body.toString(), 'the prerendered title').toMatch(/<title>[^<]*Page not found[^<]*<\/title>/);
    expect(body.equals(distFile('/404.html')), "the build's very 404.html, byte for byte").toBe(true);
    expectHeaders(response, { ...headersFromBuild('/nope'), 'cache-control': cacheControl.page });
  });
}
