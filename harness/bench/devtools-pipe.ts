// Chromium driven over its DevTools pipe, with no automation library attached: for what such a library
// would change. Playwright and Puppeteer enable the Runtime domain on every page, and with it on, V8
// collects source positions while the app's entry is evaluated: that task took about twice as long
// (docs/decisions.md, "The load's long tasks are measured without Runtime").
import { spawn } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';

/** A reply's result or an event's params, as the protocol gives them. */
// biome-ignore lint/suspicious/noExplicitAny: the protocol's messages, read where they are used
type Message = any;

export interface DevTools {
  /** Sends a command (to a page's session, given its id) and resolves with its result. */
  send(method: string, params?: object, sessionId?: string): Promise<Message>;
  /** Resolves with the params of the next `method` event (of the page's session, given its id), within 60 s. */
  next(method: string, sessionId?: string): Promise<Message>;
  close(): Promise<void>;
}

/** Starts headless Chromium with `args`, talking the protocol over file descriptors 3 and 4. */
export function launchOverPipe(executable: string, args: readonly string[]): DevTools {
  const child = spawn(executable, [...args, '--headless', '--remote-debugging-pipe', 'about:blank'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
  });
  const commands = child.stdio[3] as Writable;
  const messages = child.stdio[4] as Readable;
  type Pending = { resolve(value: Message): void; reject(error: Error): void };
  const replies = new Map<number, Pending>();
  const waiting: (Pending & { method: string; sessionId: string | undefined })[] = [];
  let lastId = 0;
  let partial = '';
  let failed: Error | undefined;
  let exited!: () => void;
  const closed = new Promise<void>((resolve) => {
    exited = resolve;
  });

  /** Chromium could not start, or has gone: everything in flight, and everything after, fails with `error`. */
  const fail = (error: Error) => {
    failed ??= error;
    for (const pending of [...replies.values(), ...waiting.splice(0)]) pending.reject(failed);
    replies.clear();
  };
  child.once('error', (error) => {
    fail(new Error(`DevTools: ${executable} did not start (${error.message}); CHROMIUM_PATH names another Chromium`));
    exited();
  });
  child.once('exit', (code, signal) => {
    fail(new Error(`DevTools: ${executable} exited (${signal ?? code})`));
    exited();
  });
  commands.on('error', (error) => fail(new Error(`DevTools: ${error.message}`)));

  const receive = (message: Message) => {
    const reply = replies.get(message.id);
    if (reply) {
      replies.delete(message.id);
      if (message.error) reply.reject(new Error(`DevTools: ${message.error.message}`));
      else reply.resolve(message.result);
      return;
    }
    const index = waiting.findIndex((wait) => wait.method === message.method && wait.sessionId === message.sessionId);
    if (index >= 0) waiting.splice(index, 1)[0]?.resolve(message.params);
  };
  messages.setEncoding('utf8');
  messages.on('data', (chunk: string) => {
    // Each message ends with a NUL byte.
    const parts = (partial + chunk).split('\0');
    partial = parts.pop() ?? '';
    for (const part of parts) receive(JSON.parse(part));
  });

  const send = (method: string, params: object = {}, sessionId?: string) =>
    new Promise<Message>((resolve, reject) => {
      if (failed) return reject(failed);
      lastId += 1;
      replies.set(lastId, { resolve, reject });
      commands.write(`${JSON.stringify({ id: lastId, method, params, sessionId })}\0`);
    });
  const next = (method: string, sessionId?: string) =>
    new Promise<Message>((resolve, reject) => {
      if (failed) return reject(failed);
      const wait = {
        method,
        sessionId,
        resolve: (params: Message) => {
          clearTimeout(timer);
          resolve(params);
        },
        reject: (error: Error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(wait), 1);
        reject(new Error(`DevTools: no ${method} within 60 s`));
      }, 60_000);
      waiting.push(wait);
    });
  const close = async () => {
    // Asked to close, and killed if it has not within 10 s.
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    if (!failed) await send('Browser.close').catch(() => child.kill('SIGKILL'));
    await closed;
    clearTimeout(kill);
  };
  return { send, next, close };
}
