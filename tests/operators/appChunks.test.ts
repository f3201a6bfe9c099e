// The chunks the head script preloads as it starts the app (scripts/build/app-chunks.ts), read from a
// manifest shaped as Vite writes it: each module's chunk, then what that chunk imports, in turn.
import { describe, expect, it } from 'vitest';
import { appChunks, type Manifest } from '../../scripts/build/app-chunks.ts';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    imports: ['_shared-2.js'],
    dynamicImports: ['src/pageActor.ts', 'src/showPage.tsx', 'src/reports/start.ts'],
  },
  '_shared-2.js': { file: 'assets/shared-2.js' },
  'src/pageActor.ts': { file: 'assets/pageActor-3.js', imports: ['_shared-2.js', '_xstate-4.js'] },
  '_xstate-4.js': { file: 'assets/xstate-4.js', imports: ['_shared-2.js'] },
  'src/showPage.tsx': { file: 'assets/showPage-5.js', imports: ['_xstate-4.js', '_react-6.js'] },
  '_react-6.js': { file: 'assets/react-6.js', imports: ['_xstate-4.js'] },
  'src/reports/start.ts': { file: 'assets/start-7.js', imports: ['_vitals-8.js'] },
  '_vitals-8.js': { file: 'assets/vitals-8.js' },
};

describe('the chunks the app starts with', () => {
  it('are each app module’s chunk and every chunk it imports, once each, in the order the app asks, but the entry; not what it loads later (the field reporter)', () => {
    expect(appChunks(manifest, '/assets/index-1.js')).toEqual([
      '/assets/shared-2.js',
      '/assets/pageActor-3.js',
      '/assets/xstate-4.js',
      '/assets/showPage-5.js',
      '/assets/react-6.js',
    ]);
  });

  it('stop the build when the manifest lacks an app module, naming it', () => {
    const { 'src/showPage.tsx': _, ...renamed } = manifest;
    expect(() => appChunks(renamed, '/assets/index-1.js')).toThrow(/no chunk for src\/showPage\.tsx/);
  });
});
