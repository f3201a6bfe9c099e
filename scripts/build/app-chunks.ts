// The modules the app starts with, and their chunks: the head script preloads these when it starts the app
// (src/earlyInput/headScript.ts, `chunks`), and the build puts V8's compile hint on them (plugins/compile-hints.ts).

/** Vite's build manifest: each module by its source path, the chunk it is in, the chunks that chunk imports, and those it may import later. */
export type Manifest = Record<
  string,
  { readonly file: string; readonly imports?: readonly string[]; readonly dynamicImports?: readonly string[] } | undefined
>;

/**
 * The entry (by the manifest's name for it), and the modules it imports in turn as the app starts
 * (src/main.tsx); React DOM, which it imports on its own before the views, is among the views' imports.
 */
export const appModules = ['index.html', 'src/pageActor.ts', 'src/showPage.tsx'];

/**
 * The files of the app modules' chunks and of every chunk they import, but `entry`'s: the head script
 * preloads them one a task after the entry, so that none waits for another's round trip, and none is
 * fetched before the first paint.
 */
export function appChunks(manifest: Manifest, entry: string): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Prerender: the build manifest has no chunk for ${key}, which src/main.tsx imports`);
    if (files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of appModules) visit(key);
  files.delete(entry);
  return [...files];
}
