import react from '@vitejs/plugin-react';
import wyw from '@wyw-in-js/vite';
import { defineConfig, loadEnv } from 'vite';
import { transpileTargets } from './scripts/browser-targets.mjs';
import { ConfigError, parseConfig } from './src/config.schema.ts';

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  let appConfig: ReturnType<typeof parseConfig>;
  try {
    appConfig = parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      // One clear line naming the variable, instead of a stack trace from deep inside Vite.
      console.error(`\nConfiguration error: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  return {
    define: {
      __APP_CONFIG__: JSON.stringify(appConfig),
      __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    },
    plugins: [
      wyw({
        include: ['**/*.{ts,tsx}'],
        // wyw-in-js evaluates modules with Babel, which needs to be told how to read TSX.
        babelOptions: { presets: ['@babel/preset-typescript', ['@babel/preset-react', { runtime: 'automatic' }]] },
      }),
      react(),
    ],
    build: {
      // Syntax for the browsers in package.json's "browserslist"; the CSS follows (cssTarget defaults to
      // this, and Lightning CSS adds the prefixes those browsers need, e.g. -webkit-backdrop-filter).
      target: transpileTargets(),
      manifest: true, // the prerender reads it to find each catalogue's chunk
      cssCodeSplit: false,
      modulePreload: { polyfill: false },
    },
  };
});
