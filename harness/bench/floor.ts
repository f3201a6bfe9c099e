// The floor of a build, for `npm run bench`: each of its landing pages' own words and elements, without
// classes, icons, CSS or JS (index.html, index.de.html …, served as the build's are). The fastest that
// copy can be shown; each page's largest contentful paint is read against its floor's.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { compressDir } from '../../scripts/build/compress.ts';

/** Writes the floor of every landing page of the build in `dist` into `dir`; returns the languages' codes. */
export async function writeFloors(dist: string, dir: string): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const pages = (await readdir(dist)).filter((name) => /^index(?:\.[a-z]+)?\.html$/.test(name));
  for (const name of pages) {
    const built = await readFile(`${dist}/${name}`, 'utf8');
    const head = built.match(/<title>[\s\S]*?<\/title>\s*<meta name="description"[^>]*>/)?.[0] ?? '';
    const lang = built.match(/<html lang="([^"]+)"/)?.[1] ?? 'en';
    const body = (built.match(/<div id="root"[^>]*>([\s\S]*?)<\/div>\s*(?:<script type="application\/json"|<\/body>)/)?.[1] ?? '')
      .replace(/<svg[\s\S]*?<\/svg>/g, '')
      .replace(/ class="[^"]*"/g, '')
      .replace(/<img[^>]*>/g, '');
    if (!head || !body) throw new Error(`bench: ${name} has no title, description or #root to make a floor of`);
    await writeFile(
      `${dir}/${name}`,
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${head}</head><body>${body}</body></html>`,
    );
  }
  await writeFile(`${dir}/404.html`, '<!doctype html><title>Not found</title>');
  // Sent compressed, as the build's pages are: it differs from the page in what it carries, not how it is sent.
  await compressDir(dir);
  return pages.map((name) => name.match(/^index\.([a-z]+)\.html$/)?.[1] ?? 'en');
}
