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
  const replies = new Map<number, { resolve(result: Message): void; reject(error: Error): void }>();
  const waiting: { method: string; sessionId: string | undefined; resolve(params: Message): void }[] = [];
  let lastId = 0;
  let partial = '';
  let exited: Error | undefined;

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
  const closed = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exited = new Error(`DevTools: ${executable} exited (${signal ?? code})`);
      for (const { reject } of replies.values()) reject(exited);
      replies.clear();
      resolve();
    });
  });

  const send = (method: string, params: object = {}, sessionId?: string) =>
    new Promise<Message>((resolve, reject) => {
      if (exited) return reject(exited);
      lastId += 1;
      replies.set(lastId, { resolve, reject });
      commands.write(`${JSON.stringify({ id: lastId, method, params, sessionId })}\0`);
    });
  const next = (method: string, sessionId?: string) =>
    new Promise<Message>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`DevTools: no ${method} within 60 s`)), 60_000);
      const settle = (params: Message) => {
        clearTimeout(timer);
        resolve(params);
      };
      waiting.push({ method, sessionId, resolve: settle });
    });
  const close = async () => {
    if (!exited) await send('Browser.close').catch(() => child.kill());
    await closed;
  };
  return { send, next, close };
}
