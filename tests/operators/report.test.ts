// `npm run report`: a log as nginx writes it, rotated and gzipped, damaged in places, read back as exactly
// the figures it holds; the HTML file carries no script, allows only its own stylesheet, escapes the log.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromiumArgs, headlessShellPath } from '@marketplace-landing/harness/chromium';
import { chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AcceptedReport, ReportEvent, VitalName } from '../../machines/lib/fieldReport.ts';
import { runReport } from '../../scripts/report/report.ts';
import { inRepo } from '../../scripts/shared/paths.ts';

const dir = mkdtempSync(join(tmpdir(), 'report-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// ── The fixture: what visitors sent, as the host logged it ──
const awkwardPath = '/"q"\\b/ünï/日本/🛒/<b>&amp;';
const body = (events: ReportEvent[], over: Partial<AcceptedReport> = {}): AcceptedReport => ({
  v: 1,
  page: 'landing',
  device: 'phone',
  build: 'b1',
  auto: false,
  events,
  bot: false,
  ...over,
});
const line = (report: AcceptedReport | Record<string, unknown>, time = '2026-11-27T12:00:00+00:00') =>
  JSON.stringify({ time, report: JSON.stringify(report) });
const vital = (lang: string, name: VitalName, value: number) => ({ type: 'vital', lang, name, value, rating: 'good' }) as const;
const view = (lang: string, how: 'browser' | 'default' = 'default'): ReportEvent => ({ type: 'view', lang, how });
const action = (lang: string, action: 'shop' | 'seller'): ReportEvent => ({ type: 'action', lang, action });
const cooperation = (lang: string, via: 'fetched' | 'fallback') =>
  ({ type: 'action', lang, action: 'cooperation', via }) as const;

function fixture() {
  const lines: string[] = [];
  const log = (events: ReportEvent[], over: Partial<AcceptedReport> = {}, time?: string) =>
    lines.push(line(body(events, over), time));
  // German phones: 60 views, LCP 100…6000 ms; a few CLS and INP; 6 shop, 3 seller, 3 cooperation.
  for (let i = 1; i <= 60; i += 1) {
    const events: ReportEvent[] = [view('de', 'browser'), vital('de', 'LCP', i * 100)];
    if (i <= 4) events.push(vital('de', 'CLS', [0.02, 0.1, 0.2, 0.4][i - 1] as number));
    if (i <= 3) events.push(vital('de', 'INP', [100, 200, 600][i - 1] as number));
    if (i <= 6) events.push(action('de', 'shop'));
    else if (i <= 9) events.push(action('de', 'seller'));
    else if (i <= 11) events.push(cooperation('de', 'fetched'));
    else if (i === 12) events.push(cooperation('de', 'fallback'));
    log(events, {}, `2026-11-27T${String(10 + (i % 10)).padStart(2, '0')}:00:00+01:00`);
  }
  // English desktops: 10 views at LCP 1000 ms, 2 of them to the shop.
  for (let i = 1; i <= 10; i += 1)
    log([view('en'), vital('en', 'LCP', 1000), ...(i <= 2 ? [action('en', 'shop')] : [])], { device: 'desktop' });
  // English phones on the not-found page: 6 views, three paths.
  for (const path of ['/prodcuts', '/prodcuts', '/prodcuts', awkwardPath, awkwardPath, '/x'])
    log([view('en'), { type: 'notfound', lang: 'en', path }], { page: 'not-found' });
  // Two switches into Vietnamese; the first visitor then takes each action, the lookup having failed.
  log([{ type: 'switch', lang: 'vi', from: 'de' }, action('vi', 'shop'), action('vi', 'seller'), cooperation('vi', 'fallback')]);
  log([{ type: 'switch', lang: 'vi', from: 'en' }]);
  // Lookups: 4 ok, 2 HTTP 500, a timeout, a network failure.
  log([
    ...[100, 200, 300, 400].map((ms) => ({ type: 'lookup', lang: 'de', outcome: 'ok', ms }) as const),
    ...[50, 70].map((ms) => ({ type: 'lookup', lang: 'de', outcome: 'http', status: 500, ms }) as const),
    { type: 'lookup', lang: 'de', outcome: 'timeout', ms: 8000 },
    { type: 'lookup', lang: 'de', outcome: 'network', ms: 30 },
  ]);
  // CSP violations and errors, two of each the same.
  const index = '/assets/index-abc.js';
  const inline = { type: 'csp', lang: 'de', directive: 'script-src-elem', blocked: 'inline', file: index } as const;
  const typeError = { type: 'error', lang: 'de', kind: 'TypeError', file: index, line: 1, column: 2345 } as const;
  const other = { type: 'error', lang: 'en', kind: 'ReferenceError', file: '/assets/x.js', line: 1, column: 87 } as const;
  const img = { type: 'csp', lang: 'en', directive: 'img-src', blocked: 'https://evil.example' } as const;
  log([inline, inline, img, typeError, typeError, other]);
  // Not people: a bot with a slow LCP and a probe, an automated browser that shops.
  const probe: ReportEvent = { type: 'notfound', lang: 'de', path: '/wp-login.php' };
  log([view('de'), vital('de', 'LCP', 9000), probe], { bot: true, device: 'desktop' });
  log([view('en'), action('en', 'shop')], { auto: true });
  return lines;
}

/** The fixture over three files as logrotate leaves them, with damage at known lines. */
function writeLogs(into: string): string[] {
  const lines = fixture();
  const current = join(into, 'marketplace-reports.log');
  const rotated = join(into, 'marketplace-reports.log.1');
  const gzipped = join(into, 'marketplace-reports.log.2.gz');
  const third = Math.floor(lines.length / 3);
  // line 2 of .log.1: not JSON; line 1 of .log: no report; .log.2.gz: a refused report at 3, one without its bot flag at 4.
  const damaged = (part: string[], at: number, bad: string) => [...part.slice(0, at - 1), bad, ...part.slice(at - 1)];
  const { bot: _, ...noBot } = body([view('de')]);
  const refused = line({ ...body([view('de')]), extra: 1 });
  writeFileSync(gzipped, gzipSync(`${damaged(damaged(lines.slice(0, third), 3, refused), 4, line(noBot)).join('\n')}\n`));
  writeFileSync(rotated, `${damaged(lines.slice(third, 2 * third), 2, 'not json at all {').join('\n')}\n`);
  writeFileSync(current, `${damaged(lines.slice(2 * third), 1, '{"time":"2026-11-28T09:00:00+00:00"}').join('\n')}\n`);
  return [current, rotated, gzipped];
}

/** A bench's Lighthouse results as Lighthouse CI leaves them, for the phone only. */
function writeBench(into: string) {
  const form = join(into, 'lighthouse-mobile');
  mkdirSync(form, { recursive: true });
  const lhr = {
    finalDisplayedUrl: 'http://localhost:4783/',
    fetchTime: '2026-11-20T08:00:00.000Z',
    audits: {
      'largest-contentful-paint': { numericValue: 1234.4 },
      'cumulative-layout-shift': { numericValue: 0 },
      'first-contentful-paint': { numericValue: 900 },
      'server-response-time': { numericValue: 120 },
    },
  };
  writeFileSync(join(form, 'lhr-1.json'), JSON.stringify(lhr));
  // The manifest names the report where the bench wrote it, which need not be here any more.
  writeFileSync(join(form, 'manifest.json'), JSON.stringify([{ isRepresentativeRun: true, jsonPath: '/elsewhere/lhr-1.json' }]));
}

async function report(...argv: string[]) {
  let out = '';
  let err = '';
  const status = await runReport(argv, { out: (text) => (out += text), err: (text) => (err += text), cwd: dir });
  return { status, out, err };
}

/** The rows of the printed table whose title starts with `title`, each as its cells. */
function rows(out: string, title: string): string[][] {
  const block = out.split('\n\n').find((part) => part.startsWith(title));
  if (!block) throw new Error(`no table "${title}" in:\n${out}`);
  const [, header, ...rest] = block.split('\n');
  const columns = (header ?? '').split(/ {2,}/).length;
  return rest.map((row) => row.trim().split(/ {2,}/)).filter((cells) => cells.length > 1 && cells.length <= columns);
}

describe('npm run report', () => {
  let printed: Awaited<ReturnType<typeof report>>;
  let html: string;
  let logs: string[];
  beforeAll(async () => {
    logs = writeLogs(dir);
    writeBench(join(dir, 'bench'));
    mkdirSync(join(dir, 'out'));
    printed = await report(...logs.map((log) => log.slice(dir.length + 1)), '--html', 'out/report.html', '--bench', 'bench');
    html = readFileSync(join(dir, 'out', 'report.html'), 'utf8');
  }, 30_000);

  it('reads every report of plain and gzipped logs, naming each line it could not read', () => {
    expect(printed.status).toBe(0);
    expect(printed.err).toContain('marketplace-reports.log.1:2: not JSON\n');
    expect(printed.err).toContain('marketplace-reports.log:1: not {"time": string, "report": string}\n');
    expect(printed.err).toContain('marketplace-reports.log.2.gz:3: report refused: body has an unknown field\n');
    expect(printed.err).toContain('marketplace-reports.log.2.gz:4: report has no bot flag\n');
    expect(printed.err).toContain('report: 4 lines not read as reports\n');
    expect(printed.out).toContain('Field report\n3 files, 86 lines, 4 not read as reports.');
    expect(printed.out).toContain('From 2026-11-27 09:00 UTC to 2026-11-27 18:00 UTC.');
  });

  it('counts views of people by language and device', () => {
    expect(rows(printed.out, 'Views by language and device (people)')).toEqual([
      ['de', 'phone', '60'],
      ['en', 'desktop', '10'],
      ['en', 'phone', '6'],
    ]);
  });

  it('gives p75 and the good / needs-improvement / poor shares on web-vitals thresholds, small samples marked, lab beside', () => {
    expect(rows(printed.out, 'Core Web Vitals')).toEqual([
      // 100…6000: 2500 is still good (25 of 60), 4000 not yet poor (20 above it)
      ['de', 'phone', 'LCP', '60', '4525 ms', '41.7%', '25.0%', '33.3%', '1234 ms'],
      ['en', 'desktop', 'LCP', '10', '1000 ms*', '100.0%', '0.0%', '0.0%'],
      ['de', 'phone', 'INP', '3', '400 ms*', '66.7%', '0.0%', '33.3%'],
      // 0.1 is still good
      ['de', 'phone', 'CLS', '4', '0.25*', '50.0%', '25.0%', '25.0%', '0.00'],
    ]);
    expect(printed.out).toContain('* fewer than 50 samples');
    expect(printed.out).toContain(
      "lab: Lighthouse's median run of the last npm run bench, phone http://localhost:4783/ at 2026-11-20T08:00:00.000Z",
    );
  });

  it('gives actions per 100 views, counting a switch into a language as shown in it', () => {
    expect(rows(printed.out, 'Actions per 100 views (people)')).toEqual([
      ['de', '60', '0', '10.0 (6)', '5.0 (3)', '5.0 (3)', '1'],
      ['en', '16', '0', '12.5 (2)', '0.0 (0)', '0.0 (0)', '0'],
      ['vi', '0', '2', '50.0 (1)', '50.0 (1)', '50.0 (1)', '1'],
    ]);
    expect(printed.out).toContain('Cooperation: 2 of 4 clicks used the fallback link (50.0%), 2 the fetched one.');
  });

  it('gives lookup outcomes with their share and p75 duration', () => {
    expect(rows(printed.out, 'Customer-service lookups by outcome (people)')).toEqual([
      ['ok', '4', '50.0%', '325 ms'],
      ['http', '500', '2', '25.0%', '65 ms'],
      ['network', '1', '12.5%', '30 ms'],
      ['timeout', '1', '12.5%', '8000 ms'],
      ['all', '8', '100.0%', '325 ms'],
    ]);
  });

  it('lists switches, not-found paths as sent, CSP violations and errors', () => {
    expect(rows(printed.out, 'Language switches (people)')).toEqual([
      ['de', 'vi', '1'],
      ['en', 'vi', '1'],
    ]);
    expect(rows(printed.out, 'Top not-found paths (people)')).toEqual([
      ['3', '/prodcuts'],
      ['2', awkwardPath],
      ['1', '/x'],
    ]);
    expect(rows(printed.out, 'CSP violations by directive (people)')).toEqual([
      ['script-src-elem', 'inline', '/assets/index-abc.js', '2'],
      ['img-src', 'https://evil.example', '1'],
    ]);
    expect(rows(printed.out, 'Errors (people)')).toEqual([
      ['TypeError', '/assets/index-abc.js', '1:2345', '2'],
      ['ReferenceError', '/assets/x.js', '1:87', '1'],
    ]);
  });

  it('keeps automated browsers and bots apart from people', () => {
    expect(rows(printed.out, 'Events by agent')).toEqual([
      ['automated', '1', '1', '0', '0', '0', '0', '2'],
      ['bot', '1', '0', '0', '1', '0', '0', '3'],
      ['person', '76', '17', '8', '6', '3', '3', '192'],
    ]);
    expect(printed.out).not.toContain('/wp-login.php');
  });

  it('writes the flat rows for another store, one per event', async () => {
    const written = await report(...logs, '--rows', 'rows.csv', '--html', 'rows.html', '--bench', 'bench');
    const [header, ...events] = readFileSync(join(dir, 'rows.csv'), 'utf8').trimEnd().split('\n');
    expect(header).toBe('type,lang,page,device,build,agent,what,detail,target,value,status,line,part1,part2,part3,part4,time');
    expect(events).toHaveLength(192 + 2 + 3);
    expect(events).toContain(
      'vital,de,landing,phone,b1,person,LCP,good,"",4500.0,0.0,0.0,0.0,0.0,0.0,0.0,2026-11-27 14:00:00+00',
    );
    expect(written.err).toContain(`report: rows written to ${join(dir, 'rows.csv')}\n`);
  });

  it('names a bench folder without results as typed, or by its path in the repository: no machine’s own path', async () => {
    const typed = await report(...logs, '--html', 'lab.html', '--bench', 'no-bench-here');
    expect(typed.out).toContain('lab: none (no Lighthouse results from npm run bench in no-bench-here).');
    const inRepository = await report(...logs, '--html', 'lab.html', '--bench', inRepo('no-bench-here'));
    expect(inRepository.out).toContain('lab: none (no Lighthouse results from npm run bench in no-bench-here).');
    expect(inRepository.out).not.toContain(inRepo());
  });

  it('shows automated browsers alone when asked', async () => {
    const automated = await report(...logs, '--agent', 'automated', '--html', 'automated.html', '--bench', 'bench');
    expect(rows(automated.out, 'Views by language and device (automated browsers)')).toEqual([['en', 'phone', '1']]);
  });

  it('writes HTML with no script, a policy allowing its one stylesheet by hash, and the log escaped', () => {
    expect(printed.err).toContain(`report: HTML written to ${join(dir, 'out', 'report.html')}\n`);
    expect(html).not.toMatch(/<script|javascript:|\son[a-z]+=|\sstyle=/i);
    const style = html.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? '';
    const policy = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/)?.[1];
    expect(policy).toBe(
      `default-src 'none'; style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'; base-uri 'none'; form-action 'none'`,
    );
    expect(html.match(/<style/g)).toHaveLength(1);
    expect(html).toContain('/&quot;q&quot;\\b/ünï/日本/🛒/&lt;b&gt;&amp;amp;');
    expect(html).not.toContain('<b>');
    expect(html.match(/<svg /g)?.length).toBeGreaterThanOrEqual(5);
  });

  it('opens in Chromium with no console error and no CSP violation, its styles applied', async () => {
    const browser = await chromium.launch({ executablePath: headlessShellPath, args: [...chromiumArgs] });
    try {
      const page = await browser.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`CSP: ${event.violatedDirective} ${event.blockedURI}`),
        ),
      );
      await page.goto(`file://${join(dir, 'out', 'report.html')}`);
      const good = await page
        .locator('rect.good')
        .first()
        .evaluate((rect) => getComputedStyle(rect).fill);
      expect(good).toBe('rgb(12, 206, 107)');
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 30_000);
});

describe('npm run report, used wrongly', () => {
  it('names a missing log and fails', async () => {
    const missing = await report('nowhere.log');
    expect(missing).toMatchObject({ status: 1, out: '', err: 'report: no such file: nowhere.log\n' });
  });

  it('prints its usage for an unknown option or no log', async () => {
    for (const argv of [['--frobnicate'], [], ['x.log', '--top', '0']]) {
      const wrong = await report(...argv);
      expect(wrong.status).toBe(1);
      expect(wrong.err).toMatch(/\nusage: npm run report -- LOG… /);
    }
  });

  it('runs as npm run report, paths relative to where it was typed', async () => {
    const npm = ['--prefix', inRepo(), 'run', '--silent', 'report', '--', 'nowhere.log'];
    const failed = await promisify(execFile)('npm', npm, { cwd: dir }).catch((error: { code: number; stderr: string }) => error);
    expect(failed).toMatchObject({ code: 1, stderr: 'report: no such file: nowhere.log\n' });
  }, 30_000);
});

it('prints its queries for ClickHouse and Analytics Engine, as docs/operators.md shows them', async () => {
  const docs = readFileSync(inRepo('docs/operators.md'), 'utf8');
  const shown = [...docs.matchAll(/```sql\n([\s\S]*?)\n```/g)].map((match) => `${match[1]};`);
  const engine = (await report('--sql', 'analytics-engine')).out;
  const house = (await report('--sql', 'clickhouse')).out;
  expect(engine).toContain(shown[0]);
  expect(house).toContain(shown[2]);

  expect(engine).toContain('quantileExactWeighted(0.75)(value, weight)');
  expect(house).toContain('quantileExactInclusive(0.75)(value)');
});
