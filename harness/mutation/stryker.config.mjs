// `npm run mutation`: Stryker mutates the machines and the language modules and reruns the Vitest suites
// that exercise them (vitest.config.ts beside this) against each mutant (docs/testing.md#mutation-testing).
// Paths are the repository's: npm runs this from its root.

export default {
  mutate: ['machines/*.machine.ts', 'machines/lib/*.ts', 'locales/acceptLanguage.ts', 'locales/tags.ts', 'locales/translate.ts'],
  testRunner: 'vitest',
  vitest: { configFile: 'harness/mutation/vitest.config.ts' },
  // Each mutant runs only the tests that reached it in the dry run.
  coverageAnalysis: 'perTest',
  // A static mutant, in code that runs as its module loads (a machine's definition: its states, targets,
  // delays), reaches no test in particular, so it runs every test of every file that imports the module,
  // with a fresh module graph: the machines' ~300 were estimated by Stryker at over 3 hours on this
  // two-core machine. They are left out, counted as "ignored"; the statecharts' coverage test
  // (tests/machines/coverage.test.ts) is what holds the definitions. The pure modules' static mutants
  // take minutes: static.config.mjs, the second pass, tests them.
  ignoreStatic: true,
  concurrency: 2,
  // No checker: TypeScript 7 has no JS API for @stryker-mutator/typescript-checker. And no tsconfig to
  // rewrite: Stryker would load TypeScript's API to parse one, and the sandbox, a copy of the whole
  // repository, needs no path in tsconfig.json changed.
  checkers: [],
  tsconfigFile: '',
  // Reruns test only the mutants whose code or tests changed since the last run's results.
  incremental: true,
  incrementalFile: 'mutation-results/incremental.json',
  reporters: ['progress', 'clear-text', 'html', 'json'],
  htmlReporter: { fileName: 'mutation-results/mutation.html' },
  jsonReporter: { fileName: 'mutation-results/mutation.json' },
  // The sandbox copies the repository: not what builds, runs and tools leave in it (all git-ignored).
  ignorePatterns: [
    'dist*',
    'test-results',
    'playwright-report',
    'bench-results',
    'mutation-results',
    '.build',
    '.ssr',
    '.vite',
    '.wyw-cache',
    '.wrangler',
    '.lighthouseci',
  ],
};
