// @vitest-environment node
// The local server (npm start, the browser tests) answers like deploy/nginx.conf.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSite } from '../../scripts/dev/serve.ts';

let root: string;
let server: Server;
let base: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'serve-test-'));
  mkdirSync(join(root, 'assets'));
  for (const [file, text] of Object.entries({
    'index.html': 'landing',
    'about.html': 'landing',
    '404.html': 'not found',
    _headers: '/*',
    'index.html.gz': 'gzip',
    'assets/app.js': 'app',
    'assets/app.js.br': 'brotli',
  })) {
    writeFileSync(join(root, file), text);
  }
  // Port 0: a free port the system picks, so checkouts testing at once never share one.
  server = await serveSite({ root, port: 0 });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

const answer = async (path: string) => {
  const response = await fetch(`${base}${path}`, { headers: { 'Accept-Encoding': 'identity' } });
  return [response.status, await response.text()];
};

describe('the local server', () => {
  it.each([
    ['/', 'landing'],
    ['/about.html', 'landing'],
    ['/assets/app.js', 'app'],
  ])('serves %s with 200', async (path, body) => {
    expect(await answer(path)).toEqual([200, body]);
  });

  it.each(['/index.html', '/404.html', '/_headers', '/index.html.gz', '/assets/app.js.br', '/nope', '/%E0%A4%A'])(
    'answers %s with the not-found page and 404, as nginx does',
    async (path) => {
      expect(await answer(path)).toEqual([404, 'not found']);
    },
  );
});
