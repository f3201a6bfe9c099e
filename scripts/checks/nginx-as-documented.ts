// nginx set up for the site exactly as deploy/README.md tells an operator, under a stand-in for
// /etc/nginx and /srv in one folder: Debian's stock main config with the brotli and njs modules loaded,
// deploy/nginx.conf and what it includes installed as snippets, a first `npm run deploy`, the site's
// server blocks of deploy/nginx-site.conf (host name, certificate and /srv replaced, and their ports when
// asked), a config test and a reload (`nginx -s reload`, as `systemctl reload nginx` runs it).
// The one way this project runs nginx: the security grade (scripts/checks/observatory.ts) on ports 80
// and 443, and the nginx suite (tests/nginx/playwright.config.ts) through the command line below.
//
//   tsx scripts/checks/nginx-as-documented.ts ROOT --from DIST --http ADDRESS:PORT --https ADDRESS:PORT
//
// starts it afresh in ROOT (emptied first) with a self-signed certificate for the HTTPS address, runs
// until SIGTERM, then stops nginx. Needs the apt packages nginx, libnginx-mod-http-brotli-static,
// libnginx-mod-http-js and openssl; NGINX_BIN and NGINX_MODULES override nginx's and its modules' paths.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { isMain } from '../shared/is-main.ts';
import { inRepo } from '../shared/paths.ts';

const nginx = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const modules = process.env.NGINX_MODULES ?? '/usr/lib/nginx/modules';
/** The modules the site needs, with the Debian package that brings each. */
const neededModules = [
  ['ngx_http_brotli_static_module.so', 'libnginx-mod-http-brotli-static'],
  ['ngx_http_js_module.so', 'libnginx-mod-http-js'],
] as const;

/** Where the stand-ins for /etc/nginx and /srv/marketplace sit inside `root`. */
export const layout = (root: string) => ({ etc: join(root, 'etc'), site: join(root, 'srv', 'marketplace') });

/** Where the site's server blocks listen instead of the documented `listen 80` and `listen 443`. */
export interface Listen {
  /** The plain-HTTP block, which redirects to HTTPS: a port, or address:port. */
  readonly http: string;
  /** The TLS block, which serves the page. */
  readonly https: string;
}

export interface DocumentedNginx {
  /** The site's directory, as /srv/marketplace. */
  readonly site: string;
  /** Settles when nginx's master exits, with how it ended. */
  readonly exited: Promise<string>;
  readonly stop: () => Promise<void>;
}

const shellQuote = (word: string) => `'${word.replaceAll("'", `'\\''`)}'`;
const nginxArgs = (etc: string) => ['-p', etc, '-c', join(etc, 'nginx.conf'), '-e', 'stderr'];

/** For nginx in `root`: the config test, then a graceful reload, as `sudo nginx -t && sudo systemctl reload nginx`. */
function reloadCommand(root: string): string {
  const command = [nginx, ...nginxArgs(layout(root).etc)].map(shellQuote).join(' ');
  return `${command} -t -q && ${command} -s reload`;
}

/**
 * Debian 12's stock /etc/nginx/nginx.conf with its paths in `etc`. Its differences: one worker (the
 * machine is shared), root workers when run as root (so they read the checkout wherever it is), errors
 * to stderr, and nginx's temporary files in `etc` (it may run without root).
 */
const mainConfig = (etc: string) => `${process.getuid?.() === 0 ? 'user root;' : '# Not root: the workers run as this user.'}
worker_processes 1;
pid ${join(etc, 'nginx.pid')};
error_log stderr warn;
include ${join(etc, 'modules-enabled')}/*.conf;
events { worker_connections 768; }
http {
    sendfile on;
    tcp_nopush on;
    types_hash_max_size 2048;
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    ssl_protocols TLSv1 TLSv1.1 TLSv1.2 TLSv1.3;
    ssl_prefer_server_ciphers on;
    access_log ${join(etc, 'access.log')};
    gzip on;
    client_body_temp_path ${join(etc, 'client_body')};
    proxy_temp_path ${join(etc, 'proxy')};
    fastcgi_temp_path ${join(etc, 'fastcgi')};
    uwsgi_temp_path ${join(etc, 'uwsgi')};
    scgi_temp_path ${join(etc, 'scgi')};
    include ${join(etc, 'conf.d')}/*.conf;
    include ${join(etc, 'sites-enabled')}/*;
}
`;

/**
 * deploy/nginx-site.conf for `hostName` with the certificate in `cert`/`key`, the site in `site`, and on
 * `listen`'s addresses when given; each place must be there, so a change to the file cannot slip past.
 */
export async function siteConfig(hostName: string, cert: string, key: string, site: string, listen?: Listen): Promise<string> {
  const text = await readFile(inRepo('deploy/nginx-site.conf'), 'utf8');
  const places: [string, string][] = [
    ['/etc/letsencrypt/live/www.example.com/fullchain.pem', cert],
    ['/etc/letsencrypt/live/www.example.com/privkey.pem', key],
    ['root /srv/marketplace/current;', `root ${site}/current;`],
    ['www.example.com', hostName],
    ...(listen
      ? ([
          ['listen 80;', `listen ${listen.http};`],
          ['listen 443 ', `listen ${listen.https} `],
        ] as [string, string][])
      : []),
  ];
  return places.reduce((config, [placeholder, value]) => {
    if (!config.includes(placeholder)) throw new Error(`deploy/nginx-site.conf has no ${placeholder} to replace`);
    return config.replaceAll(placeholder, value);
  }, text);
}

/** A self-signed certificate for `hostName` (a name or an IP address), valid for a day, in `dir`. */
export function selfSignedCertificate(dir: string, hostName: string): { readonly cert: string; readonly key: string } {
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
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

/** Starts nginx in `root` (its etc/ and srv/), deploys `dist` to it as deploy/README.md says, serving `hostName`. */
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
  readonly listen?: Listen;
}): Promise<DocumentedNginx> {
  const { etc, site } = layout(root);
  for (const dir of ['snippets', 'sites-enabled', 'modules-enabled', 'conf.d']) await mkdir(join(etc, dir), { recursive: true });
  await mkdir(site, { recursive: true });
  // What the Debian packages install: the main config, and the brotli module's load line.
  await writeFile(join(etc, 'nginx.conf'), mainConfig(etc));
  for (const [module] of neededModules) {
    await writeFile(join(etc, 'modules-enabled', `50-${module}.conf`), `load_module ${join(modules, module)};\n`);
  }
  // nginx as the package starts it: running, with no site of ours yet.
  const server: ChildProcess = spawn(nginx, [...nginxArgs(etc), '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<string>((resolveExit) => {
    server.once('error', (error) => resolveExit(`cannot run ${nginx}: ${error.message}`));
    server.once('exit', (code, signal) => resolveExit(signal ?? `code ${code}`));
  });
  const reload = reloadCommand(root);
  try {
    // "nginx on Debian: once", then "Every release".
    const snippets = {
      'nginx.conf': 'marketplace.conf',
      'nginx-headers.conf': 'marketplace-headers.conf',
      'nginx-language.js': 'marketplace-language.js',
    };
    for (const [file, snippet] of Object.entries(snippets))
      await copyFile(inRepo('deploy', file), join(etc, 'snippets', snippet));
    await waitFor(() => readFile(join(etc, 'nginx.pid')).then(() => true));
    execFileSync(process.execPath, ['--import', 'tsx', inRepo('scripts/deploy/deploy.ts'), site, '--from', dist], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await writeFile(join(etc, 'sites-enabled', 'marketplace'), await siteConfig(hostName, cert, key, site, listen));
    execFileSync('/bin/sh', ['-c', reload], { stdio: 'inherit' });
  } catch (error) {
    server.kill('SIGTERM');
    throw error;
  }
  return {
    site,
    exited,
    stop: async () => {
      // TERM is nginx's fast shutdown; the master stops its workers.
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
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

/** The command line: nginx as documented in ROOT, on loopback ports, until SIGTERM. */
async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { from: { type: 'string', default: 'dist' }, http: { type: 'string' }, https: { type: 'string' } },
  });
  const [rootArg] = positionals;
  const fail = (message: string) => {
    console.error(`nginx-as-documented: ${message}`);
    return 1;
  };
  if (!rootArg || !values.http || !values.https) {
    return fail('usage: tsx scripts/checks/nginx-as-documented.ts ROOT --from DIST --http ADDRESS:PORT --https ADDRESS:PORT');
  }
  const dist = resolve(values.from);
  if (!existsSync(nginx)) return fail(`no nginx at ${nginx} (apt-get install nginx, or set NGINX_BIN)`);
  for (const [module, pkg] of neededModules) {
    if (!existsSync(join(modules, module))) return fail(`no ${module} in ${modules} (apt-get install ${pkg})`);
  }
  if (!existsSync(join(dist, 'index.html'))) return fail(`no ${dist}/index.html: run \`npm run build\` first`);
  const root = resolve(rootArg);
  await rm(root, { recursive: true, force: true });
  await mkdir(root, { recursive: true });
  const hostName = values.https.slice(0, values.https.lastIndexOf(':')) || 'localhost';
  const running = await startDocumentedNginx({
    root,
    dist,
    hostName,
    ...selfSignedCertificate(root, hostName),
    listen: { http: values.http, https: values.https },
  });
  console.log(`nginx-as-documented: https://${values.https}/ serving ${running.site} (config ${layout(root).etc}/nginx.conf)`);
  const stopped = new Promise<void>((resolveStop) => {
    for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.once(signal, () => resolveStop());
  });
  const ended = await Promise.race([stopped.then(() => null), running.exited]);
  if (ended !== null) return fail(`nginx exited (${ended})`);
  await running.stop();
  return 0;
}

if (isMain(import.meta.url)) process.exit(await main());
