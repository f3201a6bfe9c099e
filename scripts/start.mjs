// `npm start`: build the site against the local shop stand-in and serve it on localhost.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { serveSite } from './serve.mjs';
import { serveShopStandin } from './shop-standin.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const sitePort = Number(process.env.PORT ?? 4173);
const shopPort = 4174;

if (process.argv.includes('--no-build')) {
  console.log('Serving the existing dist/ (built with `npm run build -- --mode standin` or `npm start`).');
} else {
  execFileSync(process.execPath, ['scripts/build.mjs', '--mode', 'standin'], { cwd: root, stdio: 'inherit' });
}
await serveShopStandin({ port: shopPort });
await serveSite({ root: `${root}dist`, port: sitePort });
console.log(`\n  The page:       http://localhost:${sitePort}/`);
console.log(`  Shop stand-in:  http://127.0.0.1:${shopPort}/ (API, /h5/, /pc/, seller page, support chat)`);
console.log('  Press Ctrl+C to stop.\n');
