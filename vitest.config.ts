import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Vitest loads the same plugins as the build, so linaria's css`` is really extracted in tests too.
export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      include: ['tests/{unit,machines,views}/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      setupFiles: ['tests/setup.ts'],
      restoreMocks: true,
      unstubGlobals: true,
    },
  }),
);
