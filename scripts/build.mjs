// `npm run build [-- --mode NAME]`: the client build, the server build of the same pages, then the
// prerender that writes the complete HTML of /, /about.html and 404.html into dist/.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const modeFlag = process.argv.indexOf('--mode');
const mode = modeFlag === -1 ? 'production' : process.argv[modeFlag + 1];

await build({ root, mode, logLevel: 'warn' });
await build({ root, mode, logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: '.ssr', emptyOutDir: true } });
execFileSync(process.execPath, ['scripts/prerender.mjs'], { cwd: root, stdio: 'inherit' });
