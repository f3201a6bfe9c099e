// `npm run budget [-- dist]`: gzip sizes of what a first visit loads and of every catalogue chunk. Fails
// when a budget is exceeded, a catalogue has no chunk of its own, or non-English copy is in the app's
// entry or the chunks it loads as it starts.
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Catalogue } from '../../locales/en.ts';
import { languages } from '../../locales/languages.ts';
import { outDir } from '../../scripts/build/out-dir.ts';
import { firstLoadImages } from './first-load-images.ts';

const out = outDir(process.argv[2] ?? 'dist');
const dist = out.site;
const budgets = { initialJs: 98 * 1024, firstLoad: 120 * 1024 };
const gzip = (files: readonly string[]) =>
  files.reduce((sum, file) => sum + gzipSync(readFileSync(`${dist}${file}`), { level: 9 }).length, 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const html = readFileSync(`${dist}/index.html`, 'utf8');
const linked = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1] ?? '');
// The CSS is inlined in the HTML; the head script loads the entry module and preloads the chunks it
// imports as the app starts (src/earlyInput/headScript.ts).
const { entry, chunks = [] }: { entry: string; chunks?: string[] } = JSON.parse(readFileSync(`${out.facts}/assets.json`, 'utf8'));
const preloads = linked(/<link rel="modulepreload"[^>]*href="([^"]+)"/g);

const problems: string[] = [];
const initialJs = gzip([...new Set([entry, ...chunks, ...preloads])]);
const rows: [label: string, bytes: number][] = [
  ['HTML', gzip(['/index.html'])],
  ['CSS (inlined in the HTML) + linked', gzip(linked(/<link rel="stylesheet"[^>]*href="([^"]+)"/g))],
  ['JS (entry, its chunks and preloads)', initialJs],
  ['images above the fold', gzip(firstLoadImages(html))],
];
const total = rows.reduce((sum, [, bytes]) => sum + bytes, 0);

console.log('First load of / (gzip -9):');
for (const [name, bytes] of [...rows, ['total', total] as const]) {
  console.log(`  ${name.padEnd(36)} ${String(bytes).padStart(7)} B  ${kb(bytes)}`);
}

// Fetched only by a visitor whose language the host did not serve (a stored choice, or a plain static host).
const assets = readdirSync(`${dist}/assets`);
const fragments = assets.filter((file) => /^page-landing\.[a-z]+\.[0-9a-f]+\.json$/.test(file));
console.log('\nThe landing page as the head script fetches it in a language the host did not serve (gzip -9):');
console.log(`  ${fragments.map((file) => `${file.split('.')[1]} ${kb(gzip([`/assets/${file}`]))}`).join(', ') || 'none'}`);

console.log('\nCatalogue chunks (gzip -9), loaded on demand:');
const chunkSizes = [];
const firstChunks = [entry, ...chunks].map((file) => ({ file, source: readFileSync(`${dist}${file}`, 'utf8') }));
for (const { code } of languages.filter(({ code }) => code !== 'en')) {
  const chunk = assets.find((file) => file.startsWith(`${code}-`) && file.endsWith('.js'));
  if (chunk) chunkSizes.push(`${code} ${kb(gzip([`/assets/${chunk}`]))}`);
  else problems.push(`no chunk of its own for the "${code}" catalogue`);
  // A sample of each catalogue's copy must not be in what every first visit loads: only English ships there.
  const { default: catalogue }: { default: Catalogue } = await import(`../../locales/${code}.ts`);
  for (const { file, source } of firstChunks)
    if (source.includes(catalogue.hero.title)) problems.push(`${file} contains "${code}" copy: ${catalogue.hero.title}`);
}
console.log(`  ${chunkSizes.join(', ')}`);
console.log(`  ${chunkSizes.length} chunks, plus English in the app as the fallback for missing keys`);

if (initialJs > budgets.initialJs) problems.push(`initial JS ${kb(initialJs)} exceeds ${kb(budgets.initialJs)}`);
if (total > budgets.firstLoad) problems.push(`first load ${kb(total)} exceeds ${kb(budgets.firstLoad)}`);
console.log(`\nBudgets: initial JS ≤ ${kb(budgets.initialJs)}, first load ≤ ${kb(budgets.firstLoad)}`);
if (problems.length > 0) {
  for (const problem of problems) console.error(`✗ ${problem}`);
  process.exit(1);
}
console.log('✓ within budget');
