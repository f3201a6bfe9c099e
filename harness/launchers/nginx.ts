// nginx set up as deploy/README.md tells an operator, under a stand-in for /etc/nginx and /srv: for the
// Observatory grade, the nginx suite and the benches. The suite starts it with the command line
//   tsx harness/launchers/nginx.ts ROOT --from DIST --http ADDRESS:PORT --https ADDRESS:PORT
// (ROOT emptied first, a self-signed certificate), and stops it with SIGTERM.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { isIP } from 'node:net';
import { basename, dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { isMain } from '../../scripts/shared/is-main.ts';
import { inRepo } from '../../scripts/shared/paths.ts';
import { replaceEach } from '../shared/replace-each.ts';

const nginx = '/usr/sbin/nginx';
/** The modules the site needs, by the Debian package that brings each. */
const modules = {
  'libnginx-mod-http-brotli-static': '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
  'libnginx-mod-http-js': '/usr/lib/nginx/modules/ngx_http_js_module.so',
};

/** The Debian packages missing, of those nginx as documented needs and of `more`, each by a file it installs. */
export function missingPackages(more: Readonly<Record<string, string>> = {}): string[] {
  const needed = { nginx, openssl: '/usr/bin/openssl', ...modules, ...more };
  return Object.entries(needed)
    .filter(([, file]) => !existsSync(file))
    .map(([debianPackage]) => debianPackage);
}

/** Where the stand-ins for /etc/nginx, /srv/marketplace and /var/log/marketplace/reports.log sit inside `root`. */
export const layout = (root: string) => ({
  etc: join(root, 'etc'),
  site: join(root, 'srv', 'marketplace'),
  reportsLog: join(root, 'log', 'reports.log'),
});

// nginx-main.conf names every path relative to -p; root's workers run as root to read the checkout wherever it is.
const globals = process.getuid?.() === 0 ? 'user root; daemon off;' : 'daemon off;';
const nginxArgs = (etc: string) => ['-p', etc, '-c', join(etc, 'nginx.conf'), '-e', 'stderr', '-g', globals];

/** A self-signed certificate for `hostName` (a name or an IP address), valid for a day, in `dir`. */
export function selfSignedCertificate(dir: string, hostName: string): { readonly cert: string; readonly key: string } {
  const [cert, key] = [join(dir, 'cert.pem'), join(dir, 'key.pem')];
  const altName = isIP(hostName) ? `IP:${hostName}` : `DNS:${hostName}`;
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1'],
      ...['-subj', `/CN=${hostName}`, '-addext', `subjectAltName=${altName}`, '-keyout', key, '-out', cert],
    ],
    { stdio: 'ignore' },
  );
  return { cert, key };
}

/**
 * Starts nginx in `root` as the Debian packages leave it, then follows deploy/README.md: the snippets,
 * a first `npm run deploy` of `dist`, the site's server blocks for `hostName`, `nginx -t` and a reload.
 */
export async function startDocumentedNginx({
  root,
  dist,
  hostName,
  cert,
  key,
  listen,
}: {
  readonly root: string;
  readonly dist: string;
  readonly hostName: string;
  readonly cert: string;
  readonly key: string;
  /** Where the server blocks listen instead of ports 80 and 443 (a port, or address:port). */
  readonly listen?: { readonly http: string; readonly https: string };
}): Promise<{ readonly site: string; readonly exited: Promise<string>; readonly stop: () => Promise<void> }> {
  const { etc, site, reportsLog } = layout(root);
  await mkdir(dirname(reportsLog), { recursive: true });
  const snippets = join(etc, 'snippets', 'marketplace');
  for (const dir of [snippets, join(etc, 'sites-enabled'), join(etc, 'modules-enabled'), join(etc, 'conf.d')])
    await mkdir(dir, { recursive: true });
  await mkdir(site, { recursive: true });
  await copyFile(inRepo('harness/launchers/nginx-main.conf'), join(etc, 'nginx.conf'));
  for (const module of Object.values(modules)) {
    await writeFile(join(etc, 'modules-enabled', `50-${basename(module)}.conf`), `load_module ${module};\n`);
  }
  const server = spawn(nginx, nginxArgs(etc), {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<string>((resolveExit) => {
    server.once('error', (error) => resolveExit(`cannot run ${nginx}: ${error.message}`));
    server.once('exit', (code, signal) => resolveExit(signal ?? `code ${code}`));
  });
  try {
    const snippet = await readFile(inRepo('deploy/nginx.conf'), 'utf8');
    await writeFile(
      join(snippets, 'nginx.conf'),
      replaceEach('deploy/nginx.conf', snippet, [
        ['/var/log/marketplace/reports.log', reportsLog],
        ['/var/log/marketplace/errors.log', join(dirname(reportsLog), 'errors.log')],
      ]),
    );
    for (const file of ['nginx-headers.conf', 'nginx-language.js', 'nginx-reports.js'])
      await copyFile(inRepo(`deploy/${file}`), join(snippets, file));
    await copyFile(inRepo('deploy/nginx-http.conf'), join(etc, 'conf.d', 'marketplace.conf'));
    await waitFor(() => readFile(join(etc, 'nginx.pid')).then(() => true));
    execFileSync(process.execPath, ['--import', 'tsx', inRepo('scripts/deploy/deploy.ts'), site, '--from', dist], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const ports = listen
      ? [['listen 80;', `listen ${listen.http};`] as const, ['listen 443 ', `listen ${listen.https} `] as const]
      : [];
    const config = replaceEach('deploy/nginx-site.conf', await readFile(inRepo('deploy/nginx-site.conf'), 'utf8'), [
      ['/etc/letsencrypt/live/www.example.com/fullchain.pem', cert],
      ['/etc/letsencrypt/live/www.example.com/privkey.pem', key],
      ['root /srv/marketplace/current;', `root ${site}/current;`],
      ['www.example.com', hostName],
      ...ports,
    ]);
    await writeFile(join(etc, 'sites-enabled', 'marketplace'), config);
    // As `sudo nginx -t && sudo systemctl reload nginx`.
    execFileSync(nginx, [...nginxArgs(etc), '-t', '-q'], { stdio: 'inherit' });
    execFileSync(nginx, [...nginxArgs(etc), '-s', 'reload'], { stdio: 'inherit' });
  } catch (error) {
    server.kill('SIGTERM');
    throw error;
  }
  return {
    site,
    exited,
    stop: async () => {
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM'); // nginx's fast shutdown
      await exited;
    },
  };
}

/** Retries `ready` every 100 ms until it resolves true, for at most 10 s. */
export async function waitFor(ready: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await ready().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('gave up waiting after 10 s');
}

async function main(): Promise<string | null> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { from: { type: 'string', default: 'dist' }, http: { type: 'string' }, https: { type: 'string' } },
  });
  const [rootArg] = positionals;
  if (!rootArg || !values.http || !values.https)
    return 'usage: tsx harness/launchers/nginx.ts ROOT --from DIST --http ADDRESS:PORT --https ADDRESS:PORT';
  const dist = resolve(values.from);
  const missing = missingPackages();
  if (missing.length > 0) return `missing Debian packages: apt-get install ${missing.join(' ')}`;
  if (!existsSync(join(dist, 'index.html'))) return `no ${dist}/index.html: run \`npm run build\` first`;
  const root = resolve(rootArg);
  await rm(root, { recursive: true, force: true });
  await mkdir(root, { recursive: true });
  const hostName = values.https.slice(0, values.https.lastIndexOf(':')) || 'localhost';
  const { site, exited, stop } = await startDocumentedNginx({
    root,
    dist,
    hostName,
    ...selfSignedCertificate(root, hostName),
    listen: { http: values.http, https: values.https },
  });
  console.log(`nginx-as-documented: https://${values.https}/ serving ${site} (config ${layout(root).etc}/nginx.conf)`);
  const stopped = new Promise<null>((resolveStop) => {
    for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.once(signal, () => resolveStop(null));
  });
  const ended = await Promise.race([stopped, exited]);
  await stop();
  return ended === null ? null : `nginx exited (${ended})`;
}

if (isMain(import.meta.url)) {
  const failure = await main();
  if (failure) console.error(`nginx-as-documented: ${failure}`);
  process.exit(failure ? 1 : 0);
}
