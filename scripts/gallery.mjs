// `npm run gallery`: every offered language at 320, 375, 768 and 1280 px in Chromium, Firefox ESR and
// WPE WebKit, on one contact sheet: test-results/gallery/index.html (tests/engines/gallery.ts, loaded
// through Vite, which reads the TypeScript). Needs the browsers `npm test` installs.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const { module } = await runnerImport(`${root}tests/engines/gallery.ts`, { root, configFile: false, logLevel: 'warn' });
const sheet = await module.makeGallery();
console.log(`gallery: open ${sheet}`);
