// The last build step: precompressed copies for servers that serve them as they are (nginx
// `gzip_static` / `brotli_static`, most CDNs). Next to every compressible file of at least 1 KiB in
// dist/ it writes `<file>.gz` (gzip level 9) and `<file>.br` (brotli quality 11), with the original's
// modification time. A copy that would not be smaller is not written. The originals stay, for
// clients that accept neither encoding.
//
// Run by scripts/build/build.ts; alone: `tsx scripts/build/compress.ts [dir]` (default dist/).
import { readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { extname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { isMain } from '../shared/is-main.ts';
import { inRepo } from '../shared/paths.ts';

const compressible = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.webmanifest', '.xml', '.txt', '.map']);
const minimumBytes = 1024;

interface Encoding {
  readonly suffix: '.gz' | '.br';
  readonly compress: (source: Buffer, options: object) => Promise<Buffer>;
  readonly options: (size: number) => object;
}

const encodings: readonly Encoding[] = [
  { suffix: '.gz', compress: promisify(gzip), options: () => ({ level: 9 }) },
  {
    suffix: '.br',
    compress: promisify(brotliCompress),
    options: (size: number) => ({
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: size,
      },
    }),
  },
];

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

export interface CompressionTotals {
  files: number;
  skipped: number;
  bytes: number;
  gz: number;
  br: number;
}

/** Writes the .gz and .br copies under `dir`; returns what it did. */
export async function compressDir(dir: string): Promise<CompressionTotals> {
  const totals: CompressionTotals = { files: 0, skipped: 0, bytes: 0, gz: 0, br: 0 };
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
        totals[suffix === '.gz' ? 'gz' : 'br'] += source.length;
        continue;
      }
      await writeFile(target, output);
      await utimes(target, info.atime, info.mtime);
      totals[suffix === '.gz' ? 'gz' : 'br'] += output.length;
    }
  }
  return totals;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export function reportCompression(dir: string, totals: CompressionTotals): void {
  console.log(
    `compress: ${totals.files} files in ${relative(process.cwd(), dir) || '.'} (${kib(totals.bytes)}) → gzip ${kib(totals.gz)}, brotli ${kib(totals.br)}; ${totals.skipped} under 1 KiB left as they are`,
  );
}

if (isMain(import.meta.url)) {
  const dir = resolve(process.argv[2] ?? inRepo('dist'));
  reportCompression(dir, await compressDir(dir));
}
