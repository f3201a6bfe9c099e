// The local server (scripts/dev/serve.ts: `npm start`, the browser suites) answers as nginx does: for
// each path below, sent as written, the same status from both, and for a page or a file the same bytes,
// both serving the build in dist/ (nginx the release start-nginx.ts deployed from it).
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { type LanguageCode, languageInfo } from '../../locales/languages.ts';
import { serveSite } from '../../scripts/dev/serve.ts';
import { repo } from '../../scripts/shared/paths.ts';
import { entryAssets, offeredInBuild } from '../hosts/build.ts';
import { landingPaths, notFoundPaths } from '../hosts/paths.ts';
import { rawGet } from '../hosts/raw-request.ts';

const entry = entryAssets().script;
const otherLanguage = (offeredInBuild().find((code) => code !== 'en') ?? 'de') as LanguageCode;
const paths = [
  ...landingPaths,
  ...notFoundPaths,
  '/about.html?utm_source=mail',
  entry,
  '/favicon.svg',
  '/robots.txt',
  '/manifest.webmanifest',
  // Spellings nginx decodes and normalises before it chooses a location.
  '//index.html',
  '//about.html',
  '/assets/../index.html',
  '/assets/./../about.html',
  `/assets%2F${entry.slice('/assets/'.length)}`,
  '/%69ndex.html',
  '/about.html/',
  '/assets',
  // The pages by their file names, the copies, the static hosts' files.
  `/index.${otherLanguage}.html`,
  `/404.${otherLanguage}.html`,
  '/about.html.br',
  `${entry}.br`,
  `${entry}.gz`,
  // Above the root, and what nginx refuses to read as a path at all.
  '/../etc/passwd',
  '/%2e%2e/etc/passwd',
  '/assets/..%2f..%2f..%2fetc/passwd',
  '/a%00b',
];

let local: Server;
let localBase: string;
test.beforeAll(async () => {
  local = await serveSite({ root: `${repo}dist`, port: 0 });
  localBase = `http://127.0.0.1:${(local.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => local.close(() => resolve())));

for (const path of paths) {
  test(`${path}: the local server answers as nginx does`, async ({ baseURL }) => {
    const [nginx, ours] = await Promise.all([rawGet(baseURL ?? '', path), rawGet(localBase, path)]);
    expect(ours.status, 'status').toBe(nginx.status);
    // nginx's own error pages (400) are its own; a page or a file is the build's, byte for byte.
    if (nginx.status === 200 || nginx.status === 404) expect(ours.body.equals(nginx.body), 'body').toBe(true);
  });
}

// The pages in the visitor's language: the same page from both, for a browser that speaks another.
for (const path of ['/', '/about.html', '/nope']) {
  test(`${path} for a browser that speaks ${otherLanguage}: the local server answers as nginx does`, async ({ baseURL }) => {
    const headers = { 'Accept-Language': `fr-CH, fr;q=0.9, ${languageInfo(otherLanguage).tag};q=0.8` };
    const [nginx, ours] = await Promise.all([rawGet(baseURL ?? '', path, headers), rawGet(localBase, path, headers)]);
    expect(ours.status, 'status').toBe(nginx.status);
    expect(nginx.body.toString('utf8')).toContain(`<html lang="${languageInfo(otherLanguage).tag}"`);
    expect(ours.body.equals(nginx.body), 'body').toBe(true);
  });
}
