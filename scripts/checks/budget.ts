// Byte budget of the built site (dist/): gzip sizes of what a first visit loads and of every
// catalogue chunk. Fails when a budget is exceeded, a catalogue has no chunk of its own, or
// non-English copy leaked into the entry chunk.
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Catalogue } from '../../locales/en.ts';
import { languages } from '../../locales/languages.ts';
import { outDir } from '../build/out-dir.ts';
import { firstLoadImages } from './first-load-images.ts';

const out = outDir(process.argv[2] ?? 'dist');
const dist = out.site;
const budgets = { initialJs: 95 * 1024, firstLoad: 120 * 1024 };
const gzip = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const html = readFileSync(`${dist}/index.html`, 'utf8');
const linked = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1] ?? '');
// The CSS is inlined in the HTML; the head script loads the entry module (src/earlyInput/headScript.ts).
const { entry } = JSON.parse(readFileSync(`${out.facts}/assets.json`, 'utf8'));
const scripts = [entry];
const preloads = linked(/<link rel="modulepreload"[^>]*href="([^"]+)"/g);
const styles = linked(/<link rel="stylesheet"[^>]*href="([^"]+)"/g);
const images = firstLoadImages(html);

const problems: string[] = [];
const initialJs = [...new Set([...scripts, ...preloads])].reduce((sum, file) => sum + gzip(`${dist}${file}`), 0);
const rows: [label: string, bytes: number][] = [
  ['HTML', gzip(`${dist}/index.html`)],
  ['CSS (inlined in the HTML) + linked', styles.reduce((sum, file) => sum + gzip(`${dist}${file}`), 0)],
  ['JS (entry and preloads)', initialJs],
  ['images above the fold', images.reduce((sum, file) => sum + gzip(`${dist}${file}`), 0)],
];
const total = rows.reduce((sum, [, bytes]) => sum + bytes, 0);

console.log('First load of / (gzip -9):');
for (const [name, bytes] of rows) console.log(`  ${name.padEnd(36)} ${String(bytes).padStart(7)} B  ${kb(bytes)}`);
console.log(`  ${'total'.padEnd(36)} ${String(total).padStart(7)} B  ${kb(total)}`);

// Each offered language's page, fetched only by a visitor whose language the host did not serve (a stored
// choice, or any browser language on a plain static host), and cached for their next visit.
const fragments = readdirSync(`${dist}/assets`).filter((file) => /^page-landing\.[a-z]+\.[0-9a-f]+\.json$/.test(file));
console.log('\nThe landing page as the head script fetches it in a language the host did not serve (gzip -9):');
console.log(`  ${fragments.map((file) => `${file.split('.')[1]} ${kb(gzip(`${dist}/assets/${file}`))}`).join(', ') || 'none'}`);

const codes = languages.map((language) => language.code);
const assets = readdirSync(`${dist}/assets`);
console.log('\nCatalogue chunks (gzip -9), loaded on demand:');
const chunkSizes = [];
for (const code of codes.filter((code) => code !== 'en')) {
  const chunk = assets.find((file) => file.startsWith(`${code}-`) && file.endsWith('.js'));
  if (!chunk) {
    problems.push(`no chunk of its own for the "${code}" catalogue`);
    continue;
  }
  chunkSizes.push(`${code} ${kb(gzip(`${dist}/assets/${chunk}`))}`);
}
console.log(`  ${chunkSizes.join(', ')}`);
console.log(`  ${chunkSizes.length} chunks, plus English in the entry as the fallback for missing keys`);

// A sample of each catalogue's copy must not be in the entry: only English ships there.
const entrySource = scripts.map((file) => readFileSync(`${dist}${file}`, 'utf8')).join('\n');
for (const code of codes.filter((code) => code !== 'en')) {
  const { default: catalogue }: { default: Catalogue } = await import(`../../locales/${code}.ts`);
  const title = catalogue.hero.title;
  if (entrySource.includes(title)) problems.push(`the entry chunk contains "${code}" copy: ${title}`);
}

if (initialJs > budgets.initialJs) problems.push(`initial JS ${kb(initialJs)} exceeds ${kb(budgets.initialJs)}`);
if (total > budgets.firstLoad) problems.push(`first load ${kb(total)} exceeds ${kb(budgets.firstLoad)}`);
console.log(`\nBudgets: initial JS ≤ ${kb(budgets.initialJs)}, first load ≤ ${kb(budgets.firstLoad)}`);
if (problems.length > 0) {
  for (const problem of problems) console.error(`✗ ${problem}`);
  process.exit(1);
}
console.log('✓ within budget');
