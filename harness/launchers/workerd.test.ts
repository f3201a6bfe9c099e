/**
 * wrangler dev's stderr in a test log (harness/launchers/workerd.ts): workerd's reports of clients that hung up
 * mid-response say what they are, in a line each and without `✘ [ERROR]`; every other line is as it was.
 */
import { describe, expect, it } from 'vitest';
import { explainHangUps } from './workerd.ts';

const stack =
  '  stack: workerd@416aa15 workerd@416b561 workerd@28b956f workerd@28b9883 workerd@412e94f workerd@290e6c6 workerd@291209d workerd@29123c4 workerd@2128df0 workerd@1a85330';
const hangUp = (reason: string) =>
  `workerd/server/server.c++:3641: error: kj::getCaughtExceptionAsKj() = kj/async-io-unix.c++:186: disconnected: ::write(fd, buffer.begin(), buffer.size()): ${reason}`;
/** As tests/cloudflare's log held them in one of three runs (the path to workerd shortened): three reads of wrangler's. */
const hangUps = [
  `✘ [ERROR] ${hangUp('Broken pipe')}`,
  '',
  stack,
  '',
  '',
  `✘ [ERROR] ${hangUp('Connection reset by peer')}`,
  '',
  stack,
  `  ${hangUp('Broken pipe')}`,
  stack,
  '',
  '',
  `✘ [ERROR] ${hangUp('Broken pipe')}`,
  '',
  stack,
  '',
  '',
].join('\n');
const realError = ['✘ [ERROR] workerd/server/server.c++:1234: error: Uncaught Error: the Worker threw', '', stack, '', ''].join(
  '\n',
);
const explained = (reason: string) =>
  `workerd: a client hung up before its response was written (${reason}), as a browser does when a test closes its page: not an error`;

/** What is printed for `log`, read in pieces of `size` characters. */
function printed(log: string, size = log.length): string {
  const filter = explainHangUps();
  let out = '';
  for (let at = 0; at < log.length; at += size) out += filter.write(log.slice(at, at + size));
  return out + filter.end();
}

describe("wrangler dev's stderr in a test log", () => {
  it('says in one line each that a client hung up, with no ✘ and no stack', () => {
    expect(printed(hangUps).split('\n')).toEqual([
      explained('Broken pipe'),
      explained('Connection reset by peer'),
      explained('Broken pipe'),
      explained('Broken pipe'),
      '',
    ]);
  });

  it('passes every other line as it is, a real error with its stack too', () => {
    const warning = '▲ [WARNING] The version of Wrangler you are using is now out-of-date.\n\n';
    expect(printed(warning + realError)).toBe(warning + realError);
    expect(printed(hangUps + realError)).toBe(`${printed(hangUps)}${realError}`);
  });

  it('reads the same whatever pieces the pipe hands it', () => {
    const log = hangUps + realError + hangUps;
    for (const size of [1, 7, 64, 500]) expect(printed(log, size), `in pieces of ${size}`).toBe(printed(log));
  });

  it('keeps a last line that has no line end', () => {
    expect(printed('listening')).toBe('listening\n');
  });
});
