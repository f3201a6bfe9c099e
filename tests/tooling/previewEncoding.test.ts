// @vitest-environment node
// The preview server (npm start, the browser suites, the bench) sends a page as the hosts do: its
// precompressed copy where the browser takes that encoding (nginx's brotli_static and gzip_static), the
// page whole where it takes none or there is no copy. Asked with the headers browsers and tools send.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { previewSite } from '../../scripts/dev/preview.ts';

const page = `<!doctype html><html lang="de"><title>Seite</title><p>${'Hallo Welt. '.repeat(200)}</p>`;
let dist: string;
let site: Awaited<ReturnType<typeof previewSite>>;

/** A port nothing holds now. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

/** GET `path` with exactly these headers; the body as it came over the wire. */
const get = (path: string, headers: Record<string, string>) =>
  new Promise<{ encoding: string | undefined; vary: string | undefined; body: Buffer }>((resolve, reject) => {
    request(new URL(path, site.url), { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          encoding: response.headers['content-encoding'],
          vary: response.headers.vary,
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', reject)
      .end();
  });

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'preview-encoding-'));
  writeFileSync(join(dist, 'index.html'), page.replace('lang="de"', 'lang="en"'));
  writeFileSync(join(dist, 'index.de.html'), page);
  writeFileSync(join(dist, 'index.de.html.br'), brotliCompressSync(page));
  writeFileSync(join(dist, 'index.de.html.gz'), gzipSync(page));
  writeFileSync(join(dist, '404.html'), '<!doctype html><title>Nicht gefunden</title>');
  site = await previewSite({ dist, port: await freePort() });
});

afterAll(async () => {
  await site?.close();
  rmSync(dist, { recursive: true, force: true });
});

it.each([
  ['a browser (Chromium, Firefox)', 'gzip, deflate, br, zstd', 'br', brotliCompressSync],
  ['Safari before brotli', 'gzip, deflate', 'gzip', gzipSync],
  ['a client that refuses brotli', 'br;q=0, gzip;q=0.8', 'gzip', gzipSync],
])('sends %s the page in its precompressed copy (%s → %s)', async (_, acceptEncoding, encoding, compress) => {
  const response = await get('/', { 'Accept-Encoding': acceptEncoding, 'Accept-Language': 'de-DE' });
  expect([response.encoding, response.vary]).toEqual([encoding, 'Accept-Encoding, Accept-Language']);
  expect(response.body.equals(compress(page))).toBe(true);
});

it('sends the page whole to a client that takes no encoding, or one the build has no copy in', async () => {
  for (const acceptEncoding of ['identity', 'zstd', '']) {
    const response = await get('/', { 'Accept-Encoding': acceptEncoding, 'Accept-Language': 'de-DE' });
    expect([acceptEncoding, response.encoding, response.body.toString()]).toEqual([acceptEncoding, undefined, page]);
  }
  // English has no copy here (a floor's page, a page under 1 KiB): whole, to any browser.
  const english = await get('/', { 'Accept-Encoding': 'gzip, deflate, br', 'Accept-Language': 'en-US' });
  expect([english.encoding, english.body.toString()]).toEqual([undefined, page.replace('lang="de"', 'lang="en"')]);
});
