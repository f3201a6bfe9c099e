// The last build step: precompressed copies for servers that serve them as they are (nginx
// `gzip_static` / `brotli_static`, most CDNs). Next to every compressible file of at least 1 KiB in
// dist/ it writes `<file>.gz` (gzip level 9) and `<file>.br` (brotli quality 11), with the original's
// modification time. A copy that would not be smaller is not written. The originals stay, for
// clients that accept neither encoding.
//
// `node scripts/compress.mjs [dir]` (default dist/); `await import('./compress.mjs')` compresses dist/.
import { readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { isMain } from './is-main.mjs';

const compressible = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.webmanifest', '.xml', '.txt', '.map']);
const minimumBytes = 1024;

const encodings = [
  { suffix: '.gz', compress: promisify(gzip), options: () => ({ level: 9 }) },
  {
    suffix: '.br',
    compress: promisify(brotliCompress),
    options: (size) => ({
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: size,
      },
    }),
  },
];

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/** Writes the .gz and .br copies under `dir`; returns what it did. */
export async function compressDir(dir) {
  const totals = { files: 0, skipped: 0, bytes: 0, gz: 0, br: 0 };
  for await (const file of filesUnder(dir)) {
    if (!compressible.has(extname(file).toLowerCase())) continue;
    const info = await stat(file);
    if (info.size < minimumBytes) {
      totals.skipped += 1;
      // A copy left over from an earlier build would be served instead of the new file.
      await Promise.all(encodings.map(({ suffix }) => rm(`${file}${suffix}`, { force: true })));
      continue;
    }
    const source = await readFile(file);
    totals.files += 1;
    totals.bytes += source.length;
    for (const { suffix, compress, options } of encodings) {
      const target = `${file}${suffix}`;
      const output = await compress(source, options(source.length));
      if (output.length >= source.length) {
        await rm(target, { force: true });
        totals[suffix.slice(1)] += source.length;
        continue;
      }
      await writeFile(target, output);
      await utimes(target, info.atime, info.mtime);
      totals[suffix.slice(1)] += output.length;
    }
  }
  return totals;
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const dir = resolve(
  isMain(import.meta.url) && process.argv[2] ? process.argv[2] : fileURLToPath(new URL('../dist', import.meta.url)),
);
const totals = await compressDir(dir);
console.log(
  `compress: ${totals.files} files in ${relative(process.cwd(), dir) || '.'} (${kib(totals.bytes)}) → gzip ${kib(totals.gz)}, brotli ${kib(totals.br)}; ${totals.skipped} under 1 KiB left as they are`,
);
