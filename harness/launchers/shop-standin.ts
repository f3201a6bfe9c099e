// The stand-in for the shop, the merchant site and the support chat, so every button on the page leads
// somewhere on this machine: over HTTP for `npm start`, `npm run dev`, the bench and the engines suite,
// and through Playwright's routes for the browser suites (harness/playwright/fixtures.ts). Never in a production build.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Where `npm start` and `npm run dev` serve the stand-in (`.env.standin` builds against it). */
export const standInPort = 4174;

/** The customer-service lookup's path on the shop (the page's one call: docs/product.md). */
export const customerServicePath = '/wap/api/syspara!getSyspara.action';

/** The seller-application page: a hash route of the merchant site, which never reaches the server. */
export const sellerApplicationRoute = '#/pagesC/applyshop/applyType';

/** An answer, as both an HTTP server and Playwright's `route.fulfill` give it. */
export interface StandInReply {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

const corsHeaders = { 'access-control-allow-origin': '*' } as const;

/** The customer-service URL a good lookup answers for `lang`, on `supportOrigin`. */
export function customerServiceUrl(supportOrigin: string, lang: string): string {
  return `${supportOrigin}/partners?lang=${encodeURIComponent(lang)}`;
}

/** The build settings for a stand-in on `origin` (`.env.standin`: port 4174); the shop and merchant site share a host, as the defaults in .env do. */
export function standInEnvironment(origin: string, supportChatKey = 'standin-key') {
  return {
    VITE_SHOP_URL: origin,
    VITE_MERCHANT_URL: origin,
    VITE_SUPPORT_CHAT_URL: `${origin}/chat?key=${supportChatKey}`,
  } as const;
}

/** A JSON answer to the lookup, readable from the page's origin. */
export function jsonReply(body: unknown, status = 200): StandInReply {
  return { status, headers: { ...corsHeaders, 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

/** The good lookup answer for `lang`: `{"code":"0","data":{"customer_service_url":<the customer-service URL>}}`. */
export function goodLookupReply(supportOrigin: string, lang: string): StandInReply {
  return jsonReply({ code: '0', data: { customer_service_url: customerServiceUrl(supportOrigin, lang) } });
}

const page = (status: number, title: string, url: URL, about: string): StandInReply => ({
  status,
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title></head><body style="font-family:system-ui;margin:3rem"><h1>${title}</h1><p>${about}</p><p data-testid="stub-url">${url.href.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p></body></html>`,
});

/** The stand-in's pages, by path; the shop, the merchant site and the support chat share them. */
const pages: Readonly<Record<string, (url: URL) => readonly [title: string, about: string]>> = {
  '/h5/': () => ['Shop: mobile site', 'Where get started and buy now lead on a window narrower than 768 px.'],
  '/pc/': () => ['Shop: desktop site', 'Where get started and buy now lead on a wider window.'],
  '/': () => ['Shop: home', `The merchant site: its seller application is the hash route ${sellerApplicationRoute}.`],
  '/chat': () => ['Support chat', 'The fixed support chat link: where the cooperation button goes when no lookup succeeded.'],
  '/partners': (url) => [
    `Partner chat (${url.searchParams.get('lang') ?? '?'})`,
    'The customer-service URL the lookup answered: where the cooperation button opens.',
  ],
};

/** The answer to `method url`: the lookup (the customer-service URL on `supportOrigin`), its preflight, the pages above, or 404. */
export function answerStandIn(method: string, url: URL, { supportOrigin }: { readonly supportOrigin: string }): StandInReply {
  if (url.pathname === customerServicePath) {
    if (method === 'OPTIONS') return { status: 204, headers: { ...corsHeaders, 'access-control-allow-headers': '*' }, body: '' };
    if (url.searchParams.get('code') !== 'customer_service_url') {
      return jsonReply({ code: '1', msg: 'The stand-in knows only code=customer_service_url' }, 400);
    }
    return goodLookupReply(supportOrigin, url.searchParams.get('lang') ?? '');
  }
  if (url.pathname === '/favicon.ico') return { status: 204, headers: {}, body: '' };
  const found = pages[url.pathname];
  if (found) {
    const [title, about] = found(url);
    return page(200, title, url, about);
  }
  return page(404, 'Stand-in: no such page', url, 'The shop stand-in has no page at this path.');
}

/** The stand-in on 127.0.0.1:`port` (0: a free one), its origin the support chat's; the lookup answers 500 while `failLookups()`. */
export function serveShopStandin({ port, failLookups = () => false }: { port: number; failLookups?: () => boolean }) {
  const server = createServer((request, response) => {
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const url = new URL(request.url ?? '/', origin);
    const reply =
      url.pathname === customerServicePath && request.method === 'GET' && failLookups()
        ? jsonReply({ message: 'The stand-in was told to fail' }, 500)
        : answerStandIn(request.method ?? 'GET', url, { supportOrigin: origin });
    response.writeHead(reply.status, reply.headers);
    response.end(reply.body);
  });
  return new Promise<Server>((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
