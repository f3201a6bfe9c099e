// `npm run machines`: writes docs/machines.md. Through Vite's runner, not tsx: the machines reach the
// catalogues, whose loaders are Vite's `import.meta.glob`.
import { writeFile } from 'node:fs/promises';
import { runnerImport } from 'vite';
import { repo } from '../../scripts/shared/paths.ts';

const { module } = await runnerImport<typeof import('./statecharts.ts')>(`${repo}harness/docs/statecharts.ts`, {
  root: repo,
  configFile: false,
  logLevel: 'warn',
});
await writeFile(`${repo}docs/machines.md`, module.renderMachinesDoc());
console.log('docs/machines.md: the statecharts of every machine');
