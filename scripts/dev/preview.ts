// A built site on Vite's preview server (sirv: ETags, no path outside the root), routed as every host
// routes it (tests/hosts/paths.ts): the landing page at / and /about.html, the not-found page with 404
// for any other path but the build's files, each in the visitor's language where the build has it, with
// the headers of the build's own _headers. `npm start`, the browser suites and the bench serve with it.
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { type Plugin, preview } from 'vite';
import { languagesToTry } from '../../locales/acceptLanguage.ts';
import { defaultLanguage, tagRules } from '../../locales/languages.ts';
import { headersForPath } from '../headers/headers-file.ts';
import { isMain } from '../shared/is-main.ts';

/** The pages by their file names, the hosts' own files and the precompressed copies are never served by name. */
const hidden = /^\/(?:(?:index|404)(?:\.[a-z]+)?\.html|_headers|_redirects|\.assetsignore)$|\.(?:br|gz)$/;

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

function siteRoutes(dist: string, negotiate: boolean): Plugin {
  const headersFile = join(dist, '_headers');
  const headers = existsSync(headersFile) ? readFileSync(headersFile, 'utf8') : '';
  return {
    name: 'site-routes',
    configurePreviewServer: ({ middlewares }) => {
      middlewares.use((request, response, next) => {
        const path = new URL(request.url ?? '/', 'http://localhost').pathname;
        for (const [name, value] of Object.entries(headersForPath(headers, path))) response.setHeader(name, value);
        const isPage = path === '/' || path === '/about.html';
        let decoded: string | null = null;
        try {
          decoded = decodeURIComponent(path);
        } catch {}
        if (!isPage && decoded && !hidden.test(decoded) && isFile(join(dist, decoded))) return next();
        const page = isPage ? 'index' : '404';
        // The visitor's first language the build has the page in, as nginx and the Worker choose it (locales/acceptLanguage.ts).
        let file = `${page}.html`;
        for (const code of negotiate ? languagesToTry(tagRules, request.headers['accept-language'], defaultLanguage) : []) {
          if (isFile(join(dist, `${page}.${code}.html`))) {
            file = `${page}.${code}.html`;
            break;
          }
        }
        if (negotiate) response.setHeader('Vary', 'Accept-Encoding, Accept-Language');
        const body = readFileSync(join(dist, file));
        response.writeHead(isPage ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
        response.end(request.method === 'HEAD' ? undefined : body);
      });
    },
  };
}

/** Serves `dist` on `host:port` (0: a free one); `negotiate: false` is a plain static host, English for all. */
export async function previewSite({
  dist,
  port,
  host = '127.0.0.1',
  negotiate = true,
}: {
  readonly dist: string;
  readonly port: number;
  readonly host?: string;
  readonly negotiate?: boolean;
}) {
  const root = resolve(dist);
  const server = await preview({
    configFile: false,
    root: dirname(root), // the build inside it: Vite warns of a build written over its root
    logLevel: 'warn',
    appType: 'custom',
    build: { outDir: root },
    preview: { port, host, strictPort: true, cors: false },
    plugins: [siteRoutes(root, negotiate)],
  });
  const { port: actual } = server.httpServer.address() as AddressInfo;
  return { url: `http://${host}:${actual}/`, close: () => server.close() };
}

// `tsx scripts/dev/preview.ts [dir] [port]`: what the browser suites serve their build with.
if (isMain(import.meta.url)) {
  const { url } = await previewSite({ dist: process.argv[2] ?? 'dist', port: Number(process.argv[3] ?? 4173) });
  console.log(`Serving ${process.argv[2] ?? 'dist'} on ${url}`);
}
