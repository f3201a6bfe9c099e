/**
 * Runs once before the browser tests, after the web server is up. It does not build (the test
 * command does that): it only checks that the served site is the production build with the committed
 * `.env` defaults these tests are written against, so a stand-in build (`--mode standin`) in dist/
 * fails fast with one clear message instead of a hundred confusing ones.
 */
import type { FullConfig } from '@playwright/test';

const expectedMarkers = [
  'data-page="landing"',
  'href="https://shop.example.com/pc/"',
  'href="https://shop.example.com/#/pagesC/applyshop/applyType"',
  'href="https://support.example.com/chat?key=demo-support-key"',
];

export default async function checkServedBuild(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL ?? 'http://127.0.0.1:4180';
  const response = await fetch(`${baseURL}/`);
  if (!response.ok) throw new Error(`${baseURL}/ answered ${response.status}: run \`npm run build\` before the browser tests.`);
  const html = await response.text();
  const missing = expectedMarkers.filter((marker) => !html.includes(marker));
  if (missing.length > 0) {
    throw new Error(
      `The site served from dist/ is not the default production build (missing ${missing.join(', ')}). ` +
        'Run `npm run build` (without --mode) before the browser tests.',
    );
  }
}
