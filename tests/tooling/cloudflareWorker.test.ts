// @vitest-environment node
// The Cloudflare Worker (deploy/cloudflare-worker.ts) against a stand-in for its assets: it serves the
// page the app's detection picks for the visitor's Accept-Language among the languages the build has,
// the not-found page likewise with status 404, and never a page by its file name.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import worker from '../../deploy/cloudflare-worker.ts';
import { type LanguageCode, languages, tagRules } from '../../locales/languages.ts';
import { detectLanguage } from '../../machines/lib/detectLanguage.ts';

/** The build's assets: each page file in each offered language, one other file; 404 for anything else. */
function assets(offered: readonly LanguageCode[]) {
  const files = new Set(['/favicon.svg', '/index.html', '/404.html']);
  for (const code of offered) if (code !== 'en') files.add(`/index.${code}.html`).add(`/404.${code}.html`);
  const fetched: string[] = [];
  const binding = {
    async fetch(request: Request) {
      const { pathname } = new URL(request.url);
      fetched.push(pathname);
      return files.has(pathname)
        ? new Response(pathname, { status: 200, headers: { 'Cache-Control': 'public' } })
        : new Response('/404.html', { status: 404 });
    },
  };
  return { env: { ASSETS: binding }, fetched };
}

const get = (path: string, acceptLanguage?: string) =>
  new Request(`https://shop.example${path}`, {
    headers: acceptLanguage === undefined ? {} : { 'Accept-Language': acceptLanguage },
  });

const codes = languages.map((language) => language.code);
const header = fc
  .array(fc.constantFrom(...codes, 'zh-TW', 'zh-Hans', 'de-AT', 'fil', 'nl', '*', 'en-GB'), { maxLength: 5 })
  .map((tags) => tags.map((tag, index) => (index === 0 ? tag : `${tag};q=0.${9 - index}`)).join(', '));
const offeredSet = fc.subarray(codes.filter((code) => code !== 'en')).map((others): LanguageCode[] => ['en', ...others]);

describe('the Cloudflare Worker', () => {
  it('serves / and /about.html in the language the app would show, for any header and offered languages', async () => {
    await fc.assert(
      fc.asyncProperty(header, offeredSet, fc.constantFrom('/', '/about.html'), async (text, offered, path) => {
        const { env } = assets(offered);
        const response = await worker.fetch(get(path, text), env);
        const browserLanguages = text.split(',').map((item) => item.split(';')[0] ?? '');
        const language = detectLanguage({ stored: null, browserLanguages, htmlLang: null }, offered, tagRules).language;
        expect(response.status).toBe(200);
        expect(await response.text()).toBe(language === 'en' ? '/index.html' : `/index.${language}.html`);
        expect(response.headers.get('Vary')).toContain('Accept-Language');
        expect(response.headers.get('Cache-Control')).toBe('public');
      }),
      { numRuns: 300 },
    );
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
});
