// Where the nginx suite's nginx runs (harness/launchers/nginx.ts, set up as deploy/README.md
// says).
import { layout } from '@marketplace-landing/harness/nginx';
import { repo } from '../../scripts/shared/paths.ts';

/** The site's two server blocks on loopback: the page over HTTPS, and plain HTTP, which redirects to it. */
export const nginxAddresses = {
  https: `127.0.0.1:${Number(process.env.NGINX_E2E_PORT ?? 4181)}`,
  http: `127.0.0.1:${Number(process.env.NGINX_E2E_HTTP_PORT ?? 4179)}`,
} as const;

/** The stand-in for /etc/nginx and /srv, emptied each time the suite starts nginx. */
export const nginxRoot = `${repo}.build/nginx`;

/** The site's directory, as /srv/marketplace: where `npm run deploy` puts each build. */
export const nginxSite = layout(nginxRoot).site;

/** nginx's configuration directory, as /etc/nginx. */
export const nginxEtc = layout(nginxRoot).etc;
