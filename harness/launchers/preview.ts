// A built site on Vite's preview server (sirv), routed as every host routes it (tests/hosts/paths.ts):
// the landing page at / and /about.html, else a file of the build or the not-found page with 404, each in
// the visitor's language where the build has it, in the encoding the browser takes, with the build's
// _headers. For `npm start`, the browser suites and the bench.
import { appendFileSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename, dirname, join, resolve } from 'node:path';
import { unescape as decodePath } from 'node:querystring';
import { negotiate } from '@fastify/accept-negotiator';
import { type Connect, type Plugin, type PreviewServer, preview } from 'vite';
import { receiveReport } from '../../deploy/reports.ts';
import { languagesToTry } from '../../locales/acceptLanguage.ts';
import { defaultLanguage, tagRules } from '../../locales/languages.ts';
import { maxReportBytes, reportPath, reportsMarkerFile } from '../../machines/lib/fieldReport.ts';
import { pageKind, requestPath } from '../../machines/lib/routes.ts';
import { headersForPath } from '../../scripts/headers/headers-file.ts';
import { isMain } from '../../scripts/shared/is-main.ts';

/** The pages by their file names, the hosts' own files and the precompressed copies are never served by name. */
const hidden = /^\/(?:(?:index|404)(?:\.[a-z]+)?\.html|_headers|_redirects|_reports|\.assetsignore)$|\.(?:br|gz)$/;

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/** The build's precompressed copies (scripts/build/compress.ts), by encoding, the preferred first. */
const suffixes = { br: 'br', gzip: 'gz' } as const;
const encodings = Object.keys(suffixes) as (keyof typeof suffixes)[];

/**
 * Field reports, for a build made with them on (docs/operators.md): /_r answers as nginx and the Worker
 * do (deploy/reports.ts), and each accepted body is appended to `log` as nginx writes it, so
 * `npm run report` reads a local session too.
 */
function reports(dist: string, log: string): Connect.NextHandleFunction {
  const on = isFile(join(dist, reportsMarkerFile));
  if (on) mkdirSync(dirname(log), { recursive: true });
  return (request, response, next) => {
    if (!on || requestPath(request.url ?? '/') !== reportPath) return next();
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxReportBytes) chunks.push(chunk);
    });
    request.on('end', () => {
      const intake = receiveReport({
        method: request.method ?? '',
        contentType: request.headers['content-type'],
        userAgent: request.headers['user-agent'],
        body: size > maxReportBytes ? null : Buffer.concat(chunks),
      });
      if (intake.status === 204) {
        const report = JSON.stringify(intake.accepted);
        appendFileSync(log, `${JSON.stringify({ time: new Date().toISOString(), report })}\n`);
      }
      response.writeHead(intake.status, intake.status === 405 ? { Allow: 'POST' } : {}).end();
    });
  };
}

/**
 * A request whose target Vite's connect cannot read (Node's url.parse, which it calls first, throws
 * ERR_INVALID_URL on `http://[x/`) gets status 400, as nginx answers it, and a log line; the server goes
 * on. The throw came out of the server's request listener, before any middleware, and ended the process:
 * one such request stopped `npm start`. Any other throw is left as it was: a bug, not a visitor's request.
 */
export function refuseUnreadableTargets(httpServer: PreviewServer['httpServer']): void {
  const listeners = httpServer.listeners('request') as ((request: IncomingMessage, response: ServerResponse) => void)[];
  httpServer.removeAllListeners('request');
  httpServer.on('request', (request: IncomingMessage, response: ServerResponse) => {
    try {
      for (const listener of listeners) listener.call(httpServer, request, response);
    } catch (error) {
      if ((error as { code?: unknown } | null)?.code !== 'ERR_INVALID_URL') throw error;
      console.error(`Refused ${JSON.stringify(request.url)} with 400: ${(error as Error).message}`);
      if (response.headersSent) response.destroy();
      else response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad Request\n');
    }
  });
}

function siteRoutes(dist: string, reportsLog: string): Plugin {
  const headersFile = join(dist, '_headers');
  const headers = existsSync(headersFile) ? readFileSync(headersFile, 'utf8') : '';
  return {
    name: 'site-routes',
    configurePreviewServer: ({ httpServer, middlewares }) => {
      refuseUnreadableTargets(httpServer);
      middlewares.use(reports(dist, reportsLog));
      middlewares.use((request, response, next) => {
        const path = requestPath(request.url ?? '/');
        for (const [name, value] of Object.entries(headersForPath(headers, path))) response.setHeader(name, value);
        const isPage = pageKind(path) === 'landing';
        const decoded = decodePath(path); // unlike decodeURIComponent, never throws
        if (!isPage && !hidden.test(decoded) && isFile(join(dist, decoded))) {
          // The file server looks up the target as sent: give it the path as read (`//x`, `http://h/x`).
          request.url = `${path}${/\?[^#]*/.exec(request.url ?? '')?.[0] ?? ''}`;
          return next();
        }
        const page = isPage ? 'index' : '404';
        // The visitor's first language the build has the page in, as nginx and the Worker choose it.
        const languages = languagesToTry(tagRules, request.headers['accept-language'], defaultLanguage);
        const code = languages.find((code) => isFile(join(dist, `${page}.${code}.html`)));
        const file = join(dist, code ? `${page}.${code}.html` : `${page}.html`);
        // Its precompressed copy where the browser takes it, as nginx (brotli_static, gzip_static) and
        // Cloudflare serve it: a page sent whole weighs four times its copy on the slow phone's network.
        const copies = encodings.filter((encoding) => isFile(`${file}.${suffixes[encoding]}`));
        const encoding = negotiate(request.headers['accept-encoding'] ?? '', copies);
        const body = readFileSync(encoding ? `${file}.${suffixes[encoding]}` : file);
        response.setHeader('Vary', 'Accept-Encoding, Accept-Language');
        response.writeHead(isPage ? 200 : 404, {
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Length': body.length,
          ...(encoding ? { 'Content-Encoding': encoding } : {}),
        });
        response.end(request.method === 'HEAD' ? undefined : body);
      });
    },
  };
}

/** Serves `dist` on `host:port`; a build with field reports on appends what it receives to `reportsLog`. */
export async function previewSite({
  dist,
  port,
  host = '127.0.0.1',
  reportsLog = join(dist, '..', 'reports.log'),
}: {
  dist: string;
  port: number;
  host?: string;
  reportsLog?: string;
}) {
  const root = resolve(dist);
  const server = await preview({
    configFile: false,
    root: dirname(root), // the build inside it: Vite warns of a build written over its root
    logLevel: 'warn',
    appType: 'custom',
    build: { outDir: root },
    preview: { port, host, strictPort: true, cors: false },
    plugins: [siteRoutes(root, resolve(reportsLog))],
  });
  return { url: `http://${host}:${port}/`, close: () => server.close() };
}

// `tsx harness/launchers/preview.ts [dir] [port]`: what the browser suites serve their build with.
/** The npm script that builds `dist`: the one whose command writes `--out` there, else `build` (dist/). */
export function buildScriptFor(dist: string, scripts: Readonly<Record<string, string>>): string {
  const folder = basename(resolve(dist));
  const writes = new RegExp(`--out ${folder.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:\\s|$)`);
  return Object.entries(scripts).find(([, command]) => writes.test(command))?.[0] ?? 'build';
}

if (isMain(import.meta.url)) {
  const dist = process.argv[2] ?? 'dist';
  if (!isFile(join(dist, 'index.html'))) {
    // A suite that serves a missing build stops here, at once, rather than wait for pages that never come.
    const { scripts } = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'package.json'), 'utf8'));
    console.error(`preview: no ${dist}/index.html: run \`npm run ${buildScriptFor(dist, scripts)}\` first`);
    process.exit(1);
  }
  const { url } = await previewSite({ dist, port: Number(process.argv[3] ?? 4173) });
  console.log(`Serving ${dist} on ${url}`);
}
