// A local stand-in for the shop, the seller site and the support chat, so that every button on the
// page leads somewhere real on this machine. Never part of a production build.
import { createServer, type Server } from 'node:http';

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title><body style="font-family:system-ui;margin:3rem"><h1>${title}</h1><p>${body}</p><p><a href="javascript:history.back()">Back</a></p></body></html>`;

/** `failLookups`: asked on every lookup; when it says true, the lookup answers 500 (the browser tests' failure path). */
export function serveShopStandin({
  port,
  host = '127.0.0.1',
  failLookups = () => false,
}: {
  readonly port: number;
  readonly host?: string;
  readonly failLookups?: () => boolean;
}): Promise<Server> {
  const origin = `http://${host}:${port}`;
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', origin);
    if (url.pathname === '/wap/api/syspara!getSyspara.action' && failLookups()) {
      response.writeHead(500, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
      response.end(JSON.stringify({ message: 'The stand-in was told to fail' }));
      return;
    }
    if (url.pathname === '/wap/api/syspara!getSyspara.action') {
      const lang = url.searchParams.get('lang') ?? 'en';
      response.writeHead(200, {
        'Content-Type': 'application/json',
        'Access-Control-Allow-Origin': '*',
      });
      response.end(
        JSON.stringify({
          code: '0',
          data: { customer_service_url: `${origin}/support/partners?lang=${encodeURIComponent(lang)}` },
        }),
      );
      return;
    }
    const pages: Readonly<Record<string, readonly [title: string, body: string]>> = {
      '/h5/': ['Shop (mobile)', 'The stand-in for the shop’s mobile site.'],
      '/pc/': ['Shop (desktop)', 'The stand-in for the shop’s desktop site.'],
      '/merchant/': ['Seller application', 'The stand-in seller site; the application form is at #/pagesC/applyshop/applyType.'],
      '/support/chat': ['Support chat', 'The fixed support chat link (used when the lookup fails).'],
      '/support/partners': ['Partnership chat', 'The customer-service URL the lookup returned.'],
    };
    const found = pages[url.pathname];
    response.writeHead(found ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(found ? page(...found) : page('Not found', url.pathname));
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}
