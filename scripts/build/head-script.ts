// The inline head script of a build: src/earlyInput/headScript.ts's `pageStart` with this build's
// options, bundled and minified for package.json's browserslist by Vite (library mode, one IIFE, not written).
import { build, type Rolldown } from 'vite';
import type { PageStartOptions } from '../../src/earlyInput/headScript.ts';
import { earlyInputNames } from '../../src/earlyInput/names.ts';
import { inRepo } from '../shared/paths.ts';
import { transpileTargets } from './browser-targets.ts';

const entryId = 'virtual:head-script';

export async function headScript(
  buildOptions: Pick<PageStartOptions, 'offered' | 'tagRules' | 'pages' | 'entry' | 'chunks' | 'shopEntry'>,
): Promise<string> {
  const options: PageStartOptions = { ...buildOptions, safetyMs: 3000, holdMs: 3000, names: earlyInputNames };
  const source = `import { pageStart } from ${JSON.stringify(inRepo('src/earlyInput/headScript.ts'))};\npageStart(${JSON.stringify(options)});\n`;
  const output = await build({
    configFile: false,
    root: inRepo(),
    logLevel: 'silent',
    plugins: [
      {
        name: 'head-script-entry',
        enforce: 'pre',
        // Library mode hands the entry over as a path under the root.
        resolveId: (id) => (id.endsWith(entryId) ? `\0${entryId}` : null),
        load: (id) => (id === `\0${entryId}` ? source : null),
      },
    ],
    build: {
      write: false,
      target: transpileTargets(),
      minify: true,
      lib: { entry: entryId, formats: ['iife'], name: 'headScript', fileName: 'head-script' },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => (result as Rolldown.RolldownOutput).output);
  const code = chunks.find((chunk) => chunk.type === 'chunk')?.code;
  if (!code) throw new Error('head script: the bundle has no code');
  // A module that pulls in a package or a table shows here (the options grow with the offered languages).
  const bundled = code.length - JSON.stringify(options).length;
  if (bundled > 6 * 1024) throw new Error(`head script: ${bundled} bytes besides its options; it bundled more than it should`);
  return code.trim().replace(/;$/, '');
}
