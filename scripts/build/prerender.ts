// Writes the complete pages, rendered by the server build of src/entry-server.tsx into the client
// build's index.html, in every offered language (index.html, about.html and 404.html in English,
// index.<code>.html and 404.<code>.html in the others), and each as the file the head script fetches.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { relative } from 'node:path';
import sharp from 'sharp';
import { defaultLanguage, type LanguageCode, tagRules } from '../../locales/languages.ts';
import { rulesFor } from '../../locales/tags.ts';
import { narrowViewportQuery } from '../../machines/lib/breakpoint.ts';
import type { PageKind } from '../../machines/lib/routes.ts';
import { shopEntryUrl } from '../../machines/lib/shop.ts';
import type { PageStartOptions } from '../../src/earlyInput/headScript.ts';
import type { PageFragment } from '../../src/earlyInput/pageFragment.ts';
import { schemeColors } from '../../src/styles/tokens.ts';
import { faviconHref } from '../brand/data-url.ts';
import { pagePolicy } from '../headers/security-headers.ts';
import { appChunks, type Manifest } from './app-chunks.ts';
import { headScript } from './head-script.ts';
import type { OutDir } from './out-dir.ts';
import { escapeHtml, fillPage } from './page-template.ts';

type ServerEntry = typeof import('../../src/entry-server.tsx');

const faviconLink = '<link rel="icon" href="/favicon.svg"';
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const meta = (attribute: 'property' | 'name', key: string, content: string | number) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}" />`;
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** Each page: its kind, its path, and its files' names (English under each; the others under the first). */
const pages = [
  { kind: 'landing', path: '/', names: ['index', 'about'] },
  { kind: 'not-found', path: '/404', names: ['404'] },
] as const;

/** Prerenders the client build in `out.site` with its server build. */
export async function prerender({ site: dist, serverBuild, facts }: OutDir): Promise<void> {
  const outName = relative(process.cwd(), dist) || '.';
  const { renderPage, headFor, config, languageInfo }: ServerEntry = await import(`${serverBuild}/entry-server.js`);
  const built = await readFile(`${dist}/index.html`, 'utf8');

  // The stylesheet is inlined (no render-blocking request); the head script loads the entry after the first paint.
  const entryTag = built.match(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/);
  const styleTag = built.match(/<link rel="stylesheet" crossorigin href="([^"]+)">\s*/);
  if (!entryTag?.[1] || !styleTag || !built.includes(faviconLink))
    throw new Error('Prerender: the entry script, stylesheet or favicon tag is missing from the built index.html');
  const entry = entryTag[1];
  const css = (await readFile(`${dist}${styleTag[1]}`, 'utf8')).trim();
  const favicon = escapeHtml(faviconHref(await readFile(`${dist}/favicon.svg`, 'utf8')));
  // By functions: in a replacement string, `$&` and its kin are patterns, and minified code may hold them.
  const template = built
    .replace(entryTag[0], '')
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '') // the head script preloads them (appChunks)
    .replace(styleTag[0], () => `<style>${css}</style>\n    `)
    .replace(faviconLink, () => `<link rel="icon" href="${favicon}"`);
  const manifest: Manifest = JSON.parse(await readFile(`${dist}/.vite/manifest.json`, 'utf8'));
  const chunks = appChunks(manifest, entry);
  const offered: PageStartOptions['offered'] = Object.fromEntries(
    config.offeredLanguages.map((code) => {
      const { tag } = languageInfo(code);
      if (code === defaultLanguage) return [code, { tag }];
      const chunk = manifest[`locales/${code}.ts`]?.file;
      if (!chunk) throw new Error(`No chunk for the ${code} catalogue in the build manifest`);
      return [code, { tag, chunk: `/${chunk}` }];
    }),
  );

  const card = await sharp(`${dist}/og-image.png`).metadata(); // the social card's size, for its meta tags

  async function head(kind: PageKind, path: string, language: LanguageCode) {
    const { title, description, imageAlt } = await headFor(kind, language);
    const url = `${config.siteUrl}${path}`;
    const image = `${config.siteUrl}/og-image.png`;
    const og = {
      type: 'website',
      site_name: config.brandName,
      title,
      description,
      url,
      image,
      'image:type': 'image/png',
      'image:width': card.width,
      'image:height': card.height,
      'image:alt': imageAlt,
      locale: languageInfo(language).tag.replace('-', '_'),
    };
    const twitter = { card: 'summary_large_image', title, description, image };
    const tags = [
      `<link rel="canonical" href="${escapeHtml(url)}" />`,
      '<link rel="apple-touch-icon" href="/icon-192.png" />',
      ...Object.entries(og).map(([key, value]) => meta('property', `og:${key}`, value)),
      ...Object.entries(twitter).map(([key, value]) => meta('name', `twitter:${key}`, value)),
    ];
    if (kind === 'not-found') tags.push(meta('name', 'robots', 'noindex'));
    else {
      const organization = {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: config.brandName,
        url: config.siteUrl,
        logo: `${config.siteUrl}/logo.svg`,
        email: config.contactEmail,
        address: config.companyAddress,
        ...(config.socialProfiles.length > 0 && { sameAs: config.socialProfiles.map((profile) => profile.url) }),
      };
      // `<` is escaped so that no string in the data can close the script element.
      tags.push(`<script type="application/ld+json">${JSON.stringify(organization).replace(/</g, '\\u003c')}</script>`);
    }
    return { title, description, headTags: tags.join('\n    ') };
  }

  // Every page in every language, and each as a file named by its content, which the head script fetches
  // when the visitor's language is not the one the host served.
  const rendered = await Promise.all(
    pages.map(async ({ kind, path, names }) => ({
      kind,
      path,
      names,
      languages: await Promise.all(
        config.offeredLanguages.map(async (language) => {
          const { tag, dir } = languageInfo(language);
          const words = await head(kind, path, language);
          const body = await renderPage(path, language);
          const fragment: PageFragment = { tag, dir, title: words.title, description: words.description, root: body };
          const text = JSON.stringify(fragment);
          const file = `assets/page-${kind}.${language}.${createHash('sha256').update(text).digest('hex').slice(0, 10)}.json`;
          await writeFile(`${dist}/${file}`, text);
          return { language, file: `/${file}`, page: { ...words, kind, body, tag, dir } };
        }),
      ),
    })),
  );
  const pageFiles = Object.fromEntries(
    rendered.map(({ kind, languages }) => [kind, Object.fromEntries(languages.map(({ language, file }) => [language, file]))]),
  ) as PageStartOptions['pages'];

  const rules = rulesFor(tagRules, config.offeredLanguages); // only those that decide among the offered languages
  const shopEntry = {
    served: shopEntryUrl(config.shopUrl, false),
    narrow: shopEntryUrl(config.shopUrl, true),
    narrowQuery: narrowViewportQuery,
  };
  const inlineScript = await headScript({ offered, tagRules: rules, pages: pageFiles, entry, chunks, shopEntry });
  const scriptHash = sha256(inlineScript);
  const styleHash = sha256(css);
  // In every page too, so that a host that drops headers still applies it (static-host-files.ts reads it back).
  const shopOrigin = new URL(config.shopUrl).origin;
  const policy = pagePolicy({ scriptHash, styleHash, shopOrigin });

  for (const { path, names, languages } of rendered) {
    for (const { language, page } of languages) {
      const html = fillPage(template, { policy, inlineScript, ...page });
      for (const name of language === defaultLanguage ? names : names.slice(0, 1)) {
        const file = language === defaultLanguage ? `${name}.html` : `${name}.${language}.html`;
        await writeFile(`${dist}/${file}`, html);
        console.log(`prerendered ${path} in ${language} → ${outName}/${file} (${Buffer.byteLength(html)} bytes)`);
      }
    }
  }
  await writeFile(
    `${dist}/sitemap.xml`,
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>${escapeHtml(config.siteUrl)}/</loc></url>\n</urlset>\n`,
  );
  await writeFile(
    `${dist}/manifest.webmanifest`,
    json({
      name: config.brandName,
      short_name: config.brandName,
      start_url: '/',
      display: 'browser',
      background_color: '#ffffff',
      theme_color: schemeColors('light').brandFill, // the brand's own orange, the same in both schemes
      icons: [
        { src: '/favicon.svg', type: 'image/svg+xml', sizes: 'any' },
        { src: '/icon-192.png', type: 'image/png', sizes: '192x192' },
        { src: '/icon-512.png', type: 'image/png', sizes: '512x512' },
      ],
    }),
  );
  await writeFile(`${dist}/robots.txt`, `User-agent: *\nAllow: /\n\nSitemap: ${config.siteUrl}/sitemap.xml\n`);
  await mkdir(facts, { recursive: true });
  await writeFile(`${facts}/csp.json`, json({ pagePolicy: policy, scriptHash, styleHash, shopOrigin }));
  await writeFile(`${facts}/assets.json`, json({ entry, chunks, stylesheet: styleTag[1] }));
  console.log(`content security policy → ${relative(process.cwd(), facts)}/csp.json`);
  await rm(serverBuild, { recursive: true, force: true });
  await rm(`${dist}/.vite`, { recursive: true, force: true }); // the manifest was for this script, not for visitors
}
