// The Worker in front of the site's static assets on Cloudflare (wrangler.jsonc runs it first on every
// request): it serves / and /about.html, and the not-found page, in the language the visitor's
// Accept-Language names first among those the build offers, as nginx does with
// deploy/nginx-languages.conf; the page files by their own names answer as unknown paths do. What the
// build offers is what its files say: index.<code>.html for each language besides English. Every
// response comes from the assets, with the headers dist/_headers gives its file.
import { tagRules } from '../locales/languages.ts';
import { codesOfAcceptLanguage } from '../locales/tags.ts';

/** The static assets binding (wrangler.jsonc's "binding"). */
interface Env {
  readonly ASSETS: { fetch(request: Request): Promise<Response> };
}

const pagePaths = new Set(['/', '/about.html']);
/** The pages' files, reached only through the paths above (and a miss): the app's router knows no other. */
const pageFile = /^\/(?:index|about|404)(?:\.[a-z]+)?\.html$/;

/** `name`'s page in the first of `codes` the build has it in; English, the default, otherwise. */
async function page(env: Env, request: Request, name: 'index' | '404', codes: readonly string[]): Promise<Response> {
  const file = (suffix: string) => new Request(new URL(`/${name}${suffix}.html`, request.url), request);
  for (const code of codes) {
    if (code === 'en') break;
    const response = await env.ASSETS.fetch(file(`.${code}`));
    if (response.ok || response.status === 304) return response;
  }
  return env.ASSETS.fetch(file(''));
}

/** `response` as the answer to the request: `status`, and a Vary that says the language depends on the header. */
function answer(response: Response, status = response.status): Response {
  const headers = new Headers(response.headers);
  headers.append('Vary', 'Accept-Language');
  return new Response(response.body, { status, statusText: status === 404 ? 'Not Found' : response.statusText, headers });
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const { pathname } = new URL(request.url);
    const codes = codesOfAcceptLanguage(tagRules, request.headers.get('Accept-Language'));
    if (pagePaths.has(pathname)) return answer(await page(env, request, 'index', codes));
    const response = pageFile.test(pathname) ? null : await env.ASSETS.fetch(request);
    if (response && response.status !== 404) return response;
    return answer(await page(env, request, '404', codes), 404);
  },
};
