// Precompressed copies for nginx `gzip_static` / `brotli_static`: `<file>.gz` and `<file>.br` beside each
// compressible file of at least 1 KiB, with its mtime (nginx's ETag), only where smaller. Alone:
// `tsx scripts/build/compress.ts [dir]` (default dist/).
import { readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { isMain } from '../shared/is-main.ts';
import { inRepo } from '../shared/paths.ts';

const compressible = /\.(?:html|m?js|css|svg|json|webmanifest|xml|txt|map)$/i;
const encodings = {
  gz: (source: Buffer) => gzipSync(source, { level: 9 }),
  br: (source: Buffer) =>
    brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
};

/** Writes the .gz and .br copies under `dir` and says what they weigh. */
export async function compressDir(dir: string): Promise<void> {
  const totals = { files: 0, small: 0, bytes: 0, gz: 0, br: 0 };
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !compressible.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    const info = await stat(file);
    const source = await readFile(file);
    const small = source.length < 1024;
    totals[small ? 'small' : 'files'] += 1;
    totals.bytes += small ? 0 : source.length;
    for (const suffix of ['gz', 'br'] as const) {
      // A copy left over from an earlier build, or one no smaller, must not be served instead of the file.
      if (small) {
        await rm(`${file}.${suffix}`, { force: true });
        continue;
      }
      const output = encodings[suffix](source);
      totals[suffix] += Math.min(output.length, source.length);
      if (output.length >= source.length) await rm(`${file}.${suffix}`, { force: true });
      else {
        await writeFile(`${file}.${suffix}`, output);
        await utimes(`${file}.${suffix}`, info.atime, info.mtime);
      }
    }
  }
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(
    `compress: ${totals.files} files in ${relative(process.cwd(), dir) || '.'} (${kib(totals.bytes)}) → gzip ${kib(totals.gz)}, brotli ${kib(totals.br)}; ${totals.small} under 1 KiB left as they are`,
  );
}

if (isMain(import.meta.url)) await compressDir(resolve(process.argv[2] ?? inRepo('dist')));
