// Prints one closing line for the whole test command, summed over the runners' JSON reports.
import { readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of process.argv.slice(2)) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if ('numPassedTests' in report) {
    // Vitest
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  } else {
    // Playwright: flaky tests passed on retry and count as passed.
    passed += (report.stats.expected ?? 0) + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected ?? 0;
    skipped += report.stats.skipped ?? 0;
  }
}
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exitCode = failed > 0 ? 1 : 0;
