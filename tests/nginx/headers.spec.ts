// HTTP-level checks of deploy/nginx.conf on real nginx: status codes, types, caching, precompressed
// copies and the security headers on every response. No browser: Playwright's request fixture.
import { type APIRequestContext, type APIResponse, expect, test } from '@playwright/test';
import { headerPolicy, imagePolicy, securityHeaders as sourceOfTruth } from '../../scripts/headers/security-headers.ts';
import { textOf } from '../e2e/fixtures.ts';
import { buildPolicy, distFile, distSize, entryAssets } from './build.ts';
import { staticHostHeaders } from './staticHostHeaders.ts';

const policy = buildPolicy();
const notFoundHeading = 'Oops! Page not found';

// The exact values, written out: a change to scripts/headers/security-headers.ts must show up here too.
const securityHeaders: Record<string, string> = {
  'content-security-policy': "frame-ancestors 'none'; base-uri 'none'; object-src 'none'; form-action 'none'",
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'x-frame-options': 'DENY',
};

/** A CSP as directive → sources. */
const directives = (csp: string) =>
  new Map(
    csp.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources.join(' ')] as const;
    }),
  );

/**
 * Every security header exactly once, with its exact value, and a Server header without a version. An
 * SVG gets a second policy: opened on its own, it may only draw.
 */
function expectSecurityHeaders(response: APIResponse): void {
  const where = `${response.status()} ${response.url()}`;
  const all = response.headersArray();
  const values = (name: string) => all.filter((header) => header.name.toLowerCase() === name).map((header) => header.value);
  const isSvg = new URL(response.url()).pathname.endsWith('.svg') && response.status() === 200;
  for (const [name, value] of Object.entries(securityHeaders)) {
    const expected = name === 'content-security-policy' && isSvg ? [value, imagePolicy] : [value];
    expect(values(name), `${name} on ${where}`).toEqual(expected);
  }
  const permissions = values('permissions-policy');
  expect(permissions, `permissions-policy on ${where}`).toHaveLength(1);
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    expect(permissions[0], `permissions-policy on ${where}`).toMatch(new RegExp(`(^|, )${feature}=\\(\\)(,|$)`));
  }
  expect(values('server'), `server on ${where}`).toEqual(['nginx']);
}

const get = (request: APIRequestContext, path: string, encoding = 'identity') =>
  request.get(path, { headers: { 'Accept-Encoding': encoding }, maxRedirects: 0 });

test.describe('the content security policy', () => {
  test('of the build (in each page) is strict: no unsafe-inline or unsafe-eval; base, plugins and forms locked down', () => {
    const page = directives(policy.pagePolicy);
    expect(policy.pagePolicy).not.toContain("'unsafe-inline'");
    expect(policy.pagePolicy).not.toContain("'unsafe-eval'");
    expect(page.get('default-src')).toBe("'self'");
    expect(page.get('object-src')).toBe("'none'");
    expect(page.get('base-uri')).toBe("'none'");
    expect(page.get('form-action')).toBe("'none'");
    expect(page.get('script-src')).toBe(`'self' ${policy.scriptHash}`);
    expect(page.get('style-src')).toBe(`'self' ${policy.styleHash}`);
    expect(page.get('connect-src')).toBe(`'self' ${policy.shopOrigin}`);
  });

  test('of the server (the header) forbids framing and can never block a page of any build', () => {
    // The policy itself, from its one source (the other tests prove nginx sends exactly it).
    const header = directives(headerPolicy);
    expect(header.get('frame-ancestors')).toBe("'none'");
    for (const name of [
      'default-src',
      'script-src',
      'script-src-elem',
      'style-src',
      'style-src-elem',
      'img-src',
      'connect-src',
    ]) {
      expect(header.has(name), name).toBe(false);
    }
  });
});

test.describe('pages', () => {
  for (const path of ['/', '/about.html']) {
    test(`${path} is the landing page: 200, HTML, no-cache`, async ({ request }) => {
      const response = await get(request, path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers()['cache-control']).toBe('no-cache');
      expect(await response.body()).toEqual(distFile(path === '/' ? '/index.html' : path));
      expect(await response.text()).toContain('data-page="landing"');
      expectSecurityHeaders(response);
    });
  }

  // /index.html and /404.html are files in dist/, but not pages: the router treats them as unknown.
  for (const path of [
    '/nope',
    '/deep/missing/path',
    '/about',
    '/index.html',
    '/404.html',
    '/_headers',
    '/assets/missing.js',
    '/assets/',
  ]) {
    test(`${path} is the not-found page with status 404`, async ({ request }) => {
      const response = await get(request, path);
      expect(response.status()).toBe(404);
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers()['cache-control']).toBe('no-cache');
      const html = await response.text();
      expect(textOf(html)).toContain(notFoundHeading);
      expect(await response.body()).toEqual(distFile('/404.html'));
      expectSecurityHeaders(response);
    });
  }

  test('a request nginx rejects before any location still carries the security headers', async ({ request }) => {
    const response = await request.post('/', { data: 'x', maxRedirects: 0 });
    expect(response.status()).toBe(405);
    expectSecurityHeaders(response);
  });
});

test.describe('static files', () => {
  test('hashed /assets/ files are immutable for a year', async ({ request }) => {
    const { script, style, logo } = entryAssets();
    for (const [path, type] of [
      [script, 'application/javascript; charset=utf-8'],
      [style, 'text/css; charset=utf-8'],
      [logo, 'image/svg+xml; charset=utf-8'],
    ] as const) {
      const response = await get(request, path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toBe(type);
      expect(response.headers()['cache-control'], path).toBe('public, max-age=31536000, immutable');
      expect(await response.body(), path).toEqual(distFile(path));
      expectSecurityHeaders(response);
    }
  });

  test('icons, manifest, robots.txt and sitemap.xml: their types and a one-day cache', async ({ request }) => {
    for (const [path, type] of [
      ['/favicon.svg', 'image/svg+xml; charset=utf-8'],
      ['/logo.svg', 'image/svg+xml; charset=utf-8'],
      ['/icon-192.png', 'image/png'],
      ['/og-image.png', 'image/png'],
      ['/manifest.webmanifest', 'application/manifest+json; charset=utf-8'],
      ['/robots.txt', 'text/plain; charset=utf-8'],
      ['/sitemap.xml', 'text/xml; charset=utf-8'],
    ] as const) {
      const response = await get(request, path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toBe(type);
      expect(response.headers()['cache-control'], path).toBe('public, max-age=86400');
      expect(await response.body(), path).toEqual(distFile(path));
      expectSecurityHeaders(response);
    }
  });

  test('the precompressed copies are not served by their own names', async ({ request }) => {
    const { script } = entryAssets();
    for (const path of [`${script}.br`, `${script}.gz`, '/index.html.gz']) {
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
        expect(response.headers().vary, path).toBe('Accept-Encoding');
        // The very bytes of the static copy (not compressed on the fly, which would be chunked)...
        expect(Number(response.headers()['content-length']), path).toBe(distSize(`${file}${suffix}`));
        // ...which the client decodes to the original file.
        expect(await response.body(), path).toEqual(distFile(file));
        expectSecurityHeaders(response);
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
    expectSecurityHeaders(response);
  });
});

test.describe('the _headers file of the build, for static hosts', () => {
  test('gives every path the headers nginx sends it', async ({ request }) => {
    const file = distFile('/_headers').toString('utf8');
    const { script, style, logo } = entryAssets();
    const paths = [
      '/',
      '/about.html',
      script,
      style,
      logo,
      '/favicon.svg',
      '/logo.svg',
      '/og-image.png',
      '/manifest.webmanifest',
      '/robots.txt',
    ];
    for (const path of paths) {
      const fromNginx = (await get(request, path)).headers();
      const fromFile = staticHostHeaders(file, path);
      expect(Object.keys(fromFile).sort(), path).toEqual(
        [
          ...sourceOfTruth.map(([name]) => name.toLowerCase()),
          'cache-control',
          ...('content-type' in fromFile ? ['content-type'] : []),
        ].sort(),
      );
      for (const [name, value] of Object.entries(fromFile)) {
        // nginx adds the charset to the media type.
        expect(name === 'content-type' ? fromNginx[name]?.split(';')[0] : fromNginx[name], `${name} of ${path}`).toBe(value);
      }
    }
  });
});
