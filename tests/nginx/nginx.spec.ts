// What only nginx does, on real nginx set up as deploy/README.md says (tests/hosts checks the routes and
// headers every host serves): plain HTTP sent to HTTPS, the exact bytes of each file, charsets,
// precompressed copies negotiated by Accept-Encoding, headers on what nginx rejects before any
// location, and no version in Server. No browser: Playwright's request fixture.

import { distFile, distSize, entryAssets } from '@marketplace-landing/harness/hosts/build';
import { textOf } from '@marketplace-landing/harness/playwright';
import { type APIRequestContext, type APIResponse, expect, test } from '@playwright/test';
import { headerPolicy } from '../../scripts/headers/security-headers.ts';
import { landingPaths, notFoundHeading, notFoundPaths } from '../hosts/paths.ts';
import { nginxAddresses } from './site.ts';

/** The build's policy once in the header, and a Server header without a version. */
function expectNginxHeaders(response: APIResponse): void {
  const where = `${response.status()} ${response.url()}`;
  const values = (name: string) =>
    response
      .headersArray()
      .filter((header) => header.name.toLowerCase() === name)
      .map((header) => header.value);
  expect(values('content-security-policy'), where).toEqual([headerPolicy]);
  expect(values('server'), `server on ${where}`).toEqual(['nginx']);
}

const get = (request: APIRequestContext, path: string, encoding = 'identity') =>
  request.get(path, { headers: { 'Accept-Encoding': encoding }, maxRedirects: 0 });

test('plain HTTP answers every path with a permanent redirect to the same path over HTTPS', async ({ request }) => {
  for (const path of ['/', '/about.html?from=ad', '/nope']) {
    const response = await request.get(`http://${nginxAddresses.http}${path}`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(301);
    // deploy/nginx-site.conf redirects to the standard port: the host's name, without the one asked.
    expect(response.headers().location, path).toBe(`https://127.0.0.1${path}`);
  }
});

test.describe('pages', () => {
  for (const path of landingPaths) {
    test(`${path}: the prerendered file, as UTF-8 HTML`, async ({ request }) => {
      const response = await get(request, path);
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
      expect(await response.body()).toEqual(distFile(path === '/' ? '/index.html' : path));
      expectNginxHeaders(response);
    });
  }

  for (const path of notFoundPaths) {
    test(`${path}: the very 404.html of the build, as UTF-8 HTML`, async ({ request }) => {
      const response = await get(request, path);
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
      expect(await response.body()).toEqual(distFile('/404.html'));
      expectNginxHeaders(response);
    });
  }

  test('a request nginx rejects before any location still carries the security headers', async ({ request }) => {
    const response = await request.post('/', { data: 'x', maxRedirects: 0 });
    expect(response.status()).toBe(405);
    expectNginxHeaders(response);
    expect(response.headers()['x-frame-options']).toBe('DENY');
  });
});

test.describe('static files', () => {
  test('each is the file of the build, text with its charset', async ({ request }) => {
    const { script, style } = entryAssets();
    for (const [path, type] of [
      [script, 'application/javascript; charset=utf-8'],
      [style, 'text/css; charset=utf-8'],
      ['/favicon.svg', 'image/svg+xml; charset=utf-8'],
      ['/icon-192.png', 'image/png'],
      ['/manifest.webmanifest', 'application/manifest+json; charset=utf-8'],
      ['/robots.txt', 'text/plain; charset=utf-8'],
      ['/sitemap.xml', 'text/xml; charset=utf-8'],
    ] as const) {
      const response = await get(request, path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toBe(type);
      expect(await response.body(), path).toEqual(distFile(path));
    }
  });

  test('the precompressed copies are not served by their own names', async ({ request }) => {
    const { script } = entryAssets();
    for (const path of [`${script}.br`, `${script}.gz`]) {
      const response = await get(request, path);
      expect(response.status(), path).toBe(404);
      expect(textOf(await response.text()), path).toContain(notFoundHeading);
    }
  });
});

test.describe('precompressed responses', () => {
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    test(`Accept-Encoding: ${encoding} gets the build's ${suffix} copy, which decodes to the file in dist/`, async ({
      request,
    }) => {
      const { script, style } = entryAssets();
      for (const path of [script, style, '/']) {
        const file = path === '/' ? '/index.html' : path;
        const response = await get(request, path, encoding);
        expect(response.status(), path).toBe(200);
        expect(response.headers()['content-encoding'], path).toBe(encoding);
        // The page's language depends on Accept-Language too (tests/hosts/language.spec.ts).
        expect(response.headers().vary, path).toBe(path === '/' ? 'Accept-Encoding, Accept-Language' : 'Accept-Encoding');
        // The very bytes of the static copy (not compressed on the fly, which would be chunked)...
        expect(Number(response.headers()['content-length']), path).toBe(distSize(`${file}${suffix}`));
        // ...which the client decodes to the original file.
        expect(await response.body(), path).toEqual(distFile(file));
        expectNginxHeaders(response);
      }
    });
  }

  test('a client that accepts neither gets the original', async ({ request }) => {
    const { script } = entryAssets();
    const response = await get(request, script, 'identity');
    expect(response.headers()['content-encoding']).toBeUndefined();
    expect(Number(response.headers()['content-length'])).toBe(distSize(script));
  });

  test('the not-found page is compressed too, and keeps its 404', async ({ request }) => {
    const response = await get(request, '/nope', 'br');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-encoding']).toBe('br');
    expect(await response.body()).toEqual(distFile('/404.html'));
    expectNginxHeaders(response);
  });
});
