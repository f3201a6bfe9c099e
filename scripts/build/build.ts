// `npm run build [-- --mode NAME] [--out DIR]`: the client build, the server build of the same pages,
// the prerender that writes the complete HTML of /, /about.html and 404.html, the files static hosts
// read (_headers with the build's whole security policy, .assetsignore), then precompression.
// DIR (relative or absolute) defaults to dist/; build facts (CSP, entry) go to .build/ (out-dir.ts).
import { build } from 'vite';
import { writeStaticHostFiles } from '../headers/static-host-files.ts';
import { repo } from '../shared/paths.ts';
import { compressDir, reportCompression } from './compress.ts';
import { outDir } from './out-dir.ts';
import { prerender } from './prerender.ts';

const option = (name: string, fallback: string): string => {
  const index = process.argv.indexOf(name);
  return index === -1 ? fallback : (process.argv[index + 1] ?? fallback);
};
const mode = option('--mode', 'production');
const out = outDir(option('--out', 'dist'));

await build({ root: repo, mode, logLevel: 'warn', build: { outDir: out.site, emptyOutDir: true } });
await build({
  root: repo,
  mode,
  logLevel: 'warn',
  build: { ssr: 'src/entry-server.tsx', outDir: out.serverBuild, emptyOutDir: true },
});
await prerender(out);
await writeStaticHostFiles(out.site);
reportCompression(out.site, await compressDir(out.site));
