// `npm run machines`: writes docs/machines.md, the statecharts of every machine, generated from the
// machine objects by scripts/statecharts.ts (loaded through Vite, which reads the TypeScript).
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const { module } = await runnerImport(`${root}scripts/statecharts.ts`, { root, configFile: false, logLevel: 'warn' });
await mkdir(`${root}docs`, { recursive: true });
await writeFile(`${root}docs/machines.md`, module.renderMachinesDoc());
console.log('docs/machines.md: the statecharts of every machine');
