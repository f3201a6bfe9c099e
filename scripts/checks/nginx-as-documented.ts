// nginx set up for the site exactly as deploy/README.md tells an operator, under a stand-in for
// /etc/nginx and /srv: the config snippet installed, a first `npm run deploy`, the release file linked,
// the site's server blocks of deploy/nginx-site.conf (its host name and certificate replaced), a
// config test and a reload. Debian's stock main config is replaced by a small one that loads the same
// modules; the reload is `nginx -s reload`, as `systemctl reload nginx` runs it.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { copyFile, mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inRepo } from '../shared/paths.ts';

const nginx = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const brotliModule = process.env.NGINX_BROTLI_STATIC_MODULE ?? '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export interface DocumentedNginx {
  /** The site's directory, as /srv/marketplace. */
  readonly site: string;
  readonly stop: () => Promise<void>;
}

/** Debian's /etc/nginx/nginx.conf, reduced to what the site needs. */
const mainConfig = (etc: string) => `load_module ${brotliModule};
${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
pid ${join(etc, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 64; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${join(etc, 'client_body')};
    proxy_temp_path ${join(etc, 'proxy')};
    fastcgi_temp_path ${join(etc, 'fastcgi')};
    uwsgi_temp_path ${join(etc, 'uwsgi')};
    scgi_temp_path ${join(etc, 'scgi')};
    include conf.d/*.conf;
    include sites-enabled/*;
}
`;

/** deploy/nginx-site.conf for `hostName` with the certificate in `cert`/`key`; each place must be there. */
export async function siteConfig(hostName: string, cert: string, key: string): Promise<string> {
  const text = await readFile(inRepo('deploy/nginx-site.conf'), 'utf8');
  const places: [string, string][] = [
    ['/etc/letsencrypt/live/www.example.com/fullchain.pem', cert],
    ['/etc/letsencrypt/live/www.example.com/privkey.pem', key],
    ['www.example.com', hostName],
  ];
  return places.reduce((config, [placeholder, value]) => {
    if (!config.includes(placeholder)) throw new Error(`deploy/nginx-site.conf has no ${placeholder} to replace`);
    return config.replaceAll(placeholder, value);
  }, text);
}

/** Starts nginx in `root` (its etc/ and srv/), deploys `dist` to it as deploy/README.md says, serving `hostName`. */
export async function startDocumentedNginx({
  root,
  dist,
  hostName,
  cert,
  key,
}: {
  readonly root: string;
  readonly dist: string;
  readonly hostName: string;
  readonly cert: string;
  readonly key: string;
}): Promise<DocumentedNginx> {
  const etc = join(root, 'etc');
  const site = join(root, 'srv', 'marketplace');
  const nginxArgs = ['-p', etc, '-c', join(etc, 'nginx.conf'), '-e', 'stderr'];
  await mkdir(join(etc, 'snippets'), { recursive: true });
  await mkdir(join(etc, 'sites-enabled'));
  await mkdir(join(etc, 'conf.d'));
  await mkdir(site, { recursive: true });
  await writeFile(join(etc, 'nginx.conf'), mainConfig(etc));
  // nginx as the package starts it: running, with no site of ours yet.
  const server: ChildProcess = spawn(nginx, [...nginxArgs, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  const reload = `${nginx} ${nginxArgs.join(' ')} -t -q && ${nginx} ${nginxArgs.join(' ')} -s reload`;
  try {
    // "nginx on Debian: once", then "Every release".
    await copyFile(inRepo('deploy/nginx.conf'), join(etc, 'snippets', 'marketplace.conf'));
    await waitFor(() => readFile(join(etc, 'nginx.pid')).then(() => true));
    execFileSync(
      process.execPath,
      ['--import', 'tsx', inRepo('scripts/deploy/deploy.ts'), site, '--from', dist, '--reload', reload],
      {
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    await symlink(join(site, 'nginx-release.conf'), join(etc, 'snippets', 'marketplace-release.conf'));
    // With the site, not before: the map reads $marketplace_offered, which only the site's release file sets.
    await copyFile(inRepo('deploy/nginx-languages.conf'), join(etc, 'conf.d', 'marketplace-languages.conf'));
    await writeFile(join(etc, 'sites-enabled', 'marketplace'), await siteConfig(hostName, cert, key));
    execFileSync('/bin/sh', ['-c', reload], { stdio: 'inherit' });
  } catch (error) {
    server.kill('SIGTERM');
    throw error;
  }
  return {
    site,
    stop: async () => {
      if (server.exitCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
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
