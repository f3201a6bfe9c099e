// The Cloudflare Worker (deploy/cloudflare-worker.ts) against a stand-in for its assets: it serves the
// page the app's detection picks for the visitor's Accept-Language among the languages the build has,
// the not-found page likewise with status 404, never a page by its file name, and looks pages up by URL
// alone: a visitor's conditional headers get a 304 only for the page chosen for them.
import { describe, expect, it } from 'vitest';
import worker from '../../deploy/cloudflare-worker.ts';
import type { LanguageCode } from '../../locales/languages.ts';

/** The build's assets: each page file in each offered language, one other file; 404 for anything else. */
function assets(offered: readonly LanguageCode[]) {
  const files = new Set(['/favicon.svg', '/index.html', '/404.html']);
  for (const code of offered) if (code !== 'en') files.add(`/index.${code}.html`).add(`/404.${code}.html`);
  const fetched: string[] = [];
  /** Each request the assets got, with its method and query. */
  const requests: string[] = [];
  const conditional: string[] = [];
  const binding = {
    async fetch(request: Request) {
      const { pathname, search } = new URL(request.url);
      fetched.push(pathname);
      requests.push(`${request.method} ${pathname}${search}`);
      const ifNoneMatch = request.headers.get('If-None-Match');
      if (ifNoneMatch !== null) conditional.push(`${pathname} ${ifNoneMatch}`);
      // As Cloudflare's assets do: an ETag per file, and 304 when the request names it.
      const etag = `"${pathname}"`;
      if (files.has(pathname) && ifNoneMatch === etag) return new Response(null, { status: 304, headers: { ETag: etag } });
      return files.has(pathname)
        ? new Response(pathname, { status: 200, headers: { 'Cache-Control': 'public', ETag: etag } })
        : new Response('/404.html', { status: 404, headers: { ETag: '"/404.html"' } });
    },
  };
  // No report reaches these tests: a build without the marker file has reports off.
  const reports = { writeDataPoint: () => expect.unreachable('a data point') };
  return { env: { ASSETS: binding, REPORTS: reports }, fetched, requests, conditional };
}

const get = (path: string, acceptLanguage?: string, ifNoneMatch?: string) =>
  new Request(`https://shop.example${path}`, {
    headers: {
      ...(acceptLanguage === undefined ? {} : { 'Accept-Language': acceptLanguage }),
      ...(ifNoneMatch === undefined ? {} : { 'If-None-Match': ifNoneMatch }),
    },
  });

describe('the Cloudflare Worker', () => {
  it('serves / and /about.html in the first accepted language the build has (the matcher: tests/app/acceptLanguage.test.ts)', async () => {
    for (const [header, page] of [
      ['fr-CH, fr;q=0.9, de;q=0.8', '/index.de.html'],
      ['zh-TW, en;q=0.5', '/index.html'],
      ['', '/index.html'],
    ] as const) {
      for (const path of ['/', '/about.html']) {
        const { env } = assets(['en', 'de', 'cn']);
        const response = await worker.fetch(get(path, header), env);
        expect(response.status).toBe(200);
        expect(await response.text(), `${path} ${header}`).toBe(page);
        expect(response.headers.get('Vary')).toContain('Accept-Language');
        expect(response.headers.get('Cache-Control')).toBe('public');
      }
    }
  });

  it('answers a miss, and a page by its file name, with the not-found page in the visitor’s language and status 404', async () => {
    const { env } = assets(['en', 'de']);
    for (const path of ['/nope', '/index.html', '/index.de.html', '/404.html', '/404.de.html', '/about.de.html']) {
      const response = await worker.fetch(get(path, 'de-DE,de;q=0.9'), env);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toBe('/404.de.html');
      expect(response.headers.get('Vary'), path).toContain('Accept-Language');
    }
    const english = await worker.fetch(get('/nope'), env);
    expect([english.status, await english.text()]).toEqual([404, '/404.html']);
  });

  it('passes every other file through from the assets, as they are', async () => {
    const { env, fetched } = assets(['en', 'de']);
    const response = await worker.fetch(get('/favicon.svg', 'de'), env);
    expect([response.status, await response.text()]).toEqual([200, '/favicon.svg']);
    expect(fetched).toEqual(['/favicon.svg']);
  });

  it('reads a run of slashes as one, as nginx does: pages, page files, its own paths and other files alike', async () => {
    const { env, requests } = assets(['en', 'de']);
    const answers: [number, string][] = [];
    for (const path of ['//', '//about.html', '//index.html', '/deep//nope', '//_r', '//favicon.svg?v=1']) {
      const response = await worker.fetch(get(path, 'de'), env);
      answers.push([response.status, await response.text()]);
    }
    const head = await worker.fetch(new Request('https://shop.example//favicon.svg', { method: 'HEAD' }), env);
    expect(answers).toEqual([
      [200, '/index.de.html'],
      [200, '/index.de.html'],
      [404, '/404.de.html'],
      [404, '/404.de.html'],
      [404, '/404.de.html'], // reports off: /_r is no file
      [200, '/favicon.svg'],
    ]);
    expect(head.status).toBe(200);
    // Another file is asked for by the merged path, with its query and method.
    expect(requests.filter((request) => request.includes('favicon'))).toEqual(['GET /favicon.svg?v=1', 'HEAD /favicon.svg']);
    expect(requests.filter((request) => request.includes('//'))).toEqual([]);
  });

  it('looks pages up by URL alone, and answers 304 only when the visitor has the very page chosen for them', async () => {
    const { env, conditional } = assets(['en', 'de']);
    const german = await worker.fetch(get('/', 'de'), env);
    const etag = german.headers.get('ETag') ?? '';
    expect([german.status, etag]).toEqual([200, '"/index.de.html"']);
    const revalidated = await worker.fetch(get('/', 'de', etag), env);
    expect([revalidated.status, revalidated.headers.get('ETag')]).toEqual([304, etag]);
    expect(revalidated.headers.get('Vary')).toContain('Accept-Language');
    // Another language's ETag, or the English 404's: the chosen page, whole.
    const japanese = await worker.fetch(get('/', 'ja, de', '"/404.html"'), env);
    expect([japanese.status, await japanese.text()]).toEqual([200, '/index.de.html']);
    const forged = await worker.fetch(get('/', 'de', '"/index.html"'), env);
    expect([forged.status, await forged.text()]).toEqual([200, '/index.de.html']);
    // A miss never answers 304 and never comes back empty, whatever the request names.
    const missed = await worker.fetch(get('/nope', 'de', '"/404.de.html"'), env);
    expect([missed.status, await missed.text()]).toEqual([404, '/404.de.html']);
    // Only the URL asked for is looked up as asked; the pages chosen in its place, by URL alone.
    expect(conditional).toEqual(['/nope "/404.de.html"']);
  });
});
