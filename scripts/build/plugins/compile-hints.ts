// Tells V8 to compile the app's start-up chunks as they load, not each function at its first call: a
// module script is compiled off the main thread, where a function compiled at its first call stops it.
import { resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { appModules } from '../app-chunks.ts';

/**
 * V8's explicit compile hint (Chromium 136 on), the first line of a file: every function in it is
 * compiled eagerly. Other engines read a comment.
 */
export const compileHint = '//# allFunctionsCalledOnLoad\n';

/**
 * The hint on each chunk that holds a module the app runs as it starts: the app modules (app-chunks.ts)
 * and what they import, not what they import later (a catalogue but the English one, the
 * customer-service lookup, the field reporter). Those are the chunks the head script preloads, whose
 * functions nearly all run then: without the hint, a slow phone's main thread compiled them in the tasks
 * that start the app (docs/decisions.md). The chunk's hash takes the hint in, so that a file's name
 * still stands for its bytes.
 */
export function compileHintsPlugin(): Plugin {
  let starting = new Set<string>();
  const hinted = (chunk: Rolldown.RenderedChunk) => chunk.moduleIds.some((id) => starting.has(id));
  return {
    name: 'compile-hints',
    apply: 'build',
    buildEnd() {
      if (this.environment.config.build.ssr) return;
      const seen = new Set<string>();
      const visit = (id: string) => {
        if (seen.has(id)) return;
        seen.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
      };
      for (const module of appModules) visit(resolve(this.environment.config.root, module));
      starting = seen;
    },
    augmentChunkHash: (chunk) => (hinted(chunk) ? compileHint : undefined),
    generateBundle: {
      // After Vite's own, which puts the entry's table of lazy chunks first: the hint counts on the first line only.
      order: 'post',
      handler(_, bundle) {
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && hinted(chunk)) chunk.code = compileHint + chunk.code;
      },
    },
  };
}
