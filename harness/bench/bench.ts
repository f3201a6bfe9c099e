// `npm run bench [-- --against REF | --reports]`: builds the site in standin mode and measures it in
// Debian's Chromium; docs/performance.md says what it prints and the budgets it holds the build to.
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser } from '@playwright/test';
import { type LanguageCode, languageInfo } from '../../locales/languages.ts';
import { repo } from '../../scripts/shared/paths.ts';
import { slowPhone } from '../fixtures/slow-phone.ts';
import { selfSignedCertificate, startDocumentedNginx } from '../launchers/nginx.ts';
import { previewSite } from '../launchers/preview.ts';
import { serveShopStandin, standInEnvironment } from '../launchers/shop-standin.ts';
import { startWorkerd, wranglerConfigFor } from '../launchers/workerd.ts';
import { runScript } from '../shared/run-script.ts';
import { checkOutAndBuild } from './against.ts';
import { formatParts, type LargestPaint, largestPaint, visit, visitors } from './first-paint.ts';
import { writeFloors } from './floor.ts';
import { openForSwitching, switchArm } from './language-switch.ts';
import { lighthouseCi, lighthouseLine } from './lighthouse.ts';
import { compareLoadTasks, loadsWithLongScript } from './load-tasks.ts';
import { launch } from './pages.ts';
import { type Arm, benchSeconds, type Compared, formatCompared, sample } from './sample.ts';
import { makeFloor } from './switch-floor.ts';

const { against, reports } = parseArgs({ options: { against: { type: 'string' }, reports: { type: 'boolean' } } }).values;
// From BENCH_PORT, never npm start's: +0 the build, +1 the stand-in, +2 the floors, +3 REF's build,
// +4 workerd (+5 its inspector), +6 and +7 nginx.
const port = Number(process.env.BENCH_PORT ?? 4783);
const buildEnv = {
  ...process.env,
  ...standInEnvironment(`http://127.0.0.1:${port + 1}`),
  VITE_SITE_URL: `http://localhost:${port}`,
};
const viewports = { phone: { width: 375, height: 812 }, desktop: { width: 1280, height: 800 } } as const;
const cpu = `CPU ${slowPhone.cpuSlowdownMultiplier}×`;
const phone = `slow phone (${slowPhone.requestLatencyMs} ms RTT, ${(slowPhone.downloadThroughputKbps / 1024).toFixed(1)} Mbps, ${cpu})`;
const problems: string[] = [];
/** How far above its floor, measured in the same run, the page may be: the switch, Lighthouse's LCP. */
const floorBudget = 0.1;
/** Budgets the time did not resolve either way: printed as the run ends, failing nothing. */
const unresolved: string[] = [];

/**
 * Fails the bench when an arm after the first is above the first by more than `budget` (a fraction) across
 * its whole interval; an interval across the budget is unresolved, which fails nothing (a bench red by
 * chance is ignored), and one that is no number (a first arm of mean 0) fails.
 */
function holdTo(compared: readonly Compared[], budget: number, what: string) {
  for (const { name, difference } of compared.slice(1)) {
    const { low = Number.NaN, high = Number.NaN } = difference?.relative ?? {};
    const range = `${(low * 100).toFixed(1)} … ${(high * 100).toFixed(1)} %`;
    if (!(low <= budget)) problems.push(`${what}: ${name} ${range} above ${compared[0]?.name} > ${budget * 100} %`);
    else if (high > budget) unresolved.push(`${what}: ${name} ${range} above ${compared[0]?.name}, across ${budget * 100} %`);
  }
}

/** Samples `arms` until each one's difference from the first is clear of `relative` (or `seconds` run out), and prints them under `title`. */
async function compare(title: string, arms: Arm[], relative: number[], min?: number, seconds?: number) {
  const compared = await sample(arms, relative, min, seconds);
  console.log(`\n── ${title} ──\n${formatCompared(compared).join('\n')}`);
  return compared;
}

/** The switch, German and back, in each window: `first` (REF's build, or else the floor of ours) beside ours. */
async function switchBeside(browser: Browser, ours: string, first?: { name: string; url: string }) {
  for (const [form, viewport] of Object.entries(viewports)) {
    const before = await openForSwitching(browser, first?.url ?? ours, viewport);
    if (!first) await makeFloor(before);
    const after = await openForSwitching(browser, ours, viewport);
    const arms = [switchArm(first?.name ?? 'floor', before), switchArm(first ? ourArm : 'switch', after)];
    const title = `Language switch${first ? '' : ' beside its floor'}, ${form} ${viewport.width} × ${viewport.height}, ${cpu} slower, click → new copy painted (Event Timing), mean [95 % interval]`;
    const compared = await compare(title, arms, first ? [-0.05, 0.05] : [floorBudget]);
    for (const page of [before, after]) await page.context().close();
    if (first) holdRatchet(compared, `${form} language switch`);
    else holdTo(compared, floorBudget, `${form} language switch`);
  }
}

/**
 * Fails the bench when an arm after the first is worse than it, confidently and by more than 5 % of the
 * first's mean (or 1 ms, for means near 0): its difference's whole interval above that. A ratchet against
 * an earlier release (`--against`): no worse than it, within what a same-build run can tell apart.
 */
function holdRatchet(compared: readonly Compared[], what: string) {
  const [first] = compared;
  for (const { name, difference } of compared.slice(1)) {
    const allowed = Math.max(0.05 * (first?.stats.mean ?? 0), 1);
    const low = difference?.absolute.low ?? Number.NaN;
    if (!(low <= allowed))
      problems.push(`${what}: ${name} at least ${low.toFixed(1)} ms worse than ${first?.name} > ${allowed.toFixed(1)} ms (5 %)`);
  }
}

/** How many times each page is loaded for its script tasks and frames' blocking (issue 58: six of seven without a long one). */
const loadCount = 7;

/**
 * Seven loads of each page in turn (German, a phone's window): the script tasks and the frames' blocking,
 * each page beside the first, and every load's script tasks; the loads of each page.
 */
async function loadTasksBeside(pages: { name: string; url: string; app: boolean }[]) {
  const { loads, longestScript, scriptBlocking, framesBlocking, lines } = await compareLoadTasks(pages, 'de-DE', loadCount);
  const window = `${cpu}, 412 × 823, ${loadCount} loads each, mean [95 % interval]`;
  const scriptTasks = `Script tasks while the page loads and hydrates (each task's parsing and script, from Chromium's trace), ${window}`;
  console.log(`\n── ${scriptTasks}: each load's longest ──\n${formatCompared(longestScript).join('\n')}`);
  console.log(
    `\n── ${scriptTasks}: their blocking time (each one's time past 50 ms, summed) ──\n${formatCompared(scriptBlocking).join('\n')}`,
  );
  console.log(
    `\n── Frames' blocking while it loads (Long Animation Frames: script and the rendering after it), ${window} ──\n${[...formatCompared(framesBlocking), ...lines].join('\n')}`,
  );
  return { loads, longestScript, scriptBlocking, framesBlocking };
}

/** Each page's largest contentful paint on a slow phone, sampled under `title`, and the median of each of its parts. */
async function largestPaintsBeside(
  browser: Browser,
  title: string,
  pages: { name: string; url: string }[],
  locale: string,
  relative: number[],
) {
  const parts = pages.map((): LargestPaint[] => []);
  const arms = pages.map(({ name, url }, index) => ({
    name,
    measure: async () => {
      const paint = await largestPaint(browser, url, locale);
      parts[index]?.push(paint);
      return paint.lcp;
    },
  }));
  const compared = await compare(title, arms, relative);
  console.log(pages.map(({ name }, index) => formatParts(name, parts[index] ?? [])).join('\n'));
  return compared;
}

/** Every visitor's first paint in their own language through nginx as deploy/README.md sets it up, and through workerd. */
async function firstPaints() {
  // The hosts serve a production build: a deploy refuses one made for the stand-in.
  runScript('scripts/build/build.ts', ['--out', 'dist-bench-hosts'], process.env);
  const dist = `${repo}dist-bench-hosts`;
  const dir = mkdtempSync(join(tmpdir(), 'bench-nginx-'));
  const certificate = selfSignedCertificate(dir, '127.0.0.1');
  const listen = { http: `127.0.0.1:${port + 6}`, https: `127.0.0.1:${port + 7}` };
  const nginx = await startDocumentedNginx({ root: dir, dist, hostName: '127.0.0.1', ...certificate, listen });
  const workerd = await startWorkerd(wranglerConfigFor(`bench-${port + 4}`, dist), port + 4);
  // The browser trusts the certificate as a visitor's trusts a real one: a page from a host in error is never cached.
  const key = new X509Certificate(readFileSync(certificate.cert)).publicKey.export({ type: 'spki', format: 'der' });
  const browser = await launch(`--ignore-certificate-errors-spki-list=${createHash('sha256').update(key).digest('base64')}`);
  try {
    for (const [host, url] of Object.entries({ nginx: `https://${listen.https}/`, Cloudflare: `${workerd.url}/` })) {
      const otherFirst = new Map<string, number>();
      const arms = visitors.map((visitor) => ({
        name: visitor.name,
        measure: async () => {
          const paint = await visit(browser, url, visitor);
          if (paint.otherFirst) otherFirst.set(visitor.name, (otherFirst.get(visitor.name) ?? 0) + 1);
          return paint.ownLanguage;
        },
      }));
      const compared = await compare(
        `First paint in the visitor's own language through ${host}, ${phone}, 412 × 823`,
        arms,
        [0.15],
        5,
        // A visit on the slow phone takes seconds, and visitors are five: four times the time, to resolve.
        4 * benchSeconds,
      );
      for (const [name, count] of otherFirst) console.log(`  ${name}: another language painted first in ${count} visit(s)`);
      const budgeted = compared.filter((_, index) => visitors[index]?.budgeted);
      holdTo(budgeted, 0.15, `${host} first paint`);
      for (const { name } of budgeted) if (otherFirst.has(name)) problems.push(`${host}: ${name} saw another language first`);
    }
  } finally {
    await browser.close();
    await Promise.all([nginx.stop(), workerd.stop()]);
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `--reports`: the same tree built with field reports off, to set beside ours built with them on. */
function withoutReports() {
  runScript('scripts/build/build.ts', ['--mode', 'standin', '--out', 'dist-bench-off'], { ...buildEnv, VITE_REPORTS: 'off' });
  const dist = `${repo}dist-bench-off`;
  return { name: 'reports off', dist, remove: () => rmSync(dist, { recursive: true, force: true }) };
}

const ourArm = reports ? 'reports on' : 'working tree';
runScript('scripts/build/build.ts', ['--mode', 'standin', '--out', 'dist-bench'], {
  ...buildEnv,
  ...(reports ? { VITE_REPORTS: 'on' } : {}),
});
console.log('\n── Bytes ──');
runScript('harness/checks/budget.ts', ['dist-bench']);
const ref = against ? checkOutAndBuild(against, 'dist-bench', buildEnv) : reports ? withoutReports() : undefined;
const shop = await serveShopStandin({ port: port + 1 });
const site = await previewSite({ dist: `${repo}dist-bench`, port, reportsLog: `${repo}bench-results/reports.log` });
const closers: (() => unknown)[] = [() => shop.close(), site.close];
try {
  if (ref) {
    closers.push(ref.remove);
    const refSite = await previewSite({ dist: ref.dist, port: port + 3 });
    closers.push(refSite.close);
    const browser = await launch();
    closers.push(() => browser.close());
    await switchBeside(browser, site.url, { name: ref.name, url: refSite.url });
    const { longestScript, scriptBlocking, framesBlocking } = await loadTasksBeside([
      { name: ref.name, url: refSite.url, app: true },
      { name: ourArm, url: site.url, app: true },
    ]);
    holdRatchet(longestScript, "load's longest script task");
    holdRatchet(scriptBlocking, "load's script tasks' blocking");
    holdRatchet(framesBlocking, "load's frames' blocking");
    const paints = await largestPaintsBeside(
      browser,
      `Largest contentful paint, ${phone}`,
      [
        { name: ref.name, url: refSite.url },
        { name: ourArm, url: site.url },
      ],
      'en-US',
      [-0.05, 0.05],
    );
    holdRatchet(paints, 'largest contentful paint');
  } else {
    const languages = await writeFloors(`${repo}dist-bench`, `${repo}bench-results/floor`);
    const floor = await previewSite({ dist: `${repo}bench-results/floor`, port: port + 2 });
    closers.push(floor.close);

    const lines = ['         perf  a11y  best   seo  FCP ms  LCP ms  TBT ms     CLS   bytes'];
    let heading = '';
    const lcp = (lhr: { audits: Record<string, { numericValue?: number } | undefined> }) =>
      lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN;
    let mobileLcp = Number.NaN;
    for (const form of ['mobile', 'desktop'] as const) {
      const { lhr, runs, passed } = await lighthouseCi(site.url, form);
      if (form === 'mobile' && !passed)
        problems.push('mobile Lighthouse budgets (harness/bench/lighthouserc.json): see lhci assert above');
      if (form === 'mobile') mobileLcp = lcp(lhr);
      const { throttling, throttlingMethod } = lhr.configSettings;
      heading ||= `Lighthouse ${lhr.lighthouseVersion}, median run of ${runs} (Lighthouse CI), ${throttlingMethod} throttling, mobile CPU ${throttling.cpuSlowdownMultiplier}×`;
      lines.push(lighthouseLine(form, lhr));
    }
    // The bare floor (English, the page's words alone), on the same mobile settings: LCP's floor.
    const { lhr: floorLhr } = await lighthouseCi(floor.url, 'mobile', true);
    lines.push(lighthouseLine('floor', floorLhr));
    const ratio = mobileLcp / lcp(floorLhr);
    lines.push(`mobile LCP ${ratio.toFixed(2)} × the floor's (budget ${1 + floorBudget} ×)`);
    if (!(ratio <= 1 + floorBudget))
      problems.push(`mobile Lighthouse LCP ${ratio.toFixed(2)} × the floor's > ${1 + floorBudget} ×`);
    console.log(`\n── ${heading} ──\n${lines.join('\n')}`);

    const browser = await launch();
    try {
      await switchBeside(browser, site.url);
      const { loads } = await loadTasksBeside([
        { name: 'floor', url: floor.url, app: false },
        { name: 'page', url: site.url, app: true },
      ]);
      // The page's own script: no task over 50 ms in at least six loads of seven (docs/performance.md).
      const over = loadsWithLongScript(loads[1] ?? []);
      if (over > 1) problems.push(`script tasks: one over 50 ms in ${over} of ${loadCount} loads > 1`);
      for (const code of languages) {
        const { tag } = languageInfo(code as LanguageCode);
        // Printed, not held: the ratchet (`--against`) keeps it from growing (docs/performance.md).
        await largestPaintsBeside(
          browser,
          `Largest contentful paint in ${code} beside its floor, ${phone}`,
          [
            { name: `${code} floor`, url: floor.url },
            { name: `${code} page`, url: site.url },
          ],
          tag,
          [floorBudget],
        );
      }
    } finally {
      await browser.close();
    }
    await firstPaints();
  }
} finally {
  for (const close of closers.reverse()) await close();
}
for (const budget of unresolved) console.log(`? unresolved in the time given, failing nothing: ${budget}`);
if (problems.length > 0) {
  for (const problem of problems) console.error(`✗ ${problem}`);
  process.exitCode = 1;
} else {
  console.log(
    ref
      ? `\n✓ no worse than ${ref.name}: the switch, the load's longest script task, its script tasks' and frames' blocking, and LCP`
      : '\n✓ every Lighthouse, switch, script-task, LCP and first-paint budget met',
  );
}
