// Writes dist/index.html, dist/about.html and dist/404.html: the complete English pages, rendered by
// the server build of src/entry-server.tsx into the client build's index.html.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = `${root}dist`;
const serverBuild = `${root}.ssr`;

const { renderPage, headFor, config } = await import(`${serverBuild}/entry-server.js`);
const template = await readFile(`${dist}/index.html`, 'utf8');

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function head(kind, canonicalPath) {
  const { title, description, imageAlt } = headFor(kind);
  const url = `${config.siteUrl}${canonicalPath}`;
  const image = `${config.siteUrl}/og-image.png`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    '<link rel="manifest" href="/manifest.webmanifest" />',
    '<link rel="apple-touch-icon" href="/icon-192.png" />',
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(config.brandName)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    `<meta property="og:image:alt" content="${escapeHtml(imageAlt)}" />`,
    '<meta property="og:locale" content="en" />',
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
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Friedrichstraße 123',
        postalCode: '10117',
        addressLocality: 'Berlin',
        addressCountry: 'DE',
      },
    };
    // `<` is escaped so that no string in the data can close the script element.
    tags.push(`<script type="application/ld+json">${JSON.stringify(organization).replace(/</g, '\\u003c')}</script>`);
  }
  return { title, description, tags: tags.join('\n    ') };
}

async function write(file, path, kind, canonicalPath) {
  const { title, description, tags } = head(kind, canonicalPath);
  const html = template
    .replace(/<title>.*?<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace('<meta name="description" content="" />', `<meta name="description" content="${escapeHtml(description)}" />`)
    .replace('<!--head-->', tags)
    .replace('<div id="root"><!--app--></div>', `<div id="root" data-page="${kind}">${renderPage(path)}</div>`);
  if (html.includes('<!--app-->') || !html.includes(`data-page="${kind}"`))
    throw new Error(`Prerender of ${path} failed: template markers not found`);
  await writeFile(`${dist}/${file}`, html);
  console.log(`prerendered ${path} → dist/${file} (${html.length} bytes)`);
}

await write('index.html', '/', 'landing', '/');
await write('about.html', '/about.html', 'landing', '/');
await write('404.html', '/404', 'not-found', '/404');
await writeFile(
  `${dist}/sitemap.xml`,
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>${escapeHtml(config.siteUrl)}/</loc></url>\n</urlset>\n`,
);
await writeFile(`${dist}/robots.txt`, `User-agent: *\nAllow: /\n\nSitemap: ${config.siteUrl}/sitemap.xml\n`);
await rm(serverBuild, { recursive: true, force: true });
