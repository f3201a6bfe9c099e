// The preview server (npm start, the browser suites, the bench) sends a page as the hosts do: its
// precompressed copy where the browser takes that encoding (nginx's brotli_static and gzip_static), the
// page whole where it takes none or there is no copy. Asked with the headers browsers and tools send.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request, Server } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { inRepo } from '../../scripts/shared/paths.ts';
import { buildScriptFor, previewSite, refuseUnreadableTargets } from './preview.ts';

const page = `<!doctype html><html lang="de"><title>Seite</title><p>${'Hallo Welt. '.repeat(200)}</p>`;
const notFound = `<!doctype html><html lang="de"><title>Nicht gefunden</title><p>${'Diese Seite gibt es nicht. '.repeat(60)}</p>`;
/** The build's copies are gzip -9; compressed at level 1 here, so that a copy served is the file, not a compression of the page on the way. */
const gzipCopy = (text: string) => gzipSync(text, { level: 1 });
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

/** `path` asked with exactly these headers (GET unless `method`); the status, headers and body as they came over the wire. */
const get = (path: string, headers: Record<string, string>, method = 'GET') =>
  new Promise<{
    status: number | undefined;
    encoding: string | undefined;
    vary: string | undefined;
    length: string | undefined;
    body: Buffer;
  }>((resolve, reject) => {
    const { hostname, port } = new URL(site.url);
    // The path as given, not resolved against the site: `//x` is sent as a browser sends it.
    request({ hostname, port, path, headers, method }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          encoding: response.headers['content-encoding'],
          vary: response.headers.vary,
          length: response.headers['content-length'],
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
  writeFileSync(join(dist, 'index.de.html.gz'), gzipCopy(page));
  // The German not-found page has a gzip copy only, as a build has when brotli is no smaller.
  writeFileSync(join(dist, '404.de.html'), notFound);
  writeFileSync(join(dist, '404.de.html.gz'), gzipCopy(notFound));
  writeFileSync(join(dist, '404.html'), '<!doctype html><title>Not found</title>');
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\n');
  site = await previewSite({ dist, port: await freePort() });
});

afterAll(async () => {
  await site?.close();
  rmSync(dist, { recursive: true, force: true });
});

it.each([
  ['a browser (Chromium, Firefox)', 'gzip, deflate, br, zstd', 'br', brotliCompressSync],
  ['Safari before brotli', 'gzip, deflate', 'gzip', gzipCopy],
  ['a client that refuses brotli', 'br;q=0, gzip;q=0.8', 'gzip', gzipCopy],
])('sends %s the page in its precompressed copy (%s → %s)', async (_, acceptEncoding, encoding, compress) => {
  const response = await get('/', { 'Accept-Encoding': acceptEncoding, 'Accept-Language': 'de-DE' });
  expect([response.status, response.encoding, response.vary]).toEqual([200, encoding, 'Accept-Encoding, Accept-Language']);
  expect(response.body.equals(compress(page))).toBe(true);
  expect(response.length).toBe(String(response.body.length));
});

it('sends the not-found page in the copy the build has, gzip where it has no brotli, with its 404', async () => {
  const response = await get('/nope', { 'Accept-Encoding': 'gzip, deflate, br, zstd', 'Accept-Language': 'de-DE' });
  expect([response.status, response.encoding]).toEqual([404, 'gzip']);
  expect(response.body.equals(gzipCopy(notFound))).toBe(true);
});

it('reads a path as nginx does: slashes merged before dot segments, a target in absolute form by its path', async () => {
  const paths = [
    '//',
    '//about.html',
    '///nope',
    '/deep//nope',
    '/x//../about.html',
    '/x/..//nope',
    'http://elsewhere/about.html',
    'http://elsewhere//index.html',
    '//robots.txt?x=1',
    'http://elsewhere//robots.txt',
  ];
  const answers: [number | undefined, string][] = [];
  for (const path of paths) {
    const { status, body } = await get(path, { 'Accept-Encoding': 'identity', 'Accept-Language': 'de-DE' });
    const text = body.toString();
    answers.push([
      status,
      text === page ? 'page' : text === notFound ? 'not found' : text.startsWith('User-agent') ? 'robots' : 'other',
    ]);
  }
  expect(answers).toEqual([
    [200, 'page'],
    [200, 'page'],
    [404, 'not found'],
    [404, 'not found'],
    [200, 'page'],
    [404, 'not found'],
    [200, 'page'],
    [404, 'not found'],
    [200, 'robots'],
    [200, 'robots'],
  ]);
});

it('answers a target it cannot read with 400, as nginx does, logs it, and goes on serving', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const targets = ['http://[x/', 'http://[::1/x'];
    const statuses: (number | undefined)[] = [];
    for (const target of targets) statuses.push((await get(target, { 'Accept-Encoding': 'identity' })).status);
    expect(statuses).toEqual([400, 400]);
    // Each logged with what it was and why: `Refused "http://[x/" with 400: Invalid URL`.
    expect(logged.mock.calls.map(([line]) => String(line).split(' with 400: ')[0])).toEqual(
      targets.map((target) => `Refused ${JSON.stringify(target)}`),
    );
  } finally {
    logged.mockRestore();
  }
  expect((await get('/', { 'Accept-Encoding': 'identity', 'Accept-Language': 'de-DE' })).body.toString()).toBe(page);
});

it('leaves any other throw out of the request listener as it was: a bug, not a visitor', () => {
  const server = new Server();
  server.on('request', () => {
    throw new Error('a bug in a listener');
  });
  refuseUnreadableTargets(server);
  const response = { headersSent: false, writeHead: vi.fn(), end: vi.fn(), destroy: vi.fn() };
  expect(() => server.emit('request', { url: '/' }, response)).toThrow('a bug in a listener');
  expect([response.writeHead, response.end, response.destroy].map((call) => call.mock.calls.length)).toEqual([0, 0, 0]);
});

it('answers HEAD with the headers of the copy GET would send, and no body', async () => {
  const response = await get('/', { 'Accept-Encoding': 'gzip, deflate, br', 'Accept-Language': 'de-DE' }, 'HEAD');
  const { length } = brotliCompressSync(page);
  expect([response.status, response.encoding, response.length, response.body.length]).toEqual([200, 'br', String(length), 0]);
});

it('sends the page whole to a client that takes no encoding, or one the build has no copy in', async () => {
  for (const acceptEncoding of ['identity', 'zstd', '']) {
    const response = await get('/', { 'Accept-Encoding': acceptEncoding, 'Accept-Language': 'de-DE' });
    expect([acceptEncoding, response.encoding, response.body.toString()]).toEqual([acceptEncoding, undefined, page]);
  }
  // English has no copy here (as a page under 1 KiB has none): whole, to any browser.
  const english = await get('/', { 'Accept-Encoding': 'gzip, deflate, br', 'Accept-Language': 'en-US' });
  expect([english.encoding, english.body.toString()]).toEqual([undefined, page.replace('lang="de"', 'lang="en"')]);
});

it('names the npm script that makes each build it serves', () => {
  const { scripts } = JSON.parse(readFileSync(inRepo('package.json'), 'utf8'));
  expect(buildScriptFor('dist', scripts)).toBe('build');
  expect(buildScriptFor(inRepo('dist-reports'), scripts)).toBe('build:reports');
  expect(buildScriptFor('dist-all', scripts)).toBe('build:all-languages');
  expect(buildScriptFor('dist-rebrand', scripts)).toBe('build:rebrand');
});

it('stops at once, naming that script, when the build it is to serve is missing', () => {
  const missing = join(dist, 'dist-reports');
  const run = spawnSync(process.execPath, ['--import', 'tsx', inRepo('harness/launchers/preview.ts'), missing, '0'], {
    encoding: 'utf8',
  });
  expect(run.status).toBe(1);
  expect(run.stderr).toBe(`preview: no ${missing}/index.html: run \`npm run build:reports\` first\n`);
});
