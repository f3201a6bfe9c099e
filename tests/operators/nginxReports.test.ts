// deploy/nginx-reports.js, what nginx runs on /_r, is the bundle of today's deploy/reports.ts and
// validator, loads in Debian's njs (the same 0.7.9 engine as libnginx-mod-http-js), and there answers
// every body, valid or damaged, as Node's import of the same module does, with isbot's whole pattern
// (not its fallback). tests/nginx/reports.spec.ts runs it inside nginx and beside the Worker.
import { readFileSync } from 'node:fs';
import { inNjs } from '@marketplace-landing/harness/njs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { receiveReport } from '../../deploy/reports.ts';
import { njsBundle, njsBundles } from '../../scripts/deploy/njs-bundles.ts';
import { inRepo } from '../../scripts/shared/paths.ts';
import { contentType, reportBytes, reportText } from '../hosts/report-bodies.ts';

/** A request as njs is handed it: its body in base64. */
type Sent = Readonly<Record<'method' | 'type' | 'agent' | 'body', string>>;

/** What njs's receive() does with each request: the status, and the line it leaves for the reports log. */
const receiveInNjs = async (requests: readonly Sent[]) =>
  (await inNjs(
    'reports',
    `answer(input.map(function (s) {
  var r = { method: s.method, headersIn: { 'Content-Type': s.type, 'User-Agent': s.agent },
    requestBuffer: Buffer.from(s.body, 'base64'), variables: {}, headersOut: {},
    return: function (status) { this.status = status; }, log: function () {} };
  m.receive(r);
  return [r.status, r.variables.marketplace_report === undefined ? null : JSON.parse(r.variables.marketplace_report)];
}));`,
    requests,
  )) as [number, unknown][];

const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

describe('deploy/nginx-reports.js', () => {
  it('is up to date: `npx tsx scripts/deploy/njs-bundles.ts` writes it', async () => {
    expect(await njsBundle('reports')).toBe(readFileSync(inRepo(njsBundles.reports.bundle), 'utf8'));
  });

  it('runs in njs and answers every body, method and content type as Node does', async () => {
    const requests = fc.sample(
      fc.record({
        method: fc.constantFrom('POST', 'POST', 'POST', 'GET'),
        type: contentType,
        agent: fc.constantFrom(chrome, 'Googlebot/2.1 (+http://www.google.com/bot.html)', 'python-requests/2.31.0', ''),
        body: reportBytes.map((bytes) => bytes.toString('base64')),
      }),
      { numRuns: 400, seed: 45 },
    );
    const inNode = requests.map(({ method, type, agent, body }) => {
      const intake = receiveReport({ method, contentType: type, userAgent: agent, body: Buffer.from(body, 'base64') });
      return [intake.status, intake.status === 204 ? intake.accepted : null];
    });
    const answers = await receiveInNjs(requests);
    expect(answers).toEqual(inNode);
    // Enough of each answer for the comparison to mean something.
    const statuses = answers.map(([status]) => status);
    for (const status of [204, 400, 405, 415])
      expect(statuses.filter((s) => s === status).length, `${status}s`).toBeGreaterThan(10);
  });

  it('keeps a number with every digit of a double as Node does, though njs reads some a unit off', async () => {
    // Each of these njs 0.7.9 reads one unit off in its last place: found by reading 20,000 random doubles in both.
    const lcp = [403920.6930764883, 429943.8710553899, 242705.498833398, 341421.2830619335];
    const events = [
      ...lcp.map((value) => ({ type: 'vital', lang: 'de', name: 'LCP', value, rating: 'poor' })),
      { type: 'vital', lang: 'de', name: 'CLS', value: 1.355852004480952, rating: 'poor' },
    ];
    const body = Buffer.from(reportText({}, events));
    const inNode = receiveReport({ method: 'POST', contentType: 'text/plain', userAgent: chrome, body });
    const sent = { method: 'POST', type: 'text/plain', agent: chrome, body: body.toString('base64') };
    expect(inNode.status).toBe(204);
    expect(await receiveInNjs([sent])).toEqual([[204, inNode.status === 204 ? inNode.accepted : null]]);
  });

  it('flags bots by isbot’s whole pattern, which PCRE compiles, and people not', async () => {
    const body = Buffer.from(reportText()).toString('base64');
    // python-requests is a bot to the whole pattern only; its fallback knows just bot|crawl|http|…
    const agents = [chrome, 'python-requests/2.31.0', 'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/120.0.0.0'];
    const answers = await receiveInNjs(agents.map((agent) => ({ method: 'POST', type: 'text/plain', agent, body })));
    expect(answers.map(([, report]) => (report as { bot: boolean }).bot)).toEqual([false, true, true]);
  });
});
