/**
 * The servers one engine's run of the suite talks to, all on loopback: the build (harness/launchers/preview.ts)
 * behind a front that can hold back chosen responses and adds an error recorder to every page, and
 * the shop stand-in (harness/launchers/shop-standin.ts), which can be told to fail its lookup.
 */
import {
  createServer,
  request as forwardRequest,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import { previewSite } from '../launchers/preview.ts';
import { serveShopStandin } from '../launchers/shop-standin.ts';
import { buildDir, ports, repo, siteOrigin } from './environment.ts';

/**
 * Goes right after `<head>`, so it runs before the page's own scripts and before its
 * `<meta http-equiv="Content-Security-Policy">`: a policy in a meta tag governs only what follows it,
 * so this script needs no hash. WebDriver classic has no console access; the suite reads these lists:
 * errors, and the `<html lang>` of each of the first frames that show #root (before that frame's paint).
 */
const errorRecorder =
  '<script>(function(){var s=window.__scriptErrors=[],c=window.__consoleErrors=[],f=window.__shownFrames=[],log=console.error;' +
  "addEventListener('error',function(e){s.push(String(e.message))});" +
  "addEventListener('unhandledrejection',function(e){s.push('Unhandled rejection: '+String(e.reason))});" +
  'console.error=function(){c.push([].map.call(arguments,String).join(" "));return log.apply(console,arguments)};' +
  "function t(){var r=document.getElementById('root');if(r&&r.querySelector('h1')&&getComputedStyle(r).visibility!=='hidden')" +
  'f.push(document.documentElement.lang);if(f.length<5)requestAnimationFrame(t)}requestAnimationFrame(t)})()</script>';

/** A page holding the site in a frame of the given size: how the WebKit driver sizes its viewport (webkit.ts). */
export const viewportFramePath = '/__viewport-frame.html';

/** A bare page with one button, to learn whether a driver's Enter key activates a focused button (suite.ts). */
export const keyProbePath = '/__key-probe.html';
const keyProbe =
  '<!doctype html><html><head><meta charset="utf-8"><title>key probe</title></head><body>' +
  '<button id="probe" type="button" onclick="this.dataset.clicked=\'yes\'">probe</button>' +
  '<div style="height:5000px"></div></body></html>';

export interface EngineSite {
  /**
   * Holds back every response whose path matches `pattern` (the entry script, for what happens before
   * the app runs) until the returned function is called; `reset` releases it too.
   */
  hold(pattern: RegExp): () => void;
  /** The shop stand-in's customer-service lookup answers 500 while this is on. */
  failLookups(fail: boolean): void;
  /** No delays, good lookups. */
  reset(): void;
  close(): Promise<void>;
}

function viewportFrame(url: URL): string {
  const width = Number(url.searchParams.get('width'));
  const height = Number(url.searchParams.get('height'));
  const path = url.searchParams.get('path') ?? '/';
  const src = new URL(path, siteOrigin).href.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `<!doctype html><html><head><meta charset="utf-8"><title>viewport</title><style>html,body{margin:0}iframe{display:block;border:0}</style></head><body><iframe id="viewport" src="${src}" style="width:${width}px;height:${height}px"></iframe></body></html>`;
}

function forward(request: IncomingMessage, response: ServerResponse): void {
  const headers = { ...request.headers };
  delete headers['accept-encoding']; // plain bodies, so the recorder can go into the HTML
  const upstream = forwardRequest(
    { host: '127.0.0.1', port: ports.siteBackend, method: request.method, path: request.url, headers },
    (answer) => {
      // No caching: a held-back response must really be fetched again by the next page load.
      const answerHeaders: OutgoingHttpHeaders = { ...answer.headers, 'cache-control': 'no-store' };
      // The recorder is an inline script the header policy forbids, and WebKit's viewport is a frame it
      // forbids (viewportFramePath): the page's <meta> policy still governs what follows the recorder.
      delete answerHeaders['content-security-policy'];
      delete answerHeaders['x-frame-options'];
      if (!String(answer.headers['content-type']).startsWith('text/html')) {
        response.writeHead(answer.statusCode ?? 502, answerHeaders);
        answer.pipe(response);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const html = Buffer.concat(chunks).toString('utf8');
        const recorded = html.replace(/<head>/i, `<head>${errorRecorder}`);
        delete answerHeaders['content-length'];
        response.writeHead(answer.statusCode ?? 502, answerHeaders);
        response.end(recorded);
      });
    },
  );
  // A browser that navigates away aborts what it still loads: the backend then hangs up on the request
  // forwarded for it. That is the page leaving, not a fault of the site: answer 502 if anyone still listens.
  upstream.on('error', () => {
    if (!response.headersSent) response.writeHead(502);
    response.end();
  });
  request.on('error', () => upstream.destroy());
  request.pipe(upstream);
}

function listen(server: Server, port: number): Promise<Server> {
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

function stop(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

export async function startSite(): Promise<EngineSite> {
  let holds: { pattern: RegExp; released: Promise<void>; release: () => void }[] = [];
  let lookupsFail = false;
  const backend = await previewSite({ dist: `${repo}${buildDir}`, port: ports.siteBackend });
  const shop = await serveShopStandin({ port: ports.shop, failLookups: () => lookupsFail });
  const front = await listen(
    createServer((request, response) => {
      const url = new URL(request.url ?? '/', siteOrigin);
      const ownPage = url.pathname === viewportFramePath ? viewportFrame(url) : url.pathname === keyProbePath ? keyProbe : null;
      if (ownPage) {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        response.end(ownPage);
        return;
      }
      const hold = holds.find(({ pattern }) => pattern.test(url.pathname));
      if (hold) void hold.released.then(() => forward(request, response));
      else forward(request, response);
    }),
    ports.site,
  );
  return {
    hold(pattern) {
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      holds.push({ pattern, released, release });
      return release;
    },
    failLookups(fail) {
      lookupsFail = fail;
    },
    reset() {
      for (const { release } of holds) release();
      holds = [];
      lookupsFail = false;
    },
    async close() {
      await Promise.all([stop(front), stop(shop), backend.close()]);
    },
  };
}
