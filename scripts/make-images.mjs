// Renders the PNG icons and the social-card image from our SVG logo with Chromium, once; the PNGs
// are committed in public/. Run again (`node scripts/make-images.mjs`) after changing the logo.
import { readFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const logo = await readFile(new URL('../public/logo.svg', import.meta.url), 'utf8');
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const page = await browser.newPage();

for (const size of [192, 512]) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<style>body{margin:0}svg{width:${size}px;height:${size}px;display:block}</style>${logo}`);
  await page.screenshot({ path: `public/icon-${size}.png`, omitBackground: true });
}

await page.setViewportSize({ width: 1200, height: 630 });
await page.setContent(`<style>
  body{margin:0;width:1200px;height:630px;display:flex;flex-direction:column;justify-content:center;gap:28px;padding:0 96px;box-sizing:border-box;
    font-family:system-ui,sans-serif;color:#fff;background:radial-gradient(900px 500px at 90% -10%,rgba(234,88,12,.5),transparent 60%),linear-gradient(160deg,#1c1917,#431407)}
  .brand{display:flex;align-items:center;gap:24px;font-size:56px;font-weight:800}
  .brand svg{width:96px;height:96px}
  h1{margin:0;font-size:64px;line-height:1.1;max-width:900px}
  p{margin:0;font-size:32px;color:#fdba74;font-weight:600}
</style><div class="brand">${logo}<span>Marketly</span></div><h1>Everything you love, delivered with confidence</h1><p>10M+ products · 100K+ merchants · 80M+ users</p>`);
await page.screenshot({ path: 'public/og-image.jpg', type: 'jpeg', quality: 82 });
await browser.close();
console.log('public/icon-192.png, public/icon-512.png, public/og-image.jpg');
