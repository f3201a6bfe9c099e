// The Worker in front of the site's static assets on Cloudflare (wrangler.jsonc runs it first on every
// request): it serves / and /about.html, and the not-found page, in the first language the visitor's
// Accept-Language accepts that the build has a page in (locales/acceptLanguage.ts, the matcher nginx
// runs too), else English; the page files by their own names answer as unknown paths do. Every response
// comes from the assets, with the headers dist/_headers gives its file.
import { languagesToTry } from '../locales/acceptLanguage.ts';
import { defaultLanguage, tagRules } from '../locales/languages.ts';

/** The static assets binding (wrangler.jsonc's "binding"). */
interface Env {
  readonly ASSETS: { fetch(request: Request): Promise<Response> };
}

const pagePaths = new Set(['/', '/about.html']);
/** The pages' files, reached only through the paths above (and a miss): the app's router knows no other. */
const pageFile = /^\/(?:index|about|404)(?:\.[a-z]+)?\.html$/;

/**
 * `name`'s page in the first accepted language the build has it in, English otherwise. Looked up by URL
 * alone (the visitor's conditional headers name the page they asked for, not these files), and as the
 * assets answer, redirects included.
 */
async function page(env: Env, request: Request, name: 'index' | '404'): Promise<Response> {
  const file = (code: string) =>
    new Request(new URL(`/${name}${code === defaultLanguage ? '' : `.${code}`}.html`, request.url), { redirect: 'manual' });
  for (const code of languagesToTry(tagRules, request.headers.get('Accept-Language'), defaultLanguage)) {
    const response = await env.ASSETS.fetch(file(code));
    if (response.ok) return response;
  }
  return env.ASSETS.fetch(file(defaultLanguage));
}

/** Whether `ifNoneMatch` names `etag` (RFC 9110 §13.1.2: weak comparison, or `*`). */
function matches(ifNoneMatch: string | null, etag: string | null): boolean {
  if (ifNoneMatch === null || etag === null) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/** `response` as the answer to `request`: `status`, a Vary that says the language depends on the header, 304 when the visitor has it. */
function answer(request: Request, response: Response, status = response.status): Response {
  const headers = new Headers(response.headers);
  headers.append('Vary', 'Accept-Language');
  if (status === 200 && matches(request.headers.get('If-None-Match'), response.headers.get('ETag'))) {
    void response.body?.cancel();
    return new Response(null, { status: 304, headers });
  }
  return new Response(response.body, { status, statusText: status === 404 ? 'Not Found' : response.statusText, headers });
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (pagePaths.has(pathname)) return answer(request, await page(env, request, 'index'));
    const response = pageFile.test(pathname) ? null : await env.ASSETS.fetch(request);
    if (response && response.status !== 404) return response;
    return answer(request, await page(env, request, '404'), 404);
  },
};
