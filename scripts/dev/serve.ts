// A small static server for the built site, with the status codes deploy/nginx.conf gives it: `/` and
// `/about.html` are 200, unknown paths get 404.html with 404, and so do the files that are not pages
// (`/index.html`, `/404.html`, `/_headers`, the .gz/.br copies). Used by `npm start` and the browser tests.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Server } from 'node:http';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { isMain } from '../shared/is-main.ts';

const types: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};

/** Files in the build that nginx never serves by their own name. */
const notServed = (pathname: string) =>
  ['/index.html', '/404.html', '/_headers'].includes(pathname) || /\.(?:gz|br)$/.test(pathname);

async function fileFor(root: string, pathname: string): Promise<string | null> {
  const relative = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const candidate = join(root, relative === '/' ? 'index.html' : relative);
  if (!candidate.startsWith(root)) return null;
  try {
    return (await stat(candidate)).isFile() ? candidate : null;
  } catch {
    return null;
  }
}

export function serveSite({
  root,
  port,
  host = '127.0.0.1',
}: {
  readonly root: string;
  readonly port: number;
  readonly host?: string;
}): Promise<Server> {
  const server = createServer(async (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    let file: string | null = null;
    try {
      if (!notServed(decodeURIComponent(pathname))) file = await fileFor(root, pathname);
    } catch {
      // A malformed escape in the path is simply not found.
    }
    const status = file ? 200 : 404;
    file ??= await fileFor(root, '/404.html');
    if (!file) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const type = types[extname(file)] ?? 'application/octet-stream';
    // Like nginx's brotli_static and gzip_static: send the build's precompressed copy when accepted.
    const accepted = String(request.headers['accept-encoding'] ?? '');
    let encoding: string | null = null;
    for (const [name, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      if (encoding || !accepted.includes(name)) continue;
      if (await fileFor(root, `${file.slice(root.length)}${suffix}`)) {
        encoding = name;
        file = `${file}${suffix}`;
      }
    }
    response.writeHead(status, {
      'Content-Type': type,
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
      'Cache-Control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    });
    if (request.method === 'HEAD') return response.end();
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

// `tsx scripts/dev/serve.ts [dir] [port]`: serve a built site (the browser tests use this).
if (isMain(import.meta.url)) {
  const root = resolve(process.argv[2] ?? 'dist');
  const port = Number(process.argv[3] ?? 4173);
  await serveSite({ root, port });
  console.log(`Serving ${root} on http://127.0.0.1:${port}/`);
}
