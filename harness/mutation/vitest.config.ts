// Vitest for `npm run mutation` (stryker.config.mjs beside this): the suites that exercise the mutated
// code, each file in the lightest setting it passes in. Stryker reruns them for every mutant, and what
// costs is starting a test file, not its tests: jsdom, loaded anew in every worker (seconds of CPU on a
// busy two-core machine), and the build's plugins (wyw-in-js evaluates modules with Babel). So the pure
// modules run in Node without plugins, the machines in jsdom without plugins, and only the views keep
// both, as vite.config.ts gives them to `npm test` (which this file does not change). Where the files of
// a group pass in one worker, in any order, they share it, and one jsdom (`isolate: false`); Vitest still
// starts a fresh worker for every run, so each mutant's modules are loaded anew.
import { basename } from 'node:path';
import { loadConfigFromFile } from 'vite';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The build's plugins and defines (linaria's css`` extracted, the configuration), from vite.config.ts in
 * the folder Vitest runs in (npm's, or Stryker's sandbox), read as Vite reads it; new for each project
 * that needs them, as Vitest takes the defines out of the object it is given.
 */
async function withBuild() {
  const loaded = await loadConfigFromFile({ command: 'serve', mode: 'test' }, 'vite.config.ts', process.cwd(), 'silent');
  const { plugins = [], define = {} } = loaded?.config ?? {};
  return { plugins, define };
}

/** The test files, by group, cheapest to start first. */
const groups: readonly (TestProjectInlineConfiguration & { test: { name: string } })[] = [
  {
    // The pure modules, and the machine that touches no document.
    test: {
      name: 'node',
      environment: 'node',
      isolate: false,
      include: [
        'tests/app/{acceptLanguage,catalogues,customerServiceLookup,detectLanguage,fieldReport,hostileAnswers.property,maskedPath,routes,shop}.test.ts',
        'tests/machines/menu.machine.test.ts',
      ],
    },
  },
  {
    // The machines, whose default effects read and write the document.
    test: {
      name: 'machines',
      environment: 'jsdom',
      isolate: false,
      include: ['tests/machines/*.test.ts'],
      exclude: ['tests/machines/menu.machine.test.ts'],
    },
  },
  {
    // The browser's side (frames, storage, the head script): each file alone, as browserPageMachine.test.ts
    // failed after the others in one worker.
    test: {
      name: 'document',
      environment: 'jsdom',
      include: ['tests/app/{afterNextPaint,browserPageMachine,headScript,storage}.test.ts'],
    },
  },
  {
    ...(await withBuild()),
    test: {
      name: 'views',
      environment: 'jsdom',
      isolate: false,
      include: ['tests/views/*.test.tsx'],
      exclude: ['tests/views/footerConfigured.test.tsx'],
    },
  },
  {
    // Its vi.mock of src/config.ts holds only in a worker that has not loaded the module yet.
    ...(await withBuild()),
    test: { name: 'views-alone', environment: 'jsdom', include: ['tests/views/footerConfigured.test.tsx'] },
  },
];
// Left out: tests/app/architecture.test.ts (the import rules, read from the source) and
// tests/app/earlyInput.test.ts (src/earlyInput/ alone) run no mutated code.

/**
 * Stryker stops a mutant's run at its first failing test (bail), so the order of the files is time.
 * The groups run in the order above; within one, a mutated file's own test file first
 * (viewport.machine.ts's is viewport.machine.test.ts), then the quickest by the last run.
 */
class CheapestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const mutated = (this.ctx.config.related ?? []).map((file) => basename(file).replace(/\.ts$/, ''));
    const own = (spec: TestSpecification) => mutated.some((stem) => basename(spec.moduleId).startsWith(`${stem}.test.`));
    const duration = (spec: TestSpecification) =>
      this.ctx.cache.getFileTestResults(`${spec.project.name}:${spec.moduleId.slice(this.ctx.config.root.length + 1)}`)
        ?.duration ?? 0;
    return [...files].sort((a, b) => Number(own(b)) - Number(own(a)) || duration(a) - duration(b));
  }
}

export default defineConfig({
  test: {
    setupFiles: ['tests/setup.ts', 'harness/mutation/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // A mutant that leaves a test waiting (a state never reached) fails it here, in 5 s, rather than in
    // vite.config.ts's 30 s, which is room for the tools other suites run, none of them here.
    testTimeout: 5_000,
    sequence: { sequencer: CheapestFirst },
    // One group after another, in this order: a failure (Stryker's bail) stops the groups after it.
    projects: groups.map((group, index) => ({
      extends: true,
      ...group,
      test: { ...group.test, sequence: { groupOrder: index } },
    })),
  },
});
