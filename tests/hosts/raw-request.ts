// A GET of a path sent exactly as written: fetch and Playwright's request resolve `..`, `%2e` and `//`
// before sending, and what a server does with them is what some tests are about.
import { request } from 'node:http';

export interface RawAnswer {
  readonly status: number;
  readonly body: Buffer;
}

/** GETs `path` from the server at `base` (http://host:port), with `headers` (no compression unless asked). */
export function rawGet(base: string, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    request({ hostname, port, path, headers: { 'Accept-Encoding': 'identity', ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}
