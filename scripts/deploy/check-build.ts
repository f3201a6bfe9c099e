// What a deploy checks before it places anything (`npm run deploy`, `npm run deploy:cloudflare`): a
// whole production build of the site, of regular files only, not made for the local shop stand-in.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { policyOfPage } from '../headers/security-headers.ts';
import { isLoopback } from '../shared/hosts.ts';

/** A deploy that cannot go ahead; the message says why and what to do. */
export class DeployError extends Error {
  override name = 'DeployError';
}

/** Every regular file under `dir`, relative to it; refuses a link or anything else that is not a plain file. */
async function buildFiles(dir: string, prefix = ''): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(join(dir, prefix), { withFileTypes: true })) {
    const path = join(prefix, entry.name);
    if (entry.isDirectory()) files.push(...(await buildFiles(dir, path)));
    else if (entry.isFile()) files.push(path);
    else throw new DeployError(`${join(dir, path)} is not a regular file: a deploy takes regular files only. Build again.`);
  }
  return files.sort();
}

/** The files of its own site a page refers to (`/assets/x.js`): root-relative URLs with a file name. */
export function referencedFiles(html: string): string[] {
  const paths = new Set<string>();
  for (const match of html.matchAll(/["'`(,=\s](\/(?!\/)[\w.~%!$&*+=:@/-]*)/g)) {
    const path = match[1] ?? '';
    if (/\/[^/]*\.[a-z0-9]+$/i.test(path)) paths.add(path);
  }
  return [...paths].sort();
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

/** The build's files, once it is known to be a whole production build of the site. */
export async function checkBuild(dist: string): Promise<string[]> {
  const files = await buildFiles(dist).catch((error: unknown) => {
    if (error instanceof DeployError) throw error;
    throw new DeployError(`${dist} is not a built site: run \`npm run build\` first.`);
  });
  const pages = files.filter((file) => !file.includes('/') && file.endsWith('.html'));
  if (!pages.includes('index.html') || !pages.includes('404.html')) {
    throw new DeployError(`${dist} is not a built site (no index.html or 404.html): run \`npm run build\` first.`);
  }
  for (const page of pages) {
    const html = await readFile(join(dist, page), 'utf8');
    const missing = referencedFiles(html).filter((path) => !files.includes(path.slice(1)));
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
