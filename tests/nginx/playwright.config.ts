import { hostSuite } from '../hosts/suite.ts';
import { nginxAddresses, nginxRoot } from './site.ts';

// The built site behind the real nginx, set up as deploy/README.md says (the page over TLS with a
// self-signed certificate, plain HTTP redirected to it): what every host must serve (tests/hosts/),
// what only nginx does, and a deploy under load (tests/nginx/). Needs, in order:
//   npm run build && npm run build:reports && npm run build:rebrand && npm run test:nginx
// as root, and the Debian packages harness/test.sh installs for it (nginx and its modules, openssl, wrk…).
export default hostSuite('nginx', `https://${nginxAddresses.https}`, {
  projects: [
    { name: 'nginx', testDir: '.', testIgnore: 'deploy.spec.ts' },
    // It deploys another build over the one the others test: so it runs after them.
    { name: 'deploy under load', testDir: '.', testMatch: 'deploy.spec.ts', dependencies: ['nginx: every host', 'nginx'] },
  ],
  server: {
    // nginx in the foreground, with dist/ deployed; SIGTERM stops it.
    command: `npx tsx harness/launchers/nginx.ts ${nginxRoot} --from dist --http ${nginxAddresses.http} --https ${nginxAddresses.https}`,
    timeout: 30_000,
  },
});
