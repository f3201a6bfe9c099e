// `npm start`: build the site against the local shop stand-in and serve it on localhost. Into a folder of
// its own, dist-standin/, so that the production build in dist/, which the browser tests serve, stays as it is.
import { repo } from '../../scripts/shared/paths.ts';
import { previewSite } from '../launchers/preview.ts';
import { serveShopStandin, standInPort } from '../launchers/shop-standin.ts';
import { runScript } from '../shared/run-script.ts';

const sitePort = Number(process.env.PORT ?? 4173);

const dist = 'dist-standin';

runScript('scripts/build/build.ts', ['--mode', 'standin', '--out', dist]);
await serveShopStandin({ port: standInPort });
await previewSite({ dist: `${repo}${dist}`, port: sitePort, host: 'localhost' });
console.log(`\n  The page:       http://localhost:${sitePort}/`);
console.log(`  Shop stand-in:  http://127.0.0.1:${standInPort}/ (the lookup, /h5/, /pc/, the merchant site, the support chat)`);
console.log('  Press Ctrl+C to stop.\n');
