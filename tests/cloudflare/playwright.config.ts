import { wranglerConfig, wranglerDevExplained } from '@marketplace-landing/harness/workerd';
import { hostSuite } from '../hosts/suite.ts';

// The built site on Cloudflare's own runtime (workerd, through `wrangler dev` with the project's
// wrangler.jsonc): what every host must serve (tests/hosts/), and what only Cloudflare needs
// (tests/cloudflare/). Needs `npm run build` first. CLOUDFLARE_E2E_PORT and the three ports after it
// (debugger, and a second workerd with Cloudflare's default settings, and its debugger).
const port = Number(process.env.CLOUDFLARE_E2E_PORT ?? 4183);

export default hostSuite('cloudflare', `http://127.0.0.1:${port}`, {
  projects: [{ name: 'cloudflare', testDir: '.' }],
  server: {
    // wrangler dev, its reports of browsers that hung up mid-response explained in a line each, not `✘ [ERROR]`.
    command: wranglerDevExplained(wranglerConfig, port),
    timeout: 60_000,
  },
});
