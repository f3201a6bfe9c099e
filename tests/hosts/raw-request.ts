// A GET of a path sent exactly as written: fetch and Playwright's request resolve `..`, `%2e` and `//`
// before sending, and what a server does with them is what some tests are about.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

export interface RawAnswer {
  readonly status: number;
  readonly body: Buffer;
}

/** GETs `path` from the server at `base` (http://host:port), with `headers` (no compression unless asked). */
export function rawGet(base: string, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const { hostname, port, protocol } = new URL(base);
  // nginx in the suite serves over TLS with a certificate of its own making: this client takes it.
  const request = protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    request(
      { hostname, port, path, rejectUnauthorized: false, headers: { 'Accept-Encoding': 'identity', ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    )
      .on('error', reject)
      .end();
  });
}
