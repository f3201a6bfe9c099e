// Requests sent exactly as written: fetch and Playwright's request resolve `..`, `%2e` and `//` before
// sending, and check headers and bodies; what a server does with what they refuse is what some tests are about.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Socket } from 'node:net';

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

/** Whether `data` holds a whole HTTP/1.1 response: its head, and a body (none for 204 and 304) of Content-Length bytes or chunks up to the last. */
function complete(data: Buffer): boolean {
  const end = data.indexOf('\r\n\r\n');
  if (end === -1) return false;
  const head = data.subarray(0, end).toString('latin1');
  if (/^HTTP\/1\.1 (?:204|304) /.test(head)) return true;
  const length = /^content-length: *(\d+)/im.exec(head)?.[1];
  if (length !== undefined) return data.length - end - 4 >= Number(length);
  return /^transfer-encoding: *chunked/im.test(head) ? data.subarray(end).includes('\r\n0\r\n\r\n') : false;
}

/**
 * Writes `request` byte for byte on a socket from `connect` and reads the answer until it is whole (a
 * server may keep the connection open a while), or the server closes: its bytes. A server may answer
 * and close before it has read all of a large request; the answer counts, the failed write does not.
 */
export function sendRaw(connect: () => Socket, request: Buffer, what: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = connect();
    let data = Buffer.alloc(0);
    const done = () => {
      resolve(data);
      socket.destroy();
    };
    socket.on('data', (chunk: Buffer) => {
      data = Buffer.concat([data, chunk]);
      if (complete(data)) done();
    });
    socket.once('close', done);
    socket.once('error', (error) => (data.length > 0 ? done() : reject(error)));
    socket.setTimeout(10_000, () => socket.destroy(new Error(`${what} did not answer within 10 s`)));
    socket.write(request, () => {});
  });
}
