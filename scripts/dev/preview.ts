// A built site on Vite's preview server (sirv), routed as every host routes it (tests/hosts/paths.ts):
// the landing page at / and /about.html, else a file of the build or the not-found page with 404, each in
// the visitor's language where the build has it, with the build's _headers. For `npm start`, the browser
// suites and the bench.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { unescape as decodePath } from 'node:querystring';
import { type Plugin, preview } from 'vite';
import { languagesToTry } from '../../locales/acceptLanguage.ts';
import { defaultLanguage, tagRules } from '../../locales/languages.ts';
import { headersForPath } from '../headers/headers-file.ts';
import { isMain } from '../shared/is-main.ts';

/** The pages by their file names, the hosts' own files and the precompressed copies are never served by name. */
const hidden = /^\/(?:(?:index|404)(?:\.[a-z]+)?\.html|_headers|_redirects|\.assetsignore)$|\.(?:br|gz)$/;

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

function siteRoutes(dist: string): Plugin {
  const headersFile = join(dist, '_headers');
  const headers = existsSync(headersFile) ? readFileSync(headersFile, 'utf8') : '';
  return {
    name: 'site-routes',
    configurePreviewServer: ({ middlewares }) => {
      middlewares.use((request, response, next) => {
        const path = new URL(request.url ?? '/', 'http://localhost').pathname;
        for (const [name, value] of Object.entries(headersForPath(headers, path))) response.setHeader(name, value);
        const isPage = path === '/' || path === '/about.html';
        const decoded = decodePath(path); // unlike decodeURIComponent, never throws
        if (!isPage && !hidden.test(decoded) && isFile(join(dist, decoded))) return next();
        const page = isPage ? 'index' : '404';
        // The visitor's first language the build has the page in, as nginx and the Worker choose it.
        const languages = languagesToTry(tagRules, request.headers['accept-language'], defaultLanguage);
        const code = languages.find((code) => isFile(join(dist, `${page}.${code}.html`)));
        const body = readFileSync(join(dist, code ? `${page}.${code}.html` : `${page}.html`));
        response.setHeader('Vary', 'Accept-Encoding, Accept-Language');
        response.writeHead(isPage ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
        response.end(request.method === 'HEAD' ? undefined : body);
      });
    },
  };
}

/** Serves `dist` on `host:port`. */
export async function previewSite({ dist, port, host = '127.0.0.1' }: { dist: string; port: number; host?: string }) {
  const root = resolve(dist);
  const server = await preview({
    configFile: false,
    root: dirname(root), // the build inside it: Vite warns of a build written over its root
    logLevel: 'warn',
    appType: 'custom',
    build: { outDir: root },
    preview: { port, host, strictPort: true, cors: false },
    plugins: [siteRoutes(root)],
  });
  return { url: `http://${host}:${port}/`, close: () => server.close() };
}

// `tsx scripts/dev/preview.ts [dir] [port]`: what the browser suites serve their build with.
if (isMain(import.meta.url)) {
  const { url } = await previewSite({ dist: process.argv[2] ?? 'dist', port: Number(process.argv[3] ?? 4173) });
  console.log(`Serving ${process.argv[2] ?? 'dist'} on ${url}`);
}
