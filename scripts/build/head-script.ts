// The inline head script of a build: src/earlyInput/headScript.ts's `pageStart` with this build's
// options, bundled with what it imports and minified for package.json's browserslist by Vite (library
// mode, one IIFE, nothing written). Its hash goes into the page's policy.
import { build, type Rolldown } from 'vite';
import type { PageStartOptions } from '../../src/earlyInput/headScript.ts';
import { earlyInputNames } from '../../src/earlyInput/names.ts';
import { inRepo } from '../shared/paths.ts';
import { transpileTargets } from './browser-targets.ts';

const entryId = 'virtual:head-script';
const resolvedId = '\0virtual:head-script';

export async function headScript({
  offered,
  tagRules,
  pages,
  entry,
  safetyMs = 3000,
  holdMs = 3000,
}: Pick<PageStartOptions, 'offered' | 'tagRules' | 'pages' | 'entry'> &
  Partial<Pick<PageStartOptions, 'safetyMs' | 'holdMs'>>): Promise<string> {
  const options: PageStartOptions = { offered, tagRules, pages, entry, safetyMs, holdMs, names: earlyInputNames };
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
        resolveId: (id) => (id.endsWith(entryId) ? resolvedId : null),
        load: (id) => (id === resolvedId ? source : null),
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
  // Every module it bundles is inlined by its source: a module that pulls in a package or a table shows here.
  // (The options grow with the offered languages: two file names and a tag rule apiece.)
  const bundled = code.length - JSON.stringify(options).length;
  if (bundled > 6 * 1024) throw new Error(`head script: ${bundled} bytes besides its options; it bundled more than it should`);
  return code.trim().replace(/;$/, '');
}
