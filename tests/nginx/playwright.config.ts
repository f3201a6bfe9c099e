import { hostSuite } from '../hosts/suite.ts';
import { nginxSite } from './site.ts';

// The built site behind the real nginx with deploy/nginx.conf: what every host must serve (tests/hosts/),
// what only nginx does, and a deploy under load (tests/nginx/). Needs, in order:
//   npm run build && npx playwright test -c tests/nginx/playwright.config.ts
// and the apt packages nginx, libnginx-mod-http-brotli-static and chromium.
const port = Number(process.env.NGINX_E2E_PORT ?? 4181);

export default hostSuite('nginx', port, {
  projects: [
    { name: 'nginx', testDir: '.', testIgnore: 'deploy.spec.ts' },
    // It deploys another build over the one the others test: so it runs after them.
    { name: 'deploy under load', testDir: '.', testMatch: 'deploy.spec.ts', dependencies: ['nginx: every host', 'nginx'] },
  ],
  server: {
    // nginx in the foreground under a small wrapper that deploys dist/ to the site directory and writes
    // nginx's config to a temp dir; it passes SIGTERM on to nginx and removes the temp dir when nginx stops.
    command: `npx tsx tests/nginx/start-nginx.ts ${port} ${nginxSite}`,
    timeout: 15_000,
  },
});
