// What `npm run deploy` and `deploy:cloudflare` check before they place anything: a whole production
// build, of regular files only, not made for the local shop stand-in.
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { policyOfPage } from '../headers/security-headers.ts';
import { isLoopback } from '../shared/hosts.ts';

/** A deploy that cannot go ahead; the message says why and what to do. */
export class DeployError extends Error {
  override name = 'DeployError';
}

/** The files of its own site a page refers to (`/assets/x.js`): root-relative URLs with a file name. */
function referencedFiles(html: string): string[] {
  const paths = [...html.matchAll(/["'`(,=\s](\/(?!\/)[\w.~%!$&*+=:@/-]*)/g)].map((match) => match[1] ?? '');
  return paths.filter((path) => /\/[^/]*\.[a-z0-9]+$/i.test(path));
}

/** The hosts of every source in a policy (`https://shop.example.com`, `127.0.0.2:4174`, `[::1]`). */
function policyHosts(policy: string): string[] {
  return policy
    .split(';')
    .flatMap((directive) => directive.trim().split(/\s+/).slice(1))
    .filter((source) => !source.startsWith("'") && !/^[a-z][a-z0-9+.-]*:$/i.test(source) && source !== '*')
    .map((source) => {
      try {
        return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(source) ? source : `http://${source}`).hostname;
      } catch {
        return source;
      }
    });
}

/** The build's files, relative to `dist` and sorted, once it is known to be a whole production build of the site. */
export async function checkBuild(dist: string): Promise<string[]> {
  const entries = await readdir(dist, { recursive: true, withFileTypes: true }).catch(() => {
    throw new DeployError(`${dist} is not a built site: run \`npm run build\` first.`);
  });
  const files: string[] = [];
  for (const entry of entries) {
    const path = relative(dist, join(entry.parentPath, entry.name));
    // A link would go live without what it points at.
    if (entry.isFile()) files.push(path);
    else if (!entry.isDirectory())
      throw new DeployError(`${join(dist, path)} is not a regular file: a deploy takes regular files only. Build again.`);
  }
  files.sort();
  const pages = files.filter((file) => !file.includes('/') && file.endsWith('.html'));
  if (!pages.includes('index.html') || !pages.includes('404.html')) {
    throw new DeployError(`${dist} is not a built site (no index.html or 404.html): run \`npm run build\` first.`);
  }
  for (const page of pages) {
    const html = await readFile(join(dist, page), 'utf8');
    const missing = [...new Set(referencedFiles(html))].filter((path) => !files.includes(path.slice(1))).sort();
    if (missing.length > 0) throw new DeployError(`${dist}/${page} refers to files the build lacks: ${missing.join(', ')}.`);
    // `npm start` builds against the shop stand-in on this machine: never a site to put online.
    const loopback = policyHosts(policyOfPage(html) ?? '').find(isLoopback);
    if (loopback !== undefined) {
      throw new DeployError(
        `${dist} was built for the local shop stand-in: its policy names ${loopback}. Run \`npm run build\`.`,
      );
    }
  }
  return files;
}
