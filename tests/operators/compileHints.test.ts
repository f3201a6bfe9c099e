// V8's compile hint goes on the chunks the app starts with, as the bundler hands them over
// (scripts/build/plugins/compile-hints.ts); the real build's are checked in tests/e2e/production.spec.ts.
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { compileHint, compileHintsPlugin, manifestOf } from '../../scripts/build/plugins/compile-hints.ts';

const root = '/site';
/** A chunk as the bundler hands it to generateBundle, with what of it the plugin reads. */
const chunk = (fileName: string, code: string, imports: string[] = [], facade?: string) =>
  ({ type: 'chunk', fileName, code, imports, facadeModuleId: facade ? `${root}/${facade}` : null }) as Rolldown.OutputChunk;

const bundle = () => ({
  // Vite's table of the entry's lazy chunks comes first, as in a real entry.
  'assets/index-1.js': chunk('assets/index-1.js', 'const __vite__mapDeps=0;', ['assets/names-2.js'], 'index.html'),
  'assets/names-2.js': chunk('assets/names-2.js', 'export const a=1;'),
  'assets/pageActor-3.js': chunk('assets/pageActor-3.js', 'pageActor', ['assets/xstate-4.js'], 'src/pageActor.ts'),
  'assets/xstate-4.js': chunk('assets/xstate-4.js', 'xstate', ['assets/names-2.js']),
  'assets/showPage-5.js': chunk('assets/showPage-5.js', 'views', ['assets/client-6.js'], 'src/showPage.tsx'),
  'assets/client-6.js': chunk('assets/client-6.js', 'react-dom'),
  'assets/de-7.js': chunk('assets/de-7.js', 'var e={meta:{}}', [], 'locales/de.ts'),
  'assets/lookup-8.js': chunk('assets/lookup-8.js', 'lookup', ['assets/names-2.js'], 'machines/lib/customerServiceLookup.ts'),
  'assets/style-9.css': { type: 'asset', fileName: 'assets/style-9.css', source: 'a{}' },
});

function generate(files: ReturnType<typeof bundle>, ssr = false) {
  const plugin = compileHintsPlugin();
  const { handler } = plugin.generateBundle as { handler: (this: unknown, options: unknown, bundle: unknown) => void };
  handler.call({ environment: { config: { root, build: { ssr } } } }, {}, files);
  return files;
}

describe('the compile hint', () => {
  it('opens the entry (before its table of lazy chunks) and each chunk the app starts with, once', () => {
    const files = generate(bundle());
    expect(files['assets/index-1.js'].code).toBe(`${compileHint}const __vite__mapDeps=0;`);
    for (const name of ['names-2', 'pageActor-3', 'xstate-4', 'showPage-5', 'client-6'])
      expect(files[`assets/${name}.js` as 'assets/names-2.js'].code.split(compileHint)).toHaveLength(2);
    expect(compileHint).toBe('//# allFunctionsCalledOnLoad\n');
  });

  it('is on nothing the app loads later or in part: a catalogue, the customer-service lookup', () => {
    const files = generate(bundle());
    expect(files['assets/de-7.js'].code).toBe('var e={meta:{}}');
    expect(files['assets/lookup-8.js'].code).toBe('lookup');
  });

  it('is on nothing in the prerender’s build, which no browser loads', () => {
    const files = generate(bundle(), true);
    expect(files['assets/index-1.js'].code).toBe('const __vite__mapDeps=0;');
  });
});

describe('manifestOf', () => {
  it('keys a chunk as Vite’s manifest does: its facade’s path, else `_` and its file’s name; its imports by those keys', () => {
    const { 'assets/index-1.js': entry, 'assets/names-2.js': shared } = bundle();
    expect(manifestOf([entry, shared], root)).toEqual({
      'index.html': { file: 'assets/index-1.js', imports: ['_names-2.js'] },
      '_names-2.js': { file: 'assets/names-2.js', imports: [] },
    });
  });
});
