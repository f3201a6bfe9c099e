// V8's compile hint goes on the chunks of the modules the app starts with, as the bundler hands them over
// (scripts/build/plugins/compile-hints.ts); the real build's are checked in tests/e2e/production.spec.ts.
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { compileHint, compileHintsPlugin } from '../../scripts/build/plugins/compile-hints.ts';

const root = '/site';
const at = (path: string) => `${root}/${path}`;
/** Each module's static imports; a dynamic import is not among them. */
const graph: Record<string, string[]> = {
  [at('index.html')]: [at('src/main.tsx')],
  [at('src/main.tsx')]: [at('locales/catalogues.ts')], // imports pageActor.ts, showPage.tsx, de.ts later
  [at('locales/catalogues.ts')]: [at('locales/en.ts')],
  [at('src/pageActor.ts')]: [at('node_modules/xstate/index.js')],
  [at('src/showPage.tsx')]: [at('node_modules/react-dom/client.js'), at('node_modules/xstate/index.js')],
};
/** A chunk as the bundler hands it over, with what of it the plugin reads. */
const chunk = (fileName: string, moduleIds: string[]) =>
  ({ type: 'chunk', fileName, moduleIds: moduleIds.map(at), code: `code of ${fileName}` }) as Rolldown.OutputChunk;

function build(ssr = false) {
  const plugin = compileHintsPlugin();
  const context = {
    environment: { config: { root, build: { ssr } } },
    getModuleInfo: (id: string) => ({ importedIds: graph[id] ?? [] }),
  };
  (plugin.buildEnd as (this: unknown) => void).call(context);
  const bundle = {
    index: chunk('assets/index-1.js', ['index.html', 'src/main.tsx']),
    names: chunk('assets/names-2.js', ['locales/catalogues.ts', 'locales/en.ts']),
    pageActor: chunk('assets/pageActor-3.js', ['src/pageActor.ts']),
    xstate: chunk('assets/translate-4.js', ['node_modules/xstate/index.js']),
    showPage: chunk('assets/showPage-5.js', ['src/showPage.tsx']),
    client: chunk('assets/client-6.js', ['node_modules/react-dom/client.js']),
    german: chunk('assets/de-7.js', ['locales/de.ts']),
    lookup: chunk('assets/customerServiceLookup-8.js', ['machines/lib/customerServiceLookup.ts']),
  };
  // Vite's table of the entry's lazy chunks comes first in a real entry, before this plugin's turn.
  bundle.index.code = 'const __vite__mapDeps=0;';
  const hashed = Object.fromEntries(
    Object.entries(bundle).map(([name, file]) => [name, (plugin.augmentChunkHash as (c: unknown) => unknown)(file)]),
  );
  const { handler } = plugin.generateBundle as { handler: (this: unknown, options: unknown, files: unknown) => void };
  handler.call(context, {}, { ...bundle, style: { type: 'asset', fileName: 'assets/style-9.css', source: 'a{}' } });
  return { bundle, hashed };
}

describe('the compile hint', () => {
  it('is the first line of the entry (before its table of lazy chunks), and of each chunk the app starts with', () => {
    const { bundle } = build();
    expect(bundle.index.code).toBe(`${compileHint}const __vite__mapDeps=0;`);
    for (const name of ['names', 'pageActor', 'xstate', 'showPage', 'client'] as const)
      expect(bundle[name].code).toBe(`${compileHint}code of ${bundle[name].fileName}`);
  });

  it('is on nothing the app loads later: another language’s catalogue, the customer-service lookup', () => {
    const { bundle } = build();
    expect(bundle.german.code).toBe('code of assets/de-7.js');
    expect(bundle.lookup.code).toBe('code of assets/customerServiceLookup-8.js');
  });

  it('goes into the hashes of the chunks it is on, and only theirs: a file’s name stands for its bytes', () => {
    const { hashed } = build();
    expect(hashed).toEqual({
      index: compileHint,
      names: compileHint,
      pageActor: compileHint,
      xstate: compileHint,
      showPage: compileHint,
      client: compileHint,
      german: undefined,
      lookup: undefined,
    });
  });

  it('is on nothing in the prerender’s build, which no browser loads', () => {
    const { bundle, hashed } = build(true);
    expect(bundle.index.code).toBe('const __vite__mapDeps=0;');
    expect(hashed.index).toBeUndefined();
  });

  it('is V8’s magic comment, on a line of its own', () => {
    expect(compileHint).toBe('//# allFunctionsCalledOnLoad\n');
  });
});
