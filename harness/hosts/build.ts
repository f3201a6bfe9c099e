// What the host suites compare against: the files of the build in dist/, its page policy in
// .build/csp.json, and the headers its _headers file gives each path.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { headersForPath } from '../../scripts/headers/headers-file.ts';
import { offeredLanguages } from '../../scripts/headers/static-host-files.ts';
import { repo } from '../../scripts/shared/paths.ts';

export interface BuildPolicy {
  /** The policy in the pages' <meta http-equiv="Content-Security-Policy">. */
  readonly pagePolicy: string;
  readonly scriptHash: string;
  readonly styleHash: string;
  readonly shopOrigin: string;
}

/** `.build/csp.json`, written by the build. */
export function buildPolicy(): BuildPolicy {
  return JSON.parse(readFileSync(`${repo}.build/csp.json`, 'utf8')) as BuildPolicy;
}

/** A file of dist/ by its URL path (`/assets/x.js`), as bytes. */
export function distFile(path: string): Buffer {
  return readFileSync(`${repo}dist${path}`);
}

/** The size of dist/<path>, or null when there is no such file. */
export function distSize(path: string): number | null {
  const file = `${repo}dist${path}`;
  return existsSync(file) ? statSync(file).size : null;
}

/**
 * The landing page's entry script and stylesheet, from `.build/assets.json`: the HTML inlines the
 * stylesheet and its head script loads the entry, so neither is a tag to find there.
 */
export function entryAssets(): { script: string; style: string } {
  const { entry, stylesheet } = JSON.parse(readFileSync(`${repo}.build/assets.json`, 'utf8')) as {
    entry?: string;
    stylesheet?: string;
  };
  if (!entry?.startsWith('/assets/') || !stylesheet?.startsWith('/assets/'))
    throw new Error('.build/assets.json names no /assets/ entry or stylesheet');
  return { script: entry, style: stylesheet };
}

/**
 * The headers dist/_headers gives `path`, by lower-case name: what every host must send (deploy/nginx.conf
 * too). / is served from index.html (or a language's index.<code>.html, whose rule is the same).
 */
export function headersFromBuild(path: string): Record<string, string> {
  return headersForPath(readFileSync(`${repo}dist/_headers`, 'utf8'), path === '/' ? '/index.html' : path);
}

/** The languages the build in dist/ offers: English, and each it has a landing page for. */
export function offeredInBuild(): string[] {
  return offeredLanguages(readdirSync(`${repo}dist`));
}

/**
 * Every file of the build a host serves by its own path, as URL paths: / for the landing pages, no
 * not-found page, no page by its file name but about.html, no copies.
 */
export function servedPaths(): string[] {
  const hostFiles = new Set(['_headers', '.assetsignore', '_reports']);
  const pageFile = /^(?:index|404)(?:\.[a-z]+)?\.html$/;
  const top = readdirSync(`${repo}dist`, { withFileTypes: true })
    .filter(
      (entry) => entry.isFile() && !hostFiles.has(entry.name) && !pageFile.test(entry.name) && !/\.(?:gz|br)$/.test(entry.name),
    )
    .map((entry) => `/${entry.name}`);
  const assets = readdirSync(`${repo}dist/assets`)
    .filter((name) => !/\.(?:gz|br)$/.test(name))
    .map((name) => `/assets/${name}`);
  return ['/', ...top, ...assets].sort();
}
