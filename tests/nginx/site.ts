// Where the nginx suite deploys builds (scripts/deploy/deploy.ts), and how a deploy reloads the nginx that
// tests/nginx/start-nginx.ts runs on it.
import { repo } from '../../scripts/shared/paths.ts';

export const nginxSite = `${repo}.build/nginx-site`;

/** The reload command for `npm run deploy -- <site> --reload …`: a graceful reload of the suite's nginx. */
export const reloadNginx = `kill -HUP "$(cat '${nginxSite}.nginx.pid')"`;
