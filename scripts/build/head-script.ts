// The inline head script of a build: src/earlyInput/headScript.ts's `pageStart` with this build's
// options, minified for package.json's browserslist. Its hash goes into the page's policy. Read from
// its source file, not `Function.prototype.toString`: a runner's transform may add helpers to the
// function's text (tsx's `__name`), which the page would not have.
import { readFile } from 'node:fs/promises';
import { minifySync, transformWithOxc } from 'vite';
import type { PageStartOptions } from '../../src/earlyInput/headScript.ts';
import { earlyInputNames } from '../../src/earlyInput/names.ts';
import { inRepo } from '../shared/paths.ts';
import { transpileTargets } from './browser-targets.ts';

export async function headScript({
  offered,
  entry,
  holdMs = 1500,
  safetyMs = 3000,
}: Pick<PageStartOptions, 'offered' | 'entry'> & Partial<Pick<PageStartOptions, 'holdMs' | 'safetyMs'>>): Promise<string> {
  const options: PageStartOptions = { offered, entry, holdMs, safetyMs, names: earlyInputNames };
  const file = inRepo('src/earlyInput/headScript.ts');
  const { code: module } = await transformWithOxc(await readFile(file, 'utf8'), file, { lang: 'ts' });
  // Its only import is of types, which the transform drops; its exports become plain declarations.
  if (/^\s*import\s/m.test(module)) throw new Error(`head script: ${file} must import nothing but types`);
  const source = `(()=>{${module.replace(/^export /gm, '')}\npageStart(${JSON.stringify(options)})})()`;
  const { code, errors } = minifySync('head-script.js', source, { compress: { target: transpileTargets() } });
  if (errors.length > 0) throw new Error(`head script: ${errors.map((error) => error.message).join('; ')}`);
  return code.trim().replace(/;$/, '');
}
