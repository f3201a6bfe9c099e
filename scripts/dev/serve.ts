// A small static server for the built site, answering as deploy/nginx.conf does: `/` and `/about.html`
// are the landing page (200) in the first language of Accept-Language the build offers; unknown paths,
// and the files nginx never serves by name (the pages' own file names, /_headers, /_redirects,
// /.assetsignore, the .gz/.br copies), get the not-found page likewise, with 404. The
// path is read as nginx reads it (percent escapes decoded, slashes merged, `.` and `..` resolved, 400
// above the root), and nothing outside the root is served, through a link neither. Used by `npm start`
// and the browser tests; tests/nginx/localServer.spec.ts compares its answers with nginx's.
import { open, realpath } from 'node:fs/promises';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';
import { acceptedCodes } from '../../locales/acceptLanguage.ts';
import { tagRules } from '../../locales/languages.ts';
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

/** The request's path as nginx has it after decoding and normalising, or null where nginx answers 400. */
export function normalizedPath(target: string): string | null {
  const raw = target.split('?', 1)[0] ?? '';
  if (!raw.startsWith('/') || /%(?![0-9a-f]{2})/i.test(raw)) return null;
  const decoded = Buffer.from(
    raw.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  );
  if (decoded.includes(0)) return null;
  const segments: string[] = [];
  const parts = decoded.toString('utf8').split('/');
  for (const [index, part] of parts.entries()) {
    const last = index === parts.length - 1;
    if (part === '..') {
      if (segments.length === 0) return null;
      segments.pop();
      if (last) segments.push('');
    } else if (part === '.' || part === '') {
      if (last) segments.push('');
    } else {
      segments.push(part);
    }
  }
  return `/${segments.join('/')}`;
}

/** Paths deploy/nginx.conf answers with the not-found page though a file of that name may exist. */
const notServed = (path: string) =>
  path === '/404.html' ||
  /^\/(?:index|404)(?:\.[a-z]+)?\.html$/.test(path) ||
  /^\/(?:_headers|_redirects|\.assetsignore)$/.test(path) ||
  /\.(?:br|gz)$/.test(path);

/** A read of a file that passed the check, which failed (permissions, I/O): the answer is an error, never a crash. */
class ReadError extends Error {
  override name = 'ReadError';
  constructor(
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

/** The bytes of the regular file at `path` under `root` (a real path), or null: missing, not a file, or outside the root. */
async function siteFile(root: string, path: string): Promise<Buffer | null> {
  let real: string;
  try {
    real = await realpath(join(root, path));
  } catch {
    return null;
  }
  if (real !== root && !real.startsWith(`${root}${sep}`)) return null;
  try {
    const handle = await open(real, 'r');
    try {
      if (!(await handle.stat()).isFile()) return null;
      return await handle.readFile();
    } finally {
      await handle.close();
    }
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    throw new ReadError(code, message);
  }
}

/**
 * `page` (`index`, `404`) in the first language of the visitor's Accept-Language that the build has it
 * in, as nginx and the Cloudflare Worker choose it (locales/acceptLanguage.ts); English otherwise.
 */
async function pageFor(root: string, page: 'index' | '404', request: IncomingMessage, negotiate: boolean) {
  const codes = negotiate ? acceptedCodes(tagRules, request.headers['accept-language']) : [];
  for (const code of codes) {
    if (code === 'en') break;
    const body = await siteFile(root, `/${page}.${code}.html`);
    if (body) return { name: `/${page}.${code}.html`, body };
  }
  return { name: `/${page}.html`, body: await siteFile(root, `/${page}.html`) };
}

async function answer(root: string, request: IncomingMessage, response: ServerResponse, negotiate: boolean): Promise<void> {
  const path = normalizedPath(request.url ?? '/');
  if (path === null) {
    response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request');
    return;
  }
  const isPage = path === '/' || path === '/about.html';
  let status = 200;
  let { name, body }: { name: string; body: Buffer | null } = isPage
    ? await pageFor(root, 'index', request, negotiate)
    : { name: path, body: notServed(path) || path.endsWith('/') ? null : await siteFile(root, path) };
  if (!body) {
    status = 404;
    ({ name, body } = await pageFor(root, '404', request, negotiate));
  }
  if (!body) {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  // Like nginx's brotli_static and gzip_static: send the build's precompressed copy when accepted.
  const accepted = String(request.headers['accept-encoding'] ?? '');
  let encoding: string | null = null;
  for (const [coding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    const copy: Buffer | null = !encoding && accepted.includes(coding) ? await siteFile(root, `${name}${suffix}`) : null;
    if (copy) [encoding, body] = [coding, copy];
  }
  const isHtml = name.endsWith('.html');
  response.writeHead(status, {
    'Content-Type': types[extname(name)] ?? 'application/octet-stream',
    // A page's language depends on Accept-Language too, where the server chooses it.
    Vary: isHtml && negotiate ? 'Accept-Encoding, Accept-Language' : 'Accept-Encoding',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    'Cache-Control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    'X-Content-Type-Options': 'nosniff',
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

export async function serveSite({
  root,
  port,
  host = '127.0.0.1',
  negotiate = true,
}: {
  readonly root: string;
  readonly port: number;
  readonly host?: string;
  /** Whether to choose the pages' language from Accept-Language, as nginx does; false: a plain static host. */
  readonly negotiate?: boolean;
}): Promise<Server> {
  const realRoot = await realpath(root);
  const server = createServer((request, response) => {
    answer(realRoot, request, response, negotiate).catch((error: unknown) => {
      // nginx answers a file it may not open with 403, any other failure with 500.
      const status = error instanceof ReadError && (error.code === 'EACCES' || error.code === 'EPERM') ? 403 : 500;
      console.error(`serve: ${request.url}: ${error instanceof Error ? error.message : String(error)}`);
      if (!response.headersSent) response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end(status === 403 ? 'Forbidden' : 'Internal server error');
    });
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

// `tsx scripts/dev/serve.ts [dir] [port]`: serve a built site (the browser tests use this); port 0 picks a free one.
if (isMain(import.meta.url)) {
  const root = resolve(process.argv[2] ?? 'dist');
  const server = await serveSite({ root, port: Number(process.argv[3] ?? 4173) });
  console.log(`Serving ${root} on http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
}
