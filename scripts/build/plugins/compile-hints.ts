// Tells V8 to compile the app's start-up chunks as they load, not each function at its first call: a
// module script is compiled off the main thread, where a function compiled at its first call stops it.
import { relative } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { appChunks, type Manifest } from '../app-chunks.ts';

/**
 * V8's explicit compile hint (Chromium 136 on), the first line of a file: every function in it is
 * compiled eagerly. Other engines read a comment.
 */
export const compileHint = '//# allFunctionsCalledOnLoad\n';

/** The bundle's chunks keyed as Vite's manifest keys them: by the source path of a chunk's facade, `_` and the file name for a shared chunk. */
export function manifestOf(chunks: readonly Rolldown.OutputChunk[], root: string): Manifest {
  const keys = new Map(
    chunks.map((chunk) => [
      chunk.fileName,
      chunk.facadeModuleId ? relative(root, chunk.facadeModuleId) : `_${chunk.fileName.split('/').pop()}`,
    ]),
  );
  return Object.fromEntries(
    chunks.map((chunk) => [
      keys.get(chunk.fileName),
      { file: chunk.fileName, imports: chunk.imports.map((file) => keys.get(file) ?? file) },
    ]),
  );
}

/**
 * The hint on the entry and the chunks it runs as the app starts (app-chunks.ts), whose functions nearly
 * all run then: without it, a slow phone's main thread compiled them in the tasks that start the app,
 * 100 to 160 of their milliseconds at 4× (docs/performance.md). Not on what loads later or only in
 * part (a catalogue, the customer-service lookup, the field reporter).
 */
export function compileHintsPlugin(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // After Vite's own, which puts the entry's table of lazy chunks first: the hint counts on the first line only.
      order: 'post',
      handler(_, bundle) {
        if (this.environment.config.build.ssr) return;
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        const starting = new Set(appChunks(manifestOf(chunks, this.environment.config.root), ''));
        for (const chunk of chunks) if (starting.has(`/${chunk.fileName}`)) chunk.code = compileHint + chunk.code;
      },
    },
  };
}
