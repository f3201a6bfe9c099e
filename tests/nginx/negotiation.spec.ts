// The language nginx negotiates, beside Cloudflare's: real nginx set up as deploy/README.md says (this
// suite's server) and workerd (wrangler dev, started here), both serving dist/, get the same random and
// hostile Accept-Language headers, sent byte for byte over a socket, and must answer each with the same
// page. Hostile headers of 8 KB are answered at once, and do not hold a plain request beside them. And
// no two bodies of one URL share an ETag, on either host. No browser.
import { connect as connectTcp, type Socket } from 'node:net';
import { connect as connectTls } from 'node:tls';
import { offeredInBuild } from '@marketplace-landing/harness/hosts/build';
import { sendRaw } from '@marketplace-landing/harness/hosts/raw-request';
import { startWorkerd, wranglerConfig } from '@marketplace-landing/harness/workerd';
import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { type LanguageCode, languageInfo } from '../../locales/languages.ts';
import { nginxAddresses } from './site.ts';

const workerdPort = Number(process.env.NEGOTIATION_WORKERD_PORT ?? 4187);

interface Host {
  readonly name: string;
  readonly base: string;
  readonly connect: () => Socket;
}

const [nginxHost = '', nginxPort = ''] = nginxAddresses.https.split(':');
const nginx: Host = {
  name: 'nginx',
  base: `https://${nginxAddresses.https}`,
  connect: () => connectTls({ host: nginxHost, port: Number(nginxPort), rejectUnauthorized: false, servername: 'localhost' }),
};
const workerd: Host = {
  name: 'workerd',
  base: `http://127.0.0.1:${workerdPort}`,
  connect: () => connectTcp({ host: '127.0.0.1', port: workerdPort }),
};

interface Answer {
  readonly status: number;
  /** The page's `<html lang>` and kind, which name the file served. */
  readonly page: string;
  readonly milliseconds: number;
}

/**
 * GETs `path` with `header` as Accept-Language, written byte for byte (no client checks it first), and
 * reads the answer until it is whole (a server may keep the connection open a while).
 */
function exchange(host: Host, path: string, header: Buffer | null): Promise<Answer> {
  const started = performance.now();
  const request = Buffer.concat([
    Buffer.from(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nAccept-Encoding: identity\r\n`, 'latin1'),
    header === null ? Buffer.alloc(0) : Buffer.concat([Buffer.from('Accept-Language: '), header, Buffer.from('\r\n')]),
    Buffer.from('\r\n'),
  ]);
  return sendRaw(host.connect, request, host.name).then((data) => {
    const text = data.toString('latin1');
    return {
      status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0),
      page: `${/<html lang="([^"]+)"/.exec(text)?.[1] ?? '-'} ${/data-page="([^"]+)"/.exec(text)?.[1] ?? '-'}`,
      milliseconds: performance.now() - started,
    };
  });
}

// One worker for the file: one workerd on its port.
test.describe.configure({ mode: 'serial' });

let stopWorkerd: () => Promise<void> = async () => {};
test.beforeAll(async () => {
  test.setTimeout(60_000);
  stopWorkerd = (await startWorkerd(wranglerConfig, workerdPort)).stop;
});
test.afterAll(async () => {
  await stopWorkerd();
});

const offered = offeredInBuild();
const tagOf = (code: string) => languageInfo(code as LanguageCode).tag;
/** Items as browsers send them, and as nobody should: malformed tags, `|`, controls, Latin-1, huge and zero weights. */
const item = fc.oneof(
  fc.constantFrom('de', 'de-AT', 'DE_ch', 'zh', 'zh-TW', 'zh-Hant-HK', 'zh-Hans-CN', 'vi', 'fil', 'en-GB', 'fr', 'ja', '*'),
  fc.constantFrom('de-', 'de--AT', 'de-DE-x-foo.bar', 'de-DE-x-f\xf6\xf6', 'de-x-privat!', 'fr|fr', '', ' ', 'a', '-'),
  fc.constantFrom('de\x01', 'de\x7f', '\x0bvi', 'de\tvi', 'vi\x1b[0m', 'cn'),
  fc.stringMatching(/^[a-zA-Z]{1,9}(-[a-zA-Z0-9]{0,9}){0,3}$/),
);
const weight = fc.oneof(
  fc.constant(''),
  fc.constantFrom(';q=0', ';q=0.0', ';q=0.000', ';q=1', ';q=0.5', ';q=1.0', ';Q=0', ' ; q = 0'),
  fc.constantFrom(';q=2', ';q=99999999999999999999', ';q=0.0001', ';q=-1', ';q=', ';level=1', ';q=0.5;q=0'),
);
const header = fc
  .tuple(fc.array(fc.tuple(item, weight), { maxLength: 8 }), fc.constantFrom(',', ', ', ' ,', ',,', '|'), fc.nat(9000))
  .map(([items, separator, padding]) => {
    const text = items.map(([tag, q]) => `${tag}${q}`).join(separator);
    // Sometimes long: the matcher reads a bounded prefix, and both must cut it in the same place.
    return Buffer.from(padding > 8000 ? `${'x,'.repeat(padding / 4)}${text}` : text, 'latin1');
  });

test('nginx and workerd answer every random and hostile Accept-Language with the same page', async () => {
  test.setTimeout(120_000);
  const seen = new Set<string>();
  await fc.assert(
    fc.asyncProperty(header, fc.constantFrom('/', '/about.html', '/nope'), async (bytes, path) => {
      const [fromNginx, fromWorkerd] = await Promise.all([exchange(nginx, path, bytes), exchange(workerd, path, bytes)]);
      expect(fromNginx.status, `nginx, ${JSON.stringify(bytes.toString('latin1'))}`).toBe(path === '/nope' ? 404 : 200);
      expect([fromNginx.status, fromNginx.page], JSON.stringify(bytes.toString('latin1'))).toEqual([
        fromWorkerd.status,
        fromWorkerd.page,
      ]);
      seen.add(fromNginx.page);
    }),
    // Each offered language asked for by its own tag first: random headers alone chose Vietnamese in about 1 % of
    // cases, so 300 of them missed it in 3 % of runs (31 of 1,000, by the matcher in Node) and this test failed by chance.
    { numRuns: 300, examples: offered.map((code): [Buffer<ArrayBuffer>, '/'] => [Buffer.from(tagOf(code)), '/']) },
  );
  // The hosts reached past English: every offered language was chosen somewhere.
  expect(offered.filter((code) => ![...seen].some((page) => page.startsWith(tagOf(code))))).toEqual([]);
});

test('both take q=0 as "not acceptable", and agree on the issue’s hostile examples', async () => {
  const cases: [string, string][] = [
    ['de;q=0, vi', 'vi'],
    ['de-AT, de;q=0, en', 'en'],
    ['de-', 'en'],
    ['de--AT', 'en'],
    ['de-DE-x-foo.bar, vi', 'vi'],
    ['de-x-privat!, vi', 'en'],
    ['fr|fr,, de', 'en'],
  ];
  for (const [text, code] of cases) {
    for (const host of [nginx, workerd]) {
      const answer = await exchange(host, '/', Buffer.from(text, 'latin1'));
      expect(answer.page, `${host.name}: ${text}`).toBe(`${code === 'cn' ? 'zh-CN' : code} landing`);
    }
  }
});

const shapes = [', ', ',', 'a,', ' ,', 'de-,', 'x;q=0.5,'];
for (const host of [nginx, workerd]) {
  test(`${host.name}: an 8 KB Accept-Language of any shape is answered at once, and holds no plain request beside it`, async () => {
    const plain = await exchange(host, '/robots.txt', null);
    for (const shape of shapes) {
      const hostile = Buffer.from(`${shape.repeat(Math.floor(8000 / shape.length))}de`, 'latin1');
      const [answer, beside] = await Promise.all([
        exchange(host, '/', hostile),
        exchange(host, '/robots.txt', null),
        exchange(host, '/', hostile),
        exchange(host, '/', hostile),
      ]);
      expect(answer.page, JSON.stringify(shape)).toBe('en landing');
      expect(beside.status).toBe(200);
      // A guard against a matcher that backtracks (such headers once held nginx 10 to 20 s), not a
      // budget: `npm run bench:load` measures the time.
      expect(answer.milliseconds, `${host.name}, ${JSON.stringify(shape)} × 8 KB`).toBeLessThan(2_000);
      expect(beside.milliseconds).toBeLessThan(2_000 + plain.milliseconds);
    }
  });

  test(`${host.name}: no two bodies of one URL share an ETag, across languages and encodings`, async ({ request }) => {
    for (const path of ['/', '/nope']) {
      const bodies = new Map<string, string>();
      for (const tag of offered.map(tagOf)) {
        for (const encoding of ['identity', 'gzip', 'br']) {
          const response = await request.get(`${host.base}${path}`, {
            headers: { 'Accept-Language': tag, 'Accept-Encoding': encoding },
            failOnStatusCode: false,
          });
          const etag = response.headers().etag;
          if (etag === undefined) continue;
          const body = (await response.body()).toString('base64');
          const known = bodies.get(etag);
          expect(
            known === undefined || known === body,
            `${host.name} ${path} ${tag} ${encoding}: ETag ${etag} names two bodies`,
          ).toBe(true);
          bodies.set(etag, body);
        }
      }
      expect(bodies.size, `${host.name} ${path}: ETags`).toBeGreaterThanOrEqual(offered.length);
    }
  });

  test(`${host.name}: a forged If-None-Match gets the page chosen for the visitor, whole, never a 304 of another page`, async ({
    request,
  }) => {
    const get = (path: string, language: string, ifNoneMatch?: string) =>
      request.get(`${host.base}${path}`, {
        headers: {
          'Accept-Language': language,
          'Accept-Encoding': 'identity',
          ...(ifNoneMatch ? { 'If-None-Match': ifNoneMatch } : {}),
        },
        failOnStatusCode: false,
        maxRedirects: 0,
      });
    const german404 = (await get('/nope', 'de')).headers().etag ?? '"none"';
    const english404 = (await get('/nope', 'en')).headers().etag ?? '"none"';
    const missed = await get('/nope', 'de', german404.replace(/^W\//, ''));
    expect([missed.status(), (await missed.text()).includes('data-page="not-found"')]).toEqual([404, true]);
    const landing = await get('/', 'ja, de', english404);
    expect([landing.status(), (await landing.text()).includes('<html lang="de"')]).toEqual([200, true]);
    // The page's own ETag still saves the visitor the body.
    const german = await get('/', 'de');
    expect((await get('/', 'de', german.headers().etag)).status()).toBe(304);
  });
}
