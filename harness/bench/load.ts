// `npm run bench:load`: nginx set up as deploy/README.md says, one worker, loaded by Debian's wrk in
// rounds of 10 s, then a flood on /_r beside page traffic; docs/performance.md says what it prints and
// the one budget it holds. Needs dist/, dist-rebrand/ and dist-reports/.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { inRepo } from '../../scripts/shared/paths.ts';
import { selfSignedCertificate, startDocumentedNginx } from '../launchers/nginx.ts';
import { median } from './sample.ts';

const [dist, other, withReports] = [inRepo('dist'), inRepo('dist-rebrand'), inRepo('dist-reports')];
for (const build of [dist, other, withReports]) {
  if (!existsSync(join(build, 'index.html')))
    throw new Error(`no ${build}/index.html: run npm run build, npm run build:rebrand and npm run build:reports`);
}
if (!existsSync('/usr/bin/wrk')) throw new Error('no wrk: apt-get install wrk');

/** The brand each build's page names, which tells them apart. */
const brands = [dist, other].map(
  (build) => /<meta property="og:site_name" content="([^"]*)"/.exec(readFileSync(join(build, 'index.html'), 'utf8'))?.[1] ?? '',
);

// wrk's Lua. Each run prints one line: requests a second, p50 and p99 (ms), errors (a status other than
// 2xx/3xx included), requests, and how many pages came from each build (the first, the other, neither).
const done = `
done = function(summary, latency, requests)
  local total = worker:get("tally") -- wrk -t1: one thread
  local errors = summary.errors.status + summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout
  io.write(string.format("RESULT %.1f %.2f %.2f %d %d %d %d %d\\n", summary.requests / (summary.duration / 1e6),
    latency:percentile(50) / 1000, latency:percentile(99) / 1000, errors, summary.requests, total[1], total[2], total[3]))
end
`;

// Browsers' headers in turn (or `header` on every request), and which build each page came from.
const lua = (header?: string) => `
local worker
function setup(thread) worker = thread end
function init(args) n = 0; tally = { 0, 0, 0 } end
local headers = { "de-DE,de;q=0.9,en;q=0.8", "zh-CN,zh;q=0.9", "en-US,en;q=0.9", "vi-VN,vi;q=0.9" }
local brands = { ${brands.map((brand) => JSON.stringify(brand)).join(', ')} }
request = function()
  n = n + 1
  local language = ${header === undefined ? 'headers[n % #headers + 1]' : JSON.stringify(header)}
  return wrk.format("GET", "/", { ["Accept-Language"] = language, ["Accept-Encoding"] = "identity" })
end
response = function(status, headers, body)
  local which = 3
  for i, brand in ipairs(brands) do
    if string.find(body, 'og:site_name" content="' .. brand .. '"', 1, true) then which = i end
  end
  tally[which] = tally[which] + 1
end
${done}`;

const work = mkdtempSync(join(tmpdir(), 'bench-load-'));
const https = '127.0.0.1:4776';
const certificate = selfSignedCertificate(work, '127.0.0.1');
const listen = { http: '127.0.0.1:4775', https };
const nginx = await startDocumentedNginx({ root: work, dist, hostName: '127.0.0.1', ...certificate, listen });

/**
 * One wrk run: `connections` for `seconds` (10) on `path` (/), with `script`; its figures. `nice`: the
 * client yields the cores to nginx and the other clients, as an attacker's CPU is not the server's.
 */
function wrk(connections: number, script: string, { path = '/', seconds = 10, nice = false } = {}): Promise<number[]> {
  const file = join(work, `wrk-${connections}-${Math.random().toString(36).slice(2)}.lua`);
  writeFileSync(file, script);
  const args = [
    '-t1',
    `-c${connections}`,
    `-d${seconds}s`,
    '--timeout',
    '5s',
    '--latency',
    '-s',
    file,
    `https://${https}${path}`,
  ];
  return promisify(execFile)(nice ? 'nice' : 'wrk', nice ? ['-n', '19', 'wrk', ...args] : args).then(({ stdout }) => {
    const result = (/RESULT (.*)/.exec(stdout)?.[1] ?? '').split(' ').map(Number);
    if (!result[4]) throw new Error(`wrk got no answer from https://${https}${path} (is the port taken?)`);
    return result;
  });
}

// Page traffic beside the flood: German visitors in a steady stream, as visitors make, not as fast as the
// machine can (each connection pauses 10 ms); the flood, one valid report POSTed as fast as it goes.
const steadyVisitors = `${lua('de-DE,de;q=0.9')}
delay = function() return 10 end`;
const report = JSON.stringify({
  v: 1,
  page: 'landing',
  device: 'phone',
  build: 'b1',
  auto: false,
  events: [{ type: 'view', lang: 'de', how: 'browser' }],
});
const flood = `
local worker
function setup(thread) worker = thread end
function init(args) tally = { 0, 0, 0 } end
wrk.method = "POST"
wrk.body = ${JSON.stringify(report)}
wrk.headers["Content-Type"] = "text/plain;charset=UTF-8"
${done}`;

const figures = ([rps = 0, p50 = 0, p99 = 0, errors = 0, requests = 0]: number[]) =>
  `${rps.toFixed(0).padStart(6)} req/s   p50 ${p50.toFixed(1).padStart(6)} ms   p99 ${p99.toFixed(1).padStart(7)} ms   ${errors} errors of ${requests}`;
const shapes = [', ', ',', 'a,', ' ,'];
const hostile = (shape: string) => `${shape.repeat(Math.floor(8000 / shape.length))}de`;

try {
  const version = spawnSync('wrk', ['--version'], { encoding: 'utf8' }).stdout.split(' ')[1];
  console.log(`nginx as documented, 1 worker, https://${https}/; wrk ${version}, 1 thread, 20 connections, 10 s a round`);
  console.log(`1. browsers only                          ${figures(await wrk(20, lua()))}`);
  // Beside four plain connections first: on two cores the extra wrk processes cost time themselves.
  const [beside = [], ...plainOnes] = await Promise.all([wrk(20, lua()), ...shapes.map(() => wrk(1, lua('de-DE,de;q=0.9')))]);
  console.log(`2. browsers, beside 4 plain connections   ${figures(beside)}`);
  console.log(`   "de-DE,de;q=0.9", 1 connection         ${figures(plainOnes[0] ?? [])}`);
  const [plain = [], ...attacks] = await Promise.all([wrk(20, lua()), ...shapes.map((shape) => wrk(1, lua(hostile(shape))))]);
  console.log(`   browsers, beside 4 hostile ones        ${figures(plain)}`);
  for (const [index, shape] of shapes.entries()) {
    console.log(`   ${JSON.stringify(shape).padEnd(4)} × 8 KB, 1 connection             ${figures(attacks[index] ?? [])}`);
  }
  const deploy = (from: string) =>
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/deploy/deploy.ts', nginx.site, '--from', from], {
      stdio: 'ignore',
    });
  const during = wrk(20, lua());
  // A bench, not a test: the deploys land inside the round, wherever exactly.
  await sleep(3_000);
  deploy(other);
  await sleep(3_000);
  deploy(dist);
  const result = await during;
  console.log(`3. browsers, two deploys in the middle    ${figures(result)}`);
  console.log(`   pages of the first build ${result[5]}, of the other ${result[6]}, of neither ${result[7]}`);

  // 4. Field reports on: six rounds of 5 s, the pages alone and then beside a flood on /_r, alternating so
  // that both sides meet the same drift of a shared machine; each side's p99 is its median round.
  deploy(withReports);
  const alone: number[][] = [];
  const besideFlood: number[][] = [];
  const floods: number[][] = [];
  for (let round = 0; round < 6; round += 1) {
    alone.push(await wrk(4, steadyVisitors, { seconds: 5 }));
    const [pages = [], flooding = []] = await Promise.all([
      wrk(4, steadyVisitors, { seconds: 5 }),
      wrk(16, flood, { path: '/_r', seconds: 5, nice: true }),
    ]);
    besideFlood.push(pages);
    floods.push(flooding);
  }
  const p99 = (runs: number[][]) => median(runs.map((run) => run[2] ?? 0));
  const sum = (runs: number[][], at: number) => runs.reduce((total, run) => total + (run[at] ?? 0), 0);
  const line = (runs: number[][]) =>
    `${sum(runs, 4)} requests, p99 ${p99(runs).toFixed(2)} ms (rounds ${runs.map((run) => (run[2] ?? 0).toFixed(1)).join(' ')}), ${sum(runs, 3)} errors`;
  console.log(`4. a flood on /_r (reports on), 6 rounds of 5 s, German visitors at 4 × ~100 requests a second`);
  console.log(`   pages alone      ${line(alone)}`);
  console.log(`   pages beside     ${line(besideFlood)}`);
  console.log(`   the flood        ${sum(floods, 4)} requests, ${sum(floods, 3)} not answered 2xx (refused by limit_req)`);
  if (p99(besideFlood) > 2 * p99(alone)) {
    console.error(`✗ pages' p99 beside the flood ${p99(besideFlood).toFixed(2)} ms > 2 × alone (${p99(alone).toFixed(2)} ms)`);
    process.exitCode = 1;
  } else {
    console.log(`✓ pages' p99 beside the flood within 2 × alone`);
  }
} finally {
  await nginx.stop();
  rmSync(work, { recursive: true, force: true });
}
