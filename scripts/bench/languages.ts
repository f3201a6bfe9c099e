// LCP in each offered language, beside that language's own floor: for `npm run bench`. Each language's
// page is served as a host serves it to a visitor whose browser speaks that language (its
// index.<code>.html at /), to a Chrome that speaks it too (so the head script has nothing to change),
// and measured by Lighthouse, mobile, like the English page.
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import * as chromeLauncher from 'chrome-launcher';
import { type LanguageCode, languageInfo } from '../../locales/languages.ts';
import { compressDir } from '../build/compress.ts';
import { offeredLanguages } from '../headers/static-host-files.ts';
import { median } from './first-interaction.ts';
import { writeFloor } from './floor.ts';
import { runLighthouse } from './lighthouse.ts';

export interface LanguageSite {
  readonly code: LanguageCode;
  /** The build with that language's landing page as its index.html. */
  readonly dir: string;
  /** Its floor: that page's own words, bare. */
  readonly floorDir: string;
}

/** A folder per offered language of the build in `dist`, under `out`. */
export async function languageSites(dist: string, out: string): Promise<LanguageSite[]> {
  const codes = offeredLanguages(await readdir(dist)) as LanguageCode[];
  return Promise.all(
    codes.map(async (code) => {
      const dir = `${out}/language-${code}`;
      const floorDir = `${out}/floor-${code}`;
      await rm(dir, { recursive: true, force: true });
      await cp(dist, dir, { recursive: true });
      const page = await readFile(`${dist}/${code === 'en' ? 'index.html' : `index.${code}.html`}`, 'utf8');
      await writeFile(`${dir}/index.html`, page);
      await compressDir(dir);
      await writeFloor(page, floorDir);
      return { code, dir, floorDir };
    }),
  );
}

export interface LanguageLcp {
  readonly code: LanguageCode;
  readonly lcp: number;
  readonly floor: number;
}

/** Median mobile LCP of each language's page and floor over `runs`, the languages in turn. */
export async function measureLanguageLcp(
  sites: readonly { readonly code: LanguageCode; readonly url: string; readonly floor: string }[],
  runs: number,
  chromePath: string,
  chromeFlags: readonly string[],
): Promise<LanguageLcp[]> {
  const samples = new Map(sites.map(({ code }) => [code, { lcp: [] as number[], floor: [] as number[] }]));
  for (let run = 0; run < runs; run++) {
    for (const { code, url, floor } of sites) {
      const tag = languageInfo(code).tag;
      const chrome = await chromeLauncher.launch({
        chromePath,
        chromeFlags: [...chromeFlags, `--lang=${tag}`, `--accept-lang=${tag}`],
      });
      try {
        samples.get(code)?.lcp.push((await runLighthouse(url, chrome.port, 'mobile')).lcp);
        samples.get(code)?.floor.push((await runLighthouse(floor, chrome.port, 'mobile')).lcp);
      } finally {
        await chrome.kill();
      }
    }
  }
  return sites.map(({ code }) => ({
    code,
    lcp: median(samples.get(code)?.lcp ?? []),
    floor: median(samples.get(code)?.floor ?? []),
  }));
}
