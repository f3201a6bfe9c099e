// Runs the real nginx, in the foreground, on the built site with deploy/nginx.conf, for the nginx
// suite (tests/nginx/playwright.config.ts starts it as its webServer and stops it with SIGTERM).
//
//   tsx tests/nginx/start-nginx.ts [port] [site]   (default 4181, on 127.0.0.1 only; site .build/nginx-site)
//
// It first deploys dist/ to the site directory with scripts/deploy/deploy.ts, as an operator does
// (`npm run deploy -- <site> --reload …`; no nginx runs yet, so there is nothing to reload), so the suite
// serves what a deploy leaves. nginx's pid goes to <site>.nginx.pid, for later deploys' reloads
// (tests/nginx/site.ts); everything else nginx writes goes to a fresh temp dir, removed again on exit;
// errors go to stderr. The main config is the test's own, but the server block includes
// deploy/nginx.conf as an operator's does, with <temp>/snippets/marketplace-release.conf a link to the
// release file the deploy writes, where deploy/nginx.conf's relative include finds it. (The Observatory
// check, scripts/checks/observatory.ts, sets nginx up exactly as deploy/README.md says, TLS and all.)
// Needs: `npm run build` first; apt packages nginx and libnginx-mod-http-brotli-static. NGINX_BIN and
// NGINX_BROTLI_STATIC_MODULE override the paths.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DeployError, deploy, releaseFileName } from '../../scripts/deploy/deploy.ts';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.argv[2] ?? 4181);
const nginx = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const brotliModule = process.env.NGINX_BROTLI_STATIC_MODULE ?? '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const dist = join(repo, 'dist');
const site = resolve(process.argv[3] ?? join(repo, '.build', 'nginx-site'));
const pidFile = `${site}.nginx.pid`;

function fail(message: string): never {
  console.error(`start-nginx: ${message}`);
  process.exit(1);
}

if (!existsSync(nginx)) fail(`no nginx at ${nginx} (apt-get install nginx, or set NGINX_BIN)`);
if (!existsSync(brotliModule))
  fail(`no brotli static module at ${brotliModule} (apt-get install libnginx-mod-http-brotli-static)`);
if (!existsSync(join(dist, 'index.html'))) fail('no dist/index.html: run `npm run build` first');
try {
  await deploy({ from: dist, to: site, reload: async () => {}, log: () => {} });
} catch (error) {
  fail(error instanceof DeployError ? `deploying dist/: ${error.message}` : String(error instanceof Error ? error.stack : error));
}

const temp = await mkdtemp(join(tmpdir(), 'marketplace-nginx-'));
const quoted = (path: string) => `"${path}"`;
await mkdir(join(temp, 'snippets'));
await symlink(join(site, releaseFileName), join(temp, 'snippets', 'marketplace-release.conf'));
const config = `# Written by tests/nginx/start-nginx.ts for the nginx test suite; removed when nginx stops.
load_module ${quoted(brotliModule)};
${process.getuid?.() === 0 ? '# Running as root: keep the workers root too, so they can read the repo wherever it is.\nuser root;\n' : ''}worker_processes 1;
pid ${quoted(pidFile)};
error_log stderr warn;

events {
    worker_connections 256;
}

http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    access_log off;
    client_body_temp_path ${quoted(join(temp, 'client_body'))};
    proxy_temp_path ${quoted(join(temp, 'proxy'))};
    fastcgi_temp_path ${quoted(join(temp, 'fastcgi'))};
    uwsgi_temp_path ${quoted(join(temp, 'uwsgi'))};
    scgi_temp_path ${quoted(join(temp, 'scgi'))};
    include ${quoted(join(repo, 'deploy', 'nginx-languages.conf'))};

    server {
        listen 127.0.0.1:${port};
        server_name localhost;
        include ${quoted(join(repo, 'deploy', 'nginx.conf'))};
    }
}
`;
await writeFile(join(temp, 'nginx.conf'), config);

const child = spawn(nginx, ['-e', 'stderr', '-p', temp, '-c', join(temp, 'nginx.conf'), '-g', 'daemon off;'], {
  stdio: ['ignore', 'inherit', 'inherit'],
});
let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  process.on(signal, () => {
    stopping = true;
    // TERM is nginx's fast shutdown; the master stops its workers.
    if (child.exitCode === null) child.kill('SIGTERM');
  });
}
child.on('error', (error) => fail(`cannot run ${nginx}: ${error.message}`));
child.on('exit', async (code, signal) => {
  await rm(temp, { recursive: true, force: true });
  await rm(pidFile, { force: true });
  if (stopping) process.exit(0);
  console.error(`start-nginx: nginx exited (${signal ?? `code ${code}`})`);
  process.exit(code || 1);
});
console.log(`start-nginx: nginx on http://127.0.0.1:${port}/ serving ${site} (pid ${child.pid}, config ${temp}/nginx.conf)`);
