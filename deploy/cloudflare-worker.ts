// The Worker in front of the site's static assets on Cloudflare (wrangler.jsonc runs it first on every
// request), reading each path as nginx does (a run of slashes is one: machines/lib/routes.ts). It serves
// / and /about.html, and the not-found page, in the first language the visitor's Accept-Language accepts
// that the build has a page in (locales/acceptLanguage.ts, the matcher nginx runs too), else English;
// the page files by their own names answer as unknown paths do. Every response comes from the assets,
// with the headers dist/_headers gives its file. And when the build has reports on, /_r takes field
// reports (deploy/reports.ts, the answer nginx gives too) into Workers Analytics Engine.
import { languagesToTry } from '../locales/acceptLanguage.ts';
import { defaultLanguage, tagRules } from '../locales/languages.ts';
import { maxReportBytes, reportColumns, reportPath, reportRows, reportsMarkerFile } from '../machines/lib/fieldReport.ts';
import { pageKind, requestPath } from '../machines/lib/routes.ts';
import { receiveReport } from './reports.ts';

/** What Workers Analytics Engine takes per data point. */
interface DataPoint {
  readonly indexes: string[];
  readonly blobs: string[];
  readonly doubles: number[];
}

/** The bindings of wrangler.jsonc: the static assets, and the reports' dataset. */
export interface Env {
  readonly ASSETS: { fetch(request: Request): Promise<Response> };
  readonly REPORTS: { writeDataPoint(point: DataPoint): void };
}

/** The pages' files, reached only through the landing page's paths (routes.ts) and a miss: the app's router knows no other. */
const pageFile = /^\/(?:index|about|404)(?:\.[a-z]+)?\.html$/;
/**
 * Paths the assets never answer: the reports' marker file, and the reports' path with reports off, a miss
 * whatever the method (the assets would answer a POST with 405).
 */
const hostPaths = new Set([`/${reportsMarkerFile}`, reportPath]);

/**
 * `name`'s page in the first accepted language the build has it in, English otherwise. Looked up by URL
 * alone (the visitor's conditional headers name the page they asked for, not these files), and as the
 * assets answer, redirects included.
 */
async function page(env: Env, request: Request, name: 'index' | '404'): Promise<Response> {
  const file = (code: string) =>
    new Request(new URL(`/${name}${code === defaultLanguage ? '' : `.${code}`}.html`, request.url), { redirect: 'manual' });
  for (const code of languagesToTry(tagRules, request.headers.get('Accept-Language'), defaultLanguage)) {
    const response = await env.ASSETS.fetch(file(code));
    if (response.ok) return response;
  }
  return env.ASSETS.fetch(file(defaultLanguage));
}

/** Whether `ifNoneMatch` names `etag` (RFC 9110 §13.1.2: weak comparison, or `*`). */
function matches(ifNoneMatch: string | null, etag: string | null): boolean {
  if (ifNoneMatch === null || etag === null) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/** `response` as the answer to `request`: `status`, a Vary that says the language depends on the header, 304 when the visitor has it. */
function answer(request: Request, response: Response, status = response.status): Response {
  const headers = new Headers(response.headers);
  headers.append('Vary', 'Accept-Language');
  if (status === 200 && matches(request.headers.get('If-None-Match'), response.headers.get('ETag'))) {
    void response.body?.cancel();
    return new Response(null, { status: 304, headers });
  }
  return new Response(response.body, { status, statusText: status === 404 ? 'Not Found' : response.statusText, headers });
}

/** Whether the build was made with reports on: it carries the marker file. */
async function reportsOn(env: Env, request: Request): Promise<boolean> {
  const response = await env.ASSETS.fetch(new Request(new URL(`/${reportsMarkerFile}`, request.url)));
  void response.body?.cancel();
  return response.ok;
}

/** The body's bytes, or null once it passes `maxReportBytes`: never more than that plus one chunk is held. */
async function cappedBody(request: Request): Promise<Uint8Array | null> {
  if (Number(request.headers.get('Content-Length') ?? 0) > maxReportBytes) return null;
  if (request.body === null) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxReportBytes) {
      void reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

/** /_r: the answer nginx gives too; each event of an accepted body one data point, its language the index. */
async function receive(request: Request, env: Env): Promise<Response> {
  const intake = receiveReport({
    method: request.method,
    contentType: request.headers.get('Content-Type'),
    userAgent: request.headers.get('User-Agent'),
    body: await cappedBody(request),
  });
  if (intake.status === 204) {
    for (const row of reportRows(intake.accepted)) {
      env.REPORTS.writeDataPoint({
        indexes: [row.lang],
        blobs: reportColumns.blobs.map((name) => row[name]),
        doubles: reportColumns.doubles.map((name) => row[name]),
      });
    }
  }
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  if (intake.status === 405) headers.set('Allow', 'POST');
  return new Response(null, { status: intake.status, headers });
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    // The path as nginx reads it (machines/lib/routes.ts): a run of slashes is one, `//about.html` is /about.html.
    const url = new URL(request.url);
    const pathname = requestPath(request.url);
    if (pageKind(pathname) === 'landing') return answer(request, await page(env, request, 'index'));
    if (pathname === reportPath && (await reportsOn(env, request))) return receive(request, env);
    const asset = pathname === url.pathname ? request : new Request(new URL(`${pathname}${url.search}`, url), request);
    const response = pageFile.test(pathname) || hostPaths.has(pathname) ? null : await env.ASSETS.fetch(asset);
    if (response && response.status !== 404) return response;
    return answer(request, await page(env, request, '404'), 404);
  },
};
