// `npm run build [-- --mode NAME] [--out DIR]`: the client build, the server build of the same pages,
// the prerender that writes the complete HTML of /, /about.html and 404.html, the _headers file for
// static hosts, then precompression.
// DIR defaults to dist/; build facts (CSP, entry) go to .build/ (or .build/DIR/ for another DIR).
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const option = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? fallback : process.argv[index + 1];
};
const mode = option('--mode', 'production');
const outDir = option('--out', 'dist');

await build({ root, mode, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
await build({
  root,
  mode,
  logLevel: 'warn',
  build: { ssr: 'src/entry-server.tsx', outDir: `.ssr/${outDir}`, emptyOutDir: true },
});
execFileSync(process.execPath, ['scripts/prerender.mjs', outDir], { cwd: root, stdio: 'inherit' });
execFileSync(process.execPath, ['scripts/static-host-headers.mjs', outDir], { cwd: root, stdio: 'inherit' });
execFileSync(process.execPath, ['scripts/compress.mjs', outDir], { cwd: root, stdio: 'inherit' });
