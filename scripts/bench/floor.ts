// The floor of a build, for `npm run bench`: its prerendered page's own words and elements, without
// classes, icons, CSS or JS. The fastest that copy can be shown; every LCP is read against it.
import { mkdir, writeFile } from 'node:fs/promises';

/** Writes the floor page of `builtIndexHtml` into `dir` (index.html and robots.txt). */
export async function writeFloor(builtIndexHtml: string, dir: string): Promise<void> {
  const head = builtIndexHtml.match(/<title>[\s\S]*?<\/title>\s*<meta name="description"[^>]*>/)?.[0] ?? '';
  const lang = builtIndexHtml.match(/<html lang="([^"]+)"/)?.[1] ?? 'en';
  const body = (
    builtIndexHtml.match(/<div id="root"[^>]*>([\s\S]*?)<\/div>\s*(?:<script type="application\/json"|<\/body>)/)?.[1] ?? ''
  )
    .replace(/<svg[\s\S]*?<\/svg>/g, '')
    .replace(/ class="[^"]*"/g, '')
    .replace(/<img[^>]*>/g, '');
  if (!head || !body) throw new Error('bench: the built index.html has no title, description or #root to make a floor of');
  await mkdir(dir, { recursive: true });
  await writeFile(
    `${dir}/index.html`,
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${head}</head><body>${body}</body></html>`,
  );
  await writeFile(`${dir}/robots.txt`, 'User-agent: *\nAllow: /\n');
}
