// `npm run screenshots`: full-page screenshots of the served site (npm start) at phone and desktop
// widths in the given languages, into test-results/screenshots/. Prints any console error it sees.
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const base = process.env.BASE_URL ?? 'http://localhost:4173';
const languages = (process.argv[2] ?? 'en,de').split(',');
const widths = (process.argv[3] ?? '375,1280').split(',').map(Number);
const out = 'test-results/screenshots';
await mkdir(out, { recursive: true });

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
for (const language of languages) {
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    await context.addInitScript((lang) => window.localStorage.setItem('lang', lang), language);
    const page = await context.newPage();
    page.on(
      'console',
      (message) => message.type() === 'error' && console.log(`  console error (${language} ${width}): ${message.text()}`),
    );
    page.on('pageerror', (error) => console.log(`  page error (${language} ${width}): ${error.message}`));
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    await page.waitForFunction(
      (lang) => document.documentElement.lang.startsWith(lang === 'cn' ? 'zh' : lang === 'ph' ? 'fil' : lang),
      language,
    );
    const file = `${out}/landing-${language}-${width}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
    await context.close();
  }
}
await browser.close();
