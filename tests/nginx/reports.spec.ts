// Field reports on both hosts, from a build with reports on (dist-reports/, `npm run build:reports`):
// real nginx set up as deploy/README.md says (its own, on its own ports) and workerd (wrangler dev, with
// a binding that records what the Worker writes to Analytics Engine) get each hostile body byte for byte
// and random ones, and must answer each alike; nginx's reports log stays one JSON object per line,
// holding exactly what was accepted; a flood on /_r is refused and loses no page (what it costs the
// pages, `npm run bench:load` measures). No browser.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { connect as connectTcp } from 'node:net';
import { join } from 'node:path';
import { connect as connectTls } from 'node:tls';
import { promisify } from 'node:util';
import { chromiumArgs, headlessShellPath } from '@marketplace-landing/harness/chromium';
import { sendRaw } from '@marketplace-landing/harness/hosts/raw-request';
import { layout, selfSignedCertificate, startDocumentedNginx } from '@marketplace-landing/harness/nginx';
import { answerStandIn, customerServicePath, jsonReply } from '@marketplace-landing/harness/shop-standin';
import { startWorkerd, wranglerConfigFor } from '@marketplace-landing/harness/workerd';
import { chromium, devices, expect, test } from '@playwright/test';
import fc from 'fast-check';
import { type AcceptedReport, reportColumns, reportRows, reportsMarkerFile } from '../../machines/lib/fieldReport.ts';
import { runReport } from '../../scripts/report/report.ts';
import { inRepo, repo } from '../../scripts/shared/paths.ts';
import {
  type Beacon,
  reportText as body,
  contentType,
  googlebot,
  hostileBeacons,
  kept,
  reportBytes,
} from '../hosts/report-bodies.ts';

const dist = inRepo('dist-reports');
const nginxPort = Number(process.env.REPORTS_NGINX_PORT ?? 4189); // and the next, plain HTTP
const workerdPort = Number(process.env.REPORTS_WORKERD_PORT ?? 4177); // and the next, its debugger
const root = `${repo}.build/nginx-reports`;

interface Host {
  readonly name: 'nginx' | 'workerd';
  /** A connection from `from`, one of loopback's addresses: nginx limits reports per address. */
  readonly connect: (from: string) => ReturnType<typeof connectTcp>;
}
const tcp = (port: number, from: string) => connectTcp({ host: '127.0.0.1', port, localAddress: from });
const nginx: Host = {
  name: 'nginx',
  connect: (from) => connectTls({ socket: tcp(nginxPort, from), rejectUnauthorized: false, servername: 'localhost' }),
};
const workerd: Host = { name: 'workerd', connect: (from) => tcp(workerdPort, from) };

/** A fresh loopback address per request (never 127.0.0.1, the flood's), so no test meets the rate limit but the flood. */
let sent = 0;
const nextAddress = () => {
  sent += 1;
  return `127.1.${Math.floor(sent / 250) % 250}.${(sent % 250) + 1}`;
};

const chrome = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';

function request({ body, method = 'POST', type = 'text/plain;charset=UTF-8', agent = chrome, chunked = false }: Beacon): Buffer {
  const head = [
    `${method} /_r HTTP/1.1`,
    'Host: localhost',
    'Connection: close',
    `Content-Type: ${type}`,
    `User-Agent: ${agent}`,
  ];
  if (!chunked) return Buffer.concat([Buffer.from(`${[...head, `Content-Length: ${body.length}`].join('\r\n')}\r\n\r\n`), body]);
  const chunks = [];
  for (let at = 0; at < body.length; at += 1000) {
    const chunk = body.subarray(at, at + 1000);
    chunks.push(Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n'));
  }
  return Buffer.concat([
    Buffer.from(`${[...head, 'Transfer-Encoding: chunked'].join('\r\n')}\r\n\r\n`),
    ...chunks,
    Buffer.from('0\r\n\r\n'),
  ]);
}

/** The status `host` answers `beacon` with. */
async function statusFrom(host: Host, beacon: Beacon): Promise<number> {
  const answer = await sendRaw(() => host.connect(nextAddress()), request(beacon), host.name);
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(answer.toString('latin1'))?.[1] ?? 0);
}

/** What each accepted beacon should leave: the body as sent, its measures at the page's steps, and whether its agent is a bot. */
const accepted: AcceptedReport[] = [];
/** Sends `beacon` to both hosts at once: their statuses, nginx's first. */
async function toBoth(beacon: Beacon): Promise<[number, number]> {
  const [fromNginx, fromWorkerd] = await Promise.all([statusFrom(nginx, beacon), statusFrom(workerd, beacon)]);
  if (fromNginx === 204 && fromWorkerd === 204) {
    const report = JSON.parse(new TextDecoder().decode(beacon.body)) as AcceptedReport;
    accepted.push({ ...kept(report), bot: beacon.agent === googlebot });
  }
  return [fromNginx, fromWorkerd];
}

const bytes = (text: string) => Buffer.from(text);

test.describe.configure({ mode: 'serial' });

let stop: () => Promise<void> = async () => {};
let reportsLog = '';
let dataPoints: () => Promise<unknown[]> = async () => [];
test.beforeAll(async () => {
  test.setTimeout(90_000);
  if (!existsSync(join(dist, reportsMarkerFile)))
    throw new Error(`no ${dist}/${reportsMarkerFile}: run npm run build:reports first`);
  await rm(root, { recursive: true, force: true });
  await mkdir(root, { recursive: true });
  const listen = { https: `127.0.0.1:${nginxPort}`, http: `127.0.0.1:${nginxPort + 1}` };
  const server = await startDocumentedNginx({
    root,
    dist,
    hostName: '127.0.0.1',
    ...selfSignedCertificate(root, '127.0.0.1'),
    listen,
  });
  reportsLog = layout(root).reportsLog;
  // The production Worker behind a recording Analytics Engine binding.
  const config = wranglerConfigFor('reports', dist, (text) =>
    text.replace(
      JSON.stringify(inRepo('deploy/cloudflare-worker.ts')),
      JSON.stringify(inRepo('tests/cloudflare/recording-worker.ts')),
    ),
  );
  const worker = await startWorkerd(config, workerdPort);
  dataPoints = async () => (await (await fetch(`${worker.url}/__data-points`)).json()) as unknown[];
  stop = async () => {
    await Promise.all([server.stop(), worker.stop()]);
  };
});
test.afterAll(async () => {
  await stop();
});

const logLines = () => readFileSync(reportsLog, 'utf8').split('\n').slice(0, -1);

test('each hostile beacon gets its status, the same from nginx and workerd', async () => {
  test.setTimeout(60_000);
  const table: string[] = [];
  const answers: [string, number, number, number][] = [];
  for (const [name, beacon, status] of hostileBeacons) {
    const [fromNginx, fromWorkerd] = await toBoth(beacon);
    answers.push([name, status, fromNginx, fromWorkerd]);
    table.push(`| ${name} | ${status} | ${fromNginx} | ${fromWorkerd} |`);
  }
  console.log(['| beacon | expected | nginx | workerd |', '|---|---|---|---|', ...table].join('\n'));
  writeFileSync(test.info().outputPath('hostile.md'), `${table.join('\n')}\n`);
  expect(answers.filter(([, status, fromNginx, fromWorkerd]) => fromNginx !== status || fromWorkerd !== status)).toEqual([]);
});

test('the marker file is not served by name, from either host', async () => {
  for (const host of [nginx, workerd]) {
    const answer = await sendRaw(
      () => host.connect(nextAddress()),
      Buffer.from('GET /_reports HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'),
      host.name,
    );
    expect(answer.toString('latin1'), host.name).toMatch(/^HTTP\/1\.1 404 [\s\S]*data-page="not-found"/);
  }
});

test('random bodies, valid and damaged, get the same status from both hosts', async () => {
  test.setTimeout(90_000);
  const method = fc.constantFrom('POST', 'POST', 'POST', 'POST', 'GET');
  await fc.assert(
    fc.asyncProperty(reportBytes, contentType, method, fc.boolean(), async (body, type, verb, bot) => {
      const [fromNginx, fromWorkerd] = await toBoth({ body, type, method: verb, agent: bot ? googlebot : chrome });
      expect(fromNginx, new TextDecoder().decode(body)).toBe(fromWorkerd);
    }),
    { numRuns: 300 },
  );
});

test('the reports log holds one JSON object per line, exactly the accepted bodies, with no address or user agent', async () => {
  const lines = logLines();
  const reports = lines.map((line) => {
    const entry = JSON.parse(line) as Record<string, string>;
    expect(Object.keys(entry), line).toEqual(['time', 'report']);
    expect(entry.time, line).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
    return JSON.parse(entry.report ?? '') as AcceptedReport;
  });
  expect(reports).toEqual(accepted);
  expect(accepted.length).toBeGreaterThan(10);
  const text = readFileSync(reportsLog, 'utf8');
  for (const trace of ['127.', 'Googlebot', 'Mozilla', 'Chrome']) expect(text).not.toContain(trace);
  // Nor does /_r reach the main access log, which names addresses and agents.
  expect(readFileSync(join(root, 'etc', 'access.log'), 'utf8')).not.toMatch(/ \/_r /);
});

test('Googlebot is flagged a bot: bot:true in the nginx log, the agent blob in the Worker’s data point; its user agent nowhere', async () => {
  const points = (await dataPoints()) as { indexes: string[]; blobs: string[]; doubles: number[] }[];
  const expected = accepted.flatMap((report) =>
    reportRows(report).map((row) => ({
      indexes: [row.lang],
      blobs: reportColumns.blobs.map((name) => row[name]),
      doubles: reportColumns.doubles.map((name) => row[name]),
    })),
  );
  expect(points).toEqual(expected);
  const agent = reportColumns.blobs.indexOf('agent');
  const bots = accepted.filter((report) => report.bot);
  expect(bots.length).toBeGreaterThan(0);
  expect(points.filter((point) => point.blobs[agent] === 'bot').length).toBe(bots.flatMap((report) => report.events).length);
  expect(logLines().filter((line) => line.includes('\\"bot\\":true')).length).toBe(bots.length);
  expect(JSON.stringify(points)).not.toMatch(/Googlebot|Mozilla/);
});

/** wrk's figures for one run: requests, p99 latency (ms), errors (socket, timeout), statuses other than 2xx/3xx. */
const wrkScript = (lines: string) => `${lines}
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format("RESULT %d %.3f %d %d\\n", summary.requests, latency:percentile(99) / 1000,
    e.connect + e.read + e.write + e.timeout, e.status))
end
`;
const pages = wrkScript(`
request = function() return wrk.format("GET", "/", { ["Accept-Language"] = "de-DE,de;q=0.9", ["Accept-Encoding"] = "br" }) end
-- A steady stream, as visitors make, not as fast as the machine can: 4 connections, each ~100 a second.
delay = function() return 10 end`);
const flood = wrkScript(`
wrk.method = "POST"
wrk.body = ${JSON.stringify(body())}
wrk.headers["Content-Type"] = "text/plain;charset=UTF-8"`);

async function wrk(script: string, path: string, seconds: number, connections: number, nice = false) {
  const file = join(root, `wrk-${Math.random().toString(36).slice(2)}.lua`);
  writeFileSync(file, script);
  const url = `https://127.0.0.1:${nginxPort}${path}`;
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '5s', '-s', file, url];
  // The flood's own client yields the cores to nginx and the pages: an attacker's CPU is not the server's.
  const { stdout } = await promisify(execFile)(nice ? 'nice' : 'wrk', nice ? ['-n', '19', 'wrk', ...args] : args);
  const [requests = 0, p99 = 0, errors = 0, statuses = 0] = (/RESULT (.*)/.exec(stdout)?.[1] ?? '').split(' ').map(Number);
  return { requests, p99, errors, statuses };
}

/**
 * A German visitor on a phone, scripted as a person would go: reads the page, switches to Vietnamese
 * (whose lookup the shop stand-in answers with 500), takes the shop, seller and cooperation actions in
 * turn (each leaves the page; they come back), then mistypes a path. Playwright's Chromium is an
 * automated browser (navigator.webdriver): every event arrives flagged `auto`, not `bot`.
 */
async function germanPhoneVisitor(
  site: string,
  { initScript, arrived }: { initScript?: string; arrived?: () => Promise<boolean> | boolean } = {},
): Promise<void> {
  // A phone's own user agent, for the whole browser: headless Chromium's says HeadlessChrome, which isbot
  // rightly takes for a bot, and a context's override does not reach a beacon sent as its page unloads.
  const phone = devices['Pixel 7'];
  const browser = await chromium.launch({
    executablePath: headlessShellPath,
    args: [...chromiumArgs, `--user-agent=${phone.userAgent}`],
  });
  const context = await browser.newContext({ ...phone, locale: 'de-DE', ignoreHTTPSErrors: true });
  if (initScript) await context.addInitScript(initScript);
  try {
    await context.route(
      (url) => url.origin !== new URL(site).origin,
      (route) => {
        const url = new URL(route.request().url());
        if (url.origin !== 'https://shop.example.com' && url.origin !== 'https://support.example.com') return route.abort();
        const lang = url.searchParams.get('lang');
        if (url.pathname === customerServicePath && lang === 'vi') return route.fulfill(jsonReply({ message: 'down' }, 500));
        return route.fulfill(answerStandIn(route.request().method(), url, { supportOrigin: 'https://support.example.com' }));
      },
    );
    const page = await context.newPage();
    const ready = async (path: string) => {
      await page.goto(new URL(path, site).href);
      await expect.poll(() => page.evaluate(() => performance.getEntriesByName('reports:ready').length)).toBe(1);
    };
    const action = (nth: number) => page.locator('#about article').nth(nth).getByRole('link');
    await ready('/');
    await page.locator('header [aria-haspopup="menu"]').click();
    await page.getByRole('menu').getByRole('menuitemradio', { name: 'Tiếng Việt' }).click();
    await expect(action(2)).toHaveAttribute('href', /support\.example\.com\/chat/); // the lookup failed: the fallback
    await action(0).click();
    await page.waitForURL(/shop\.example\.com\/h5\//);
    await ready('/');
    await action(1).click();
    await page.waitForURL(/applyType/);
    await ready('/');
    await expect(action(2)).toHaveAttribute('href', /support\.example\.com\/chat/);
    await action(2).click();
    await page.waitForURL(/support\.example\.com\/chat/);
    await ready('/prodcuts?utm_campaign=winter#top');
    // Leaving sends what the page kept; the browser stays open until the host has it.
    await page.goto('about:blank');
    if (arrived) await expect.poll(arrived, { timeout: 15_000 }).toBe(true);
  } finally {
    await browser.close();
  }
}

/** The events of a session, vitals left out (how many a browser measures varies), in order. */
const sessionEvents = (reports: readonly AcceptedReport[]) =>
  reports.flatMap((report) =>
    report.events.filter((event) => event.type !== 'vital').map((event) => ({ page: report.page, ...event })),
  );

const expectedSession = [
  { page: 'landing', type: 'view', lang: 'de', how: 'browser' },
  { page: 'landing', type: 'lookup', lang: 'de', outcome: 'ok', ms: expect.any(Number) },
  { page: 'landing', type: 'switch', lang: 'vi', from: 'de' },
  { page: 'landing', type: 'lookup', lang: 'vi', outcome: 'http', status: 500, ms: expect.any(Number) },
  { page: 'landing', type: 'action', lang: 'vi', action: 'shop' },
  { page: 'landing', type: 'view', lang: 'vi', how: 'stored' },
  { page: 'landing', type: 'lookup', lang: 'vi', outcome: 'http', status: 500, ms: expect.any(Number) },
  { page: 'landing', type: 'action', lang: 'vi', action: 'seller' },
  { page: 'landing', type: 'view', lang: 'vi', how: 'stored' },
  { page: 'landing', type: 'lookup', lang: 'vi', outcome: 'http', status: 500, ms: expect.any(Number) },
  { page: 'landing', type: 'action', lang: 'vi', action: 'cooperation', via: 'fallback' },
  { page: 'not-found', type: 'view', lang: 'vi', how: 'stored' },
  { page: 'not-found', type: 'notfound', lang: 'vi', path: '/prodcuts' },
  { page: 'not-found', type: 'lookup', lang: 'vi', outcome: 'http', status: 500, ms: expect.any(Number) },
];

test('a German phone visitor on nginx: exactly the session’s events in the log, and exactly its figures in npm run report', async () => {
  test.setTimeout(90_000);
  const before = logLines().length;
  const reports = () =>
    logLines()
      .slice(before)
      .map((line) => JSON.parse(JSON.parse(line).report) as AcceptedReport);
  await germanPhoneVisitor(`https://127.0.0.1:${nginxPort}`, {
    arrived: () => reports().some((report) => report.page === 'not-found'),
  });
  await expect.poll(() => sessionEvents(reports()), { timeout: 15_000 }).toEqual(expectedSession);
  expect(reports().every((report) => report.auto && !report.bot && report.device === 'phone')).toBe(true);
  expect(
    reports()
      .flatMap((report) => report.events)
      .filter((event) => event.type === 'vital').length,
  ).toBeGreaterThan(4);

  const session = test.info().outputPath('session.log');
  writeFileSync(session, `${logLines().slice(before).join('\n')}\n`);
  let printed = '';
  const status = await runReport([session, '--agent', 'automated', '--html', test.info().outputPath('report.html')], {
    out: (text) => {
      printed += text;
    },
    err: () => {},
    cwd: repo,
  });
  expect(status).toBe(0);
  const row = (...cells: (string | number)[]) => new RegExp(`^\\s*${cells.join('\\s+')}\\s*$`, 'm');
  // Views and actions per 100 views: de 1 view; vi 3 views and the switch into it.
  expect(printed).toMatch(row('de', 'phone', 1));
  expect(printed).toMatch(row('vi', 'phone', 3));
  expect(printed).toMatch(row('vi', 3, 1, '25\\.0 \\(1\\)', '25\\.0 \\(1\\)', '25\\.0 \\(1\\)', 1));
  // Lookups: one ok, four answered 500.
  expect(printed).toMatch(/^ok\s+1\s+20\.0%/m);
  expect(printed).toMatch(/^http\s+500\s+4\s+80\.0%/m);
  expect(printed).toMatch(row('de', 'vi', 1));
  expect(printed).toMatch(row(1, '/prodcuts'));
});

test('the same visitor on workerd: one Analytics Engine data point per event, in the columns docs/operators.md names', async () => {
  test.setTimeout(90_000);
  await dataPoints(); // what earlier tests left: the recording binding answers and forgets
  type Point = { blobs: string[]; doubles: number[]; indexes: string[] };
  const written: Point[] = [];
  const points = async () => {
    written.push(...((await dataPoints()) as Point[]));
    return written.filter((point) => point.blobs[0] !== 'vital');
  };
  await germanPhoneVisitor(`http://127.0.0.1:${workerdPort}`, {
    arrived: async () => (await points()).some((point) => point.blobs[0] === 'notfound'),
  });
  // index1; blob1 type, blob2 lang, blob3 page, blob4 device, blob6 agent, blob7 what, blob8 detail; double2 status.
  const columns = (point: Point) => [
    point.indexes[0],
    ...[0, 1, 2, 3, 5, 6, 7].map((blob) => point.blobs[blob]),
    point.doubles[1],
  ];
  const landing = (type: string, lang: string, what: string, detail = '', status = 0) =>
    [lang, type, lang, 'landing', 'phone', 'automated', what, detail, status] as const;
  const notFound = (type: string, what: string, status = 0) =>
    ['vi', type, 'vi', 'not-found', 'phone', 'automated', what, '', status] as const;
  await expect
    .poll(async () => (await points()).map(columns), { timeout: 15_000 })
    .toEqual([
      landing('view', 'de', 'browser'),
      landing('lookup', 'de', 'ok'),
      landing('switch', 'vi', 'de'),
      landing('lookup', 'vi', 'http', '', 500),
      landing('action', 'vi', 'shop'),
      landing('view', 'vi', 'stored'),
      landing('lookup', 'vi', 'http', '', 500),
      landing('action', 'vi', 'seller'),
      landing('view', 'vi', 'stored'),
      landing('lookup', 'vi', 'http', '', 500),
      landing('action', 'vi', 'cooperation', 'fallback'),
      notFound('view', 'stored'),
      notFound('notfound', '/prodcuts'),
      notFound('lookup', 'http', 500),
    ]);
  // An LCP's value in double1 and its four parts in double4…double7, which add up to it.
  const lcp = written.find((point) => point.blobs[6] === 'LCP');
  expect(lcp?.blobs.slice(0, 2)).toEqual(['vital', 'de']);
  const [value = 0, , , ...parts] = lcp?.doubles ?? [];
  expect(value).toBeGreaterThan(0);
  expect(Math.abs(parts.reduce((sum, part) => sum + part, 0) - value)).toBeLessThanOrEqual(4);
});

for (const [name, signal] of [
  ['Global Privacy Control', 'Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true })'],
  ['Do Not Track', 'Object.defineProperty(Navigator.prototype, "doNotTrack", { get: () => "1" })'],
] as const) {
  test(`under ${name}, the same visitor sends nothing at all: not a line in nginx's log`, async () => {
    test.setTimeout(90_000);
    const before = logLines().length;
    await germanPhoneVisitor(`https://127.0.0.1:${nginxPort}`, { initScript: signal });
    // A beacon sent after the browser closed, and logged: what the visit had sent is logged before it.
    expect(await statusFrom(nginx, { body: bytes(body({ build: 'barrier' })) })).toBe(204);
    await expect
      .poll(() =>
        logLines()
          .slice(before)
          .some((line) => line.includes('barrier')),
      )
      .toBe(true);
    expect(
      logLines()
        .slice(before)
        .filter((line) => !line.includes('barrier')),
    ).toEqual([]);
  });
}

test('a flood on /_r beside page traffic: no page lost, the flood refused by the limit, the log still whole', async () => {
  // What it costs the pages (p99 beside the flood against alone) is a figure: `npm run bench:load` prints
  // and holds it, in rounds long enough to read.
  const started = Date.now();
  const [beside, flooding] = await Promise.all([wrk(pages, '/', 5, 4), wrk(flood, '/_r', 5, 16, true)]);
  const seconds = (Date.now() - started) / 1000;
  const figures = [
    `pages beside (5 s): ${beside.requests} requests, p99 ${beside.p99.toFixed(2)} ms, ${beside.errors} errors, ${beside.statuses} not 2xx`,
    `flood on /_r (5 s): ${flooding.requests} requests, ${flooding.statuses} refused (429), ${flooding.errors} errors`,
  ];
  console.log(figures.join('\n'));
  writeFileSync(test.info().outputPath('flood.txt'), `${figures.join('\n')}\n`);
  expect(beside.requests).toBeGreaterThan(100);
  expect([beside.errors, beside.statuses]).toEqual([0, 0]);
  // The limit refused the flood: a fresh address gets its first request and the burst of 50 at once, then
  // five a second, over the whole time the flood ran.
  expect(flooding.statuses).toBeGreaterThan(0);
  expect(flooding.requests - flooding.statuses).toBeLessThanOrEqual(Math.ceil(51 + 5 * seconds));
  // What got through is still one valid JSON object per line.
  for (const line of logLines()) expect(() => JSON.parse(line), line).not.toThrow();
});
