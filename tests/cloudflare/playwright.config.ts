import { wranglerConfig, wranglerDev, wranglerEnv } from '@marketplace-landing/harness/workerd';
import { hostSuite } from '../hosts/suite.ts';

// The built site on Cloudflare's own runtime (workerd, through `wrangler dev` with the project's
// wrangler.jsonc): what every host must serve (tests/hosts/), and what only Cloudflare needs
// (tests/cloudflare/). Needs `npm run build` first. CLOUDFLARE_E2E_PORT and the three ports after it
// (debugger, and a second workerd with Cloudflare's default settings, and its debugger).
const port = Number(process.env.CLOUDFLARE_E2E_PORT ?? 4183);

export default hostSuite('cloudflare', `http://127.0.0.1:${port}`, {
  projects: [{ name: 'cloudflare', testDir: '.' }],
  server: {
    command: wranglerDev(wranglerConfig, port).join(' '),
    env: wranglerEnv as Record<string, string>,
    timeout: 60_000,
  },
});
