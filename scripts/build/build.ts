// `npm run build [-- --mode NAME] [--out DIR]`: the client build, the server build of the same pages,
// the prerender, the files static hosts read (_headers, .assetsignore), then precompression.
// DIR (relative or absolute) defaults to dist/; build facts (CSP, entry) go to .build/ (out-dir.ts).
import { parseArgs } from 'node:util';
import { build } from 'vite';
import { writeStaticHostFiles } from '../headers/static-host-files.ts';
import { repo } from '../shared/paths.ts';
import { compressDir } from './compress.ts';
import { outDir } from './out-dir.ts';
import { prerender } from './prerender.ts';

const usage = 'npm run build [-- --mode NAME] [--out DIR]';
const { values } = (() => {
  try {
    return parseArgs({ options: { mode: { type: 'string', default: 'production' }, out: { type: 'string', default: 'dist' } } });
  } catch (error) {
    console.error(`build: ${(error as Error).message}\nusage: ${usage}`);
    process.exit(1);
  }
})();
const out = outDir(values.out);
const shared = { root: repo, mode: values.mode, logLevel: 'warn' } as const;

await build({ ...shared, build: { outDir: out.site, emptyOutDir: true } });
await build({ ...shared, build: { ssr: 'src/entry-server.tsx', outDir: out.serverBuild, emptyOutDir: true } });
await prerender(out);
await writeStaticHostFiles(out.site);
await compressDir(out.site);
