// What the mutation run changes in the tests it runs, beside tests/setup.ts (harness/mutation/vitest.config.ts).
import fc from 'fast-check';
import { beforeEach } from 'vitest';

/**
 * Tests left out, by name. Stryker's Vitest runner sets its own name filter on every run, so a
 * `testNamePattern` in the config would be overwritten; a test skipped here counts as skipped, neither
 * killing a mutant nor letting one survive.
 */
const leftOut: readonly { readonly name: string; readonly why: string }[] = [
  {
    // tests/app/headScript.test.ts
    name: 'is inlined minified, with the build’s options, as one expression',
    why: 'the build bundles the head script from the instrumented sources, every mutant of detectLanguage.ts and routes.ts in them, past the 6 KB it allows',
  },
];

beforeEach((context) => {
  if (leftOut.some(({ name }) => context.task.name === name)) context.skip();
});

// The property tests, bounded: a surviving mutant reruns every test that reached it, and the two of
// tests/app/hostileAnswers.property.test.ts run 10,000 cases each.
// Here each property stops after 3 s of cases, a case that hangs fails after 2 s, and the first failure
// ends it: a killed mutant needs no shrunk counterexample.
fc.configureGlobal({ interruptAfterTimeLimit: 3_000, timeout: 2_000, endOnFailure: true });
