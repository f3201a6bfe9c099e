// @vitest-environment node
// The local server (npm start, the browser tests) answers like deploy/nginx.conf; its answers are
// compared with real nginx's in tests/nginx/localServer.spec.ts.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSite } from '../../scripts/dev/serve.ts';
import { rawGet } from '../hosts/raw-request.ts';

let work: string;
let root: string;
let server: Server;
let base: string;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'serve-test-'));
  root = join(work, 'site');
  mkdirSync(join(root, 'assets'), { recursive: true });
  for (const [file, text] of Object.entries({
    'index.html': 'landing',
    'about.html': 'landing',
    '404.html': 'not found',
    'index.de.html': 'Startseite',
    '404.de.html': 'nicht gefunden',
    _headers: '/*',
    _redirects: '/ /about.html 200',
    '.assetsignore': '*.br',
    'index.html.gz': 'gzip',
    'robots.txt': 'robots',
    'assets/app.js': 'app',
    'assets/app.js.br': 'brotli',
  })) {
    writeFileSync(join(root, file), text);
  }
  writeFileSync(join(work, 'secret.txt'), 'outside the root');
  // Links out of the root, to a file and to a directory, and one that stays inside.
  symlinkSync('/etc/passwd', join(root, 'passwd.txt'));
  symlinkSync(join(work, 'secret.txt'), join(root, 'assets', 'secret.js'));
  symlinkSync(work, join(root, 'up'));
  symlinkSync('robots.txt', join(root, 'robots-link.txt'));
  // Port 0: a free port the system picks, so checkouts testing at once never share one.
  server = await serveSite({ root, port: 0 });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  // Closed, not just asked to close: no socket of this file's server outlives it.
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(work, { recursive: true, force: true });
});

const answer = async (path: string, at = base) => {
  const { status, body } = await rawGet(at, path);
  return [status, body.toString()];
};

describe('the local server', () => {
  it.each([
    ['/', 'landing'],
    ['/about.html', 'landing'],
    ['/about.html?utm_source=x', 'landing'],
    ['/assets/app.js', 'app'],
    ['/assets%2Fapp.js', 'app'],
    ['/assets/./../assets/app.js', 'app'],
    ['/robots-link.txt', 'robots'],
  ])('serves %s with 200', async (path, body) => {
    expect(await answer(path)).toEqual([200, body]);
  });

  it.each([
    '/index.html',
    '/404.html',
    '/index.de.html',
    '/404.de.html',
    '/_headers',
    '/_redirects',
    '/.assetsignore',
    '//index.html',
    '///about.html/',
    '/assets/../index.html',
    '/%69ndex.html',
    '/index.html.gz',
    '/assets/app.js.br',
    '/assets/',
    '/nope',
  ])('answers %s with the not-found page and 404, as nginx does', async (path) => {
    expect(await answer(path)).toEqual([404, 'not found']);
  });

  it.each(['/passwd.txt', '/assets/secret.js', '/up/secret.txt'])(
    'serves nothing outside its root, through a link neither: %s',
    async (path) => {
      expect(await answer(path)).toEqual([404, 'not found']);
    },
  );

  it.each(['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt', '/%E0%A4%A', '/a%00.txt'])(
    'answers %s, which nginx refuses, with 400',
    async (path) => {
      expect(await answer(path)).toEqual([400, 'Bad request']);
    },
  );

  it('answers a file it cannot read with 403, and goes on serving', async () => {
    const unreadable = join(root, 'assets', 'locked.js');
    writeFileSync(unreadable, 'locked');
    chmodSync(unreadable, 0o000);
    chmodSync(work, 0o755);
    // As root every file is readable: the server then runs as nobody, for whom this one is not.
    const port = await new Promise<number>((resolve) => {
      const probe = createNetServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev/serve.ts', root, String(port)], {
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {}),
    });
    try {
      const at = await new Promise<string>((resolve, reject) => {
        let [out, errors] = ['', ''];
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk;
          const url = out.match(/on (http:\/\/127\.0\.0\.1:\d+)\//)?.[1];
          if (url) resolve(url);
        });
        child.stderr.on('data', (chunk: Buffer) => {
          errors += chunk;
        });
        child.on('exit', (code) => reject(new Error(`serve.ts exited (${code}) before it listened: ${errors}`)));
      });
      expect(await answer('/assets/locked.js', at)).toEqual([403, 'Forbidden']);
      expect(await answer('/', at)).toEqual([200, 'landing']);
      expect(child.exitCode).toBeNull();
    } finally {
      // The server process is gone before the test ends, not some time after.
      if (child.exitCode === null && child.signalCode === null) {
        const exited = once(child, 'exit');
        child.kill();
        await exited;
      }
    }
  });
});
