// Runs a bundle of scripts/deploy/njs-bundles.ts in Debian's njs, the same 0.7.9 engine as
// libnginx-mod-http-js: `script` imports it as `m`, reads `input` and calls `answer(value)`: both
// pass through files, as argv is too small for them and njs's console.log cuts its line at 2 KB.
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import { njsBundles } from '../../scripts/deploy/njs-bundles.ts';
import { inRepo } from '../../scripts/shared/paths.ts';

export async function inNjs(name: keyof typeof njsBundles, script: string, input: unknown): Promise<unknown> {
  const work = mkdtempSync(join(tmpdir(), 'njs-'));
  try {
    const module = basename(njsBundles[name].bundle);
    mkdirSync(join(work, 'modules'));
    copyFileSync(inRepo(njsBundles[name].bundle), join(work, 'modules', module));
    writeFileSync(
      join(work, 'run.js'),
      [
        "import fs from 'fs';",
        `import m from '${module}';`,
        `const input = JSON.parse(fs.readFileSync(${JSON.stringify(join(work, 'input.json'))}));`,
        `function answer(value) { fs.writeFileSync(${JSON.stringify(join(work, 'answer.json'))}, JSON.stringify(value)); }`,
        script,
      ].join('\n'),
    );
    writeFileSync(join(work, 'input.json'), JSON.stringify(input));
    await promisify(execFile)('njs', ['-p', join(work, 'modules'), join(work, 'run.js')], {
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: NodeJS.ErrnoException) => {
      throw new Error(error.code === 'ENOENT' ? 'no njs: apt-get install njs' : String(error));
    });
    return JSON.parse(readFileSync(join(work, 'answer.json'), 'utf8'));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
