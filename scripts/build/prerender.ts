// Writes the complete pages, rendered by the server build of src/entry-server.tsx into the client
// build's index.html, in every offered language: index.html, about.html and 404.html in English,
// index.<code>.html and 404.<code>.html in the others, and each as a file the head script fetches
// (assets/page-<kind>.<code>.<hash>.json).
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { defaultLanguage, type LanguageCode, tagRules } from '../../locales/languages.ts';
import { rulesFor } from '../../locales/tags.ts';
import type { PageKind } from '../../machines/lib/routes.ts';
import type { PageStartOptions } from '../../src/earlyInput/headScript.ts';
import type { PageFragment } from '../../src/earlyInput/pageFragment.ts';
import { schemeColors } from '../../src/styles/tokens.ts';
import { faviconHref } from '../brand/data-url.ts';
import { pagePolicy } from '../headers/security-headers.ts';
import { headScript } from './head-script.ts';
import type { OutDir } from './out-dir.ts';
import { escapeHtml, fillPage } from './page-template.ts';

type ServerEntry = typeof import('../../src/entry-server.tsx');

const faviconLink = '<link rel="icon" href="/favicon.svg"';
/** Prerenders the client build in `out.site` with its server build. */
export async function prerender(out: OutDir): Promise<void> {
  const { site: dist, serverBuild, facts: buildInfo } = out;
  const outName = relative(process.cwd(), dist) || '.';

  const { renderPage, headFor, config, languageInfo }: ServerEntry = await import(`${serverBuild}/entry-server.js`);
  const built = await readFile(`${dist}/index.html`, 'utf8');

  // Vite's tags for the entry module and the stylesheet: the stylesheet is inlined (no render-blocking
  // request), the entry is loaded by the head script after the first paint.
  const entryTag = built.match(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/);
  const styleTag = built.match(/<link rel="stylesheet" crossorigin href="([^"]+)">\s*/);
  if (!entryTag || !styleTag || !built.includes(faviconLink))
    throw new Error('Prerender: the entry script, stylesheet or favicon tag is missing from the built index.html');
  const [, entry] = entryTag;
  const css = (await readFile(`${dist}${styleTag[1]}`, 'utf8')).trim();
  const favicon = escapeHtml(faviconHref(await readFile(`${dist}/favicon.svg`, 'utf8')));
  // Every value goes in by a function: in a replacement string, `$&`, `$'` and `` $` `` are patterns, and the
  // values here (a brand, an address, minified code) may hold them.
  const template = built
    .replace(entryTag[0], '')
    .replace(styleTag[0], () => `<style>${css}</style>\n    `)
    .replace(faviconLink, () => `<link rel="icon" href="${favicon}"`);
  const manifest: Record<string, { file: string } | undefined> = JSON.parse(
    await readFile(`${dist}/.vite/manifest.json`, 'utf8'),
  );

  // The head script knows each offered language's tag and catalogue chunk, and how tags name them.
  const offered: PageStartOptions['offered'] = Object.fromEntries(
    config.offeredLanguages.map((code) => {
      const { tag } = languageInfo(code);
      if (code === defaultLanguage) return [code, { tag }];
      const chunk = manifest[`locales/${code}.ts`]?.file;
      if (!chunk) throw new Error(`No chunk for the ${code} catalogue in the build manifest`);
      return [code, { tag, chunk: `/${chunk}` }];
    }),
  );
  const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  // The social card's size, for its meta tags, from the file the build drew (PNG: the IHDR chunk leads).
  const card = await readFile(`${dist}/og-image.png`);
  if (card.toString('latin1', 12, 16) !== 'IHDR') throw new Error(`${outName}/og-image.png is not a PNG`);
  const cardSize = { width: card.readUInt32BE(16), height: card.readUInt32BE(20) };

  async function head(kind: PageKind, canonicalPath: string, language: LanguageCode) {
    const { title, description, imageAlt } = await headFor(kind, language);
    const url = `${config.siteUrl}${canonicalPath}`;
    const image = `${config.siteUrl}/og-image.png`;
    const tags = [
      `<link rel="canonical" href="${escapeHtml(url)}" />`,
      '<link rel="apple-touch-icon" href="/icon-192.png" />',
      `<meta property="og:type" content="website" />`,
      `<meta property="og:site_name" content="${escapeHtml(config.brandName)}" />`,
      `<meta property="og:title" content="${escapeHtml(title)}" />`,
      `<meta property="og:description" content="${escapeHtml(description)}" />`,
      `<meta property="og:url" content="${escapeHtml(url)}" />`,
      `<meta property="og:image" content="${escapeHtml(image)}" />`,
      '<meta property="og:image:type" content="image/png" />',
      `<meta property="og:image:width" content="${cardSize.width}" />`,
      `<meta property="og:image:height" content="${cardSize.height}" />`,
      `<meta property="og:image:alt" content="${escapeHtml(imageAlt)}" />`,
      `<meta property="og:locale" content="${languageInfo(language).tag.replace('-', '_')}" />`,
      '<meta name="twitter:card" content="summary_large_image" />',
      `<meta name="twitter:title" content="${escapeHtml(title)}" />`,
      `<meta name="twitter:description" content="${escapeHtml(description)}" />`,
      `<meta name="twitter:image" content="${escapeHtml(image)}" />`,
    ];
    if (kind === 'not-found') tags.push('<meta name="robots" content="noindex" />');
    else {
      const organization = {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: config.brandName,
        url: config.siteUrl,
        logo: `${config.siteUrl}/logo.svg`,
        email: config.contactEmail,
        // schema.org takes an address as text too: the operator's one line, as written.
        address: config.companyAddress,
        ...(config.socialProfiles.length > 0 && { sameAs: config.socialProfiles.map((profile) => profile.url) }),
      };
      // `<` is escaped so that no string in the data can close the script element.
      tags.push(`<script type="application/ld+json">${JSON.stringify(organization).replace(/</g, '\\u003c')}</script>`);
    }
    return { title, description, tags: tags.join('\n    ') };
  }

  /** A page of `kind` at `path` in every offered language: its head's words and #root's markup. */
  async function renders(path: string, kind: PageKind, canonicalPath: string) {
    return Promise.all(
      config.offeredLanguages.map(async (language) => ({
        language,
        head: await head(kind, canonicalPath, language),
        body: await renderPage(path, language),
      })),
    );
  }

  // Every page in every offered language, rendered once.
  const landing = await renders('/', 'landing', '/');
  const notFound = await renders('/404', 'not-found', '/404');

  /**
   * Each page in each language as a file the head script fetches when the visitor's language is not the
   * one the host served (a stored choice, or a browser language a plain static host did not read): its
   * #root and its head's words, named by its content, so that a visit caches it for the next.
   */
  const fragments = async (kind: PageKind, pages: Awaited<ReturnType<typeof renders>>) =>
    Object.fromEntries(
      await Promise.all(
        pages.map(async ({ language, head: words, body }) => {
          const { tag, dir } = languageInfo(language);
          const fragment: PageFragment = { tag, dir, title: words.title, description: words.description, root: body };
          const json = JSON.stringify(fragment);
          const file = `assets/page-${kind}.${language}.${createHash('sha256').update(json).digest('hex').slice(0, 10)}.json`;
          await writeFile(`${dist}/${file}`, json);
          return [language, `/${file}`];
        }),
      ),
    );
  const pageFiles: PageStartOptions['pages'] = {
    landing: await fragments('landing', landing),
    'not-found': await fragments('not-found', notFound),
  };

  // Only the rules that decide among the offered languages: the rest would only weigh down every page.
  const rules = rulesFor(tagRules, config.offeredLanguages);
  const inlineScript = await headScript({ offered, tagRules: rules, pages: pageFiles, entry: entry ?? '' });
  const scriptHash = sha256(inlineScript);
  const styleHash = sha256(css);

  // The build's policy goes into every page, first in <head>, so a page carries the policy that allows
  // its own inline script and style even on a host that drops headers; the header carries it too, whole
  // (scripts/headers/static-host-files.ts reads it back from the page).
  const shopOrigin = new URL(config.shopUrl).origin;
  const policy = pagePolicy({ scriptHash, styleHash, shopOrigin });

  /**
   * Writes a page in each offered language: English under each of `names` (`index.html`, `about.html`),
   * every other as `<first name>.<code>.html` (the hosts choose by Accept-Language: deploy/README.md).
   */
  async function writePages(names: readonly string[], path: string, kind: PageKind, pages: Awaited<ReturnType<typeof renders>>) {
    for (const { language, head: words, body } of pages) {
      const { tag, dir } = languageInfo(language);
      let html: string;
      try {
        html = fillPage(template, { policy, inlineScript, ...words, headTags: words.tags, kind, body, tag, dir });
      } catch (error) {
        throw new Error(`Prerender of ${path} in ${language} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      for (const name of language === defaultLanguage ? names : names.slice(0, 1)) {
        const file = language === defaultLanguage ? `${name}.html` : `${name}.${language}.html`;
        await writeFile(`${dist}/${file}`, html);
        console.log(`prerendered ${path} in ${language} → ${outName}/${file} (${Buffer.byteLength(html)} bytes)`);
      }
    }
  }

  // /about.html is the same page as /: the English one is written for it too, for hosts that serve files by name.
  await writePages(['index', 'about'], '/', 'landing', landing);
  await writePages(['404'], '/404', 'not-found', notFound);
  await writeFile(
    `${dist}/sitemap.xml`,
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>${escapeHtml(config.siteUrl)}/</loc></url>\n</urlset>\n`,
  );
  await writeFile(
    `${dist}/manifest.webmanifest`,
    `${JSON.stringify(
      {
        name: config.brandName,
        short_name: config.brandName,
        start_url: '/',
        display: 'browser',
        background_color: '#ffffff',
        // One value for an installed app's frame: the brand's own orange, the same in both schemes.
        theme_color: schemeColors('light').brandFill,
        icons: [
          { src: '/favicon.svg', type: 'image/svg+xml', sizes: 'any' },
          { src: '/icon-192.png', type: 'image/png', sizes: '192x192' },
          { src: '/icon-512.png', type: 'image/png', sizes: '512x512' },
        ],
      },
      null,
      2,
    )}\n`,
  );
  await writeFile(`${dist}/robots.txt`, `User-agent: *\nAllow: /\n\nSitemap: ${config.siteUrl}/sitemap.xml\n`);
  await mkdir(buildInfo, { recursive: true });
  await writeFile(
    `${buildInfo}/csp.json`,
    `${JSON.stringify({ pagePolicy: policy, scriptHash, styleHash, shopOrigin }, null, 2)}\n`,
  );
  await writeFile(`${buildInfo}/assets.json`, `${JSON.stringify({ entry, stylesheet: styleTag[1] }, null, 2)}\n`);
  console.log(`content security policy → ${relative(process.cwd(), buildInfo)}/csp.json`);
  await rm(serverBuild, { recursive: true, force: true });
  await rm(`${dist}/.vite`, { recursive: true, force: true }); // the manifest was for this script, not for visitors
}
