import { defineConfig } from 'vitest/config';
import { repo } from '../../scripts/shared/paths.ts';

// The cross-engine suite (tests/engines): Firefox ESR and WPE WebKit against a build of their own,
// which the global setup makes. Node drives the browsers, so no jsdom and none of the app's plugins.
export default defineConfig({
  root: repo,
  test: {
    include: ['tests/engines/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/engines/global-setup.ts'],
    // One engine at a time: both use the suite's fixed ports (harness/engines/environment.ts), and two
    // browsers at once would compete for this machine's two cores.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
