// `npm run bench [-- --against REF]`: builds the site, then prints
//   1. the byte budget (scripts/checks/budget.ts),
//   2. Lighthouse 12.8.2, mobile and desktop, median of 5, for the site and for its bare HTML "floor"
//      page (floor.ts), and LCP ÷ floor,
//   3. the language switch with the CPU slowed 4×, click → new copy painted (language-switch.ts says
//      how), and a performance trace of one switch broken down (switch-trace.ts); and the switch beside
//      its floor on a phone and a desktop window (switch-floor.ts), with their ratio,
//   4. every visitor's first paint in their own language on a slow phone, through each host (nginx,
//      Cloudflare's workerd, a plain static server): English, German and Chinese browsers, and an
//      English browser that chose German before, and each one's ratio to the English visitor's
//      (first-paint.ts); and LCP in each offered language beside that language's floor (languages.ts),
//   5. the first interaction on a slow phone, median of 5 (first-interaction.ts),
// and checks the budgets: mobile 100 in all four categories, LCP ≤ 1.15 × floor on mobile and desktop
// and in every offered language, TBT ≤ 30 ms, CLS 0, switch ≤ 100 ms and ≤ 1.15 × its floor, on nginx and Cloudflare every
// visitor's own language first and within 1.15 × the English visitor's first paint, menu visible
// ≤ 100 ms after a tap at FCP + 50 ms, an early choice shown ≤ 200 ms after interactive, no tap lost.
//
// Alone, the working tree is measured beside the same build with the entry also fetched early from
// <head> (the comparison that decides whether the build should). With `--against REF` (a commit, tag
// or branch) it is measured beside REF instead, built by REF's own build command in a temporary git
// worktree (against.ts): runs alternate between the two (A, B, A, B …) so that the machine's drift
// falls on both, and each figure is printed for both with the ratio working tree ÷ REF.
//
// Ports, from BENCH_PORT (default 4783): +0 to +5 the builds and floors, +6 to +9 workerd, +10 to +13 nginx, and from +14 two
// per offered language; never those of `npm start` (4173–4174).
// Results are also written to bench-results/. Needs Debian's Chromium (CHROME_PATH, default /usr/bin/chromium).
import { execSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import { compressDir } from '../build/compress.ts';
import { selfSignedCertificate, startDocumentedNginx } from '../checks/nginx-as-documented.ts';
import { serveSite } from '../dev/serve.ts';
import { serveShopStandin, standInEnvironment } from '../dev/shop-standin.ts';
import { startWorkerd, wranglerConfigFor } from '../dev/workerd.ts';
import { chromiumArgs, chromiumPath } from '../shared/chromium.ts';
import { repo as root } from '../shared/paths.ts';
import { runScript } from '../shared/run-script.ts';
import { checkOutAndBuild, type RefBuild } from './against.ts';
import { measureFirstInteraction, median } from './first-interaction.ts';
import { firstPaintLines, type HostFirstPaints, measureFirstPaints, visitors } from './first-paint.ts';
import { writeFloor } from './floor.ts';
import { openForSwitching, switchLanguage, switchSequence } from './language-switch.ts';
import { type LanguageLcp, languageSites, measureLanguageLcp } from './languages.ts';
import { type Form, forms, type LighthouseResult, medianResult, runLighthouse } from './lighthouse.ts';
import { slowPhone } from './slow-phone.ts';
import { floorSequence, makeFloor, trimmedMean } from './switch-floor.ts';
import { formatBreakdown, type SwitchTrace, traceSwitch } from './switch-trace.ts';

const chromePath = process.env.CHROME_PATH ?? chromiumPath;
const chromeFlags = ['--headless=new', ...chromiumArgs];
// Five: Lighthouse's simulated LCP here now and then jumps by 150 ms, which a median of three can land on.
const runs = Number(process.env.BENCH_RUNS ?? 5);
const interactionRuns = Number(process.env.BENCH_INTERACTION_RUNS ?? 5);
// Twelve rounds of four switches: Event Timing rounds each to 8 ms, and a median of 12 or 24 switches moves
// the ratio by 0.1 between runs of the same code. Still, judge a change by more than one run.
const switchRounds = Number(process.env.BENCH_SWITCH_ROUNDS ?? 12);
const languageRuns = Number(process.env.BENCH_LANGUAGE_RUNS ?? 3);
// Rounds of German and back, for the switch beside its floor.
const floorRounds = Number(process.env.BENCH_FLOOR_ROUNDS ?? 12);
const floorViewports = { phone: { width: 375, height: 812 }, desktop: { width: 1280, height: 800 } } as const;
const out = `${root}bench-results`;
const againstIndex = process.argv.indexOf('--against');
const againstRef = againstIndex === -1 ? undefined : process.argv[againstIndex + 1];
if (againstIndex !== -1 && !againstRef) throw new Error('bench: --against needs a git ref');

const basePort = Number(process.env.BENCH_PORT ?? 4783);
const port = {
  site: basePort,
  shop: basePort + 1,
  floor: basePort + 2,
  earlyFetch: basePort + 3,
  ref: basePort + 4,
  refFloor: basePort + 5,
  /** workerd for the build, its inspector, and the same for REF's. */
  workerd: basePort + 6,
  refWorkerd: basePort + 8,
  /** nginx for the build (HTTP, HTTPS), and for REF's. */
  nginx: basePort + 10,
  refNginx: basePort + 12,
  /** Each offered language's page and floor, two apiece from here. */
  languages: basePort + 14,
};
const url = (p: number) => `http://127.0.0.1:${p}/`;
// Both builds call the stand-in on the bench's own port (the standin mode's .env says 4174, npm start's).
const shop = `http://127.0.0.1:${port.shop}`;
const buildEnv = { ...process.env, ...standInEnvironment(shop), VITE_SITE_URL: `http://localhost:${port.site}` };

/** A build measured: its name in the output, its folders (stand-in and production builds), its URL and its floor's. */
interface Site {
  readonly name: string;
  readonly dist: string;
  readonly productionDist: string;
  readonly url: string;
  readonly floor: string;
}

/** nginx's self-signed certificate for the bench, and its public key's hash, which the bench's browser trusts. */
const nginxCertificate = await (async () => {
  const dir = await mkdtemp(join(tmpdir(), 'bench-certificate-'));
  const files = selfSignedCertificate(dir, '127.0.0.1');
  const spki = execSync(
    `openssl x509 -in '${files.cert}' -pubkey -noout | openssl pkey -pubin -outform der | openssl dgst -sha256 -binary | base64`,
    { encoding: 'utf8' },
  ).trim();
  return { ...files, spki };
})();

/** The hosts whose first paints must meet the budget: the ones the README names. */
const measuredHosts = ['nginx', 'Cloudflare'];

/**
 * `site`'s build behind each host, as the host's own server serves it: nginx set up as deploy/README.md
 * says (over TLS, a self-signed certificate), Cloudflare's workerd with the project's Worker (both with
 * the production build, which a deploy accepts), and the plain static server every build is measured on
 * (`static`, what any other host gives). `label` names a build's hosts when two builds are measured.
 */
function hostsOf(site: Site, label: string | null, ports: { readonly workerd: number; readonly nginx: number }) {
  const name = (host: string) => (label ? `${host} ${label}` : host);
  const nginx = async () => {
    const nginxRoot = await mkdtemp(join(tmpdir(), 'bench-nginx-'));
    const https = `127.0.0.1:${ports.nginx + 1}`;
    const server = await startDocumentedNginx({
      root: nginxRoot,
      dist: site.productionDist,
      hostName: '127.0.0.1',
      ...nginxCertificate,
      listen: { http: `127.0.0.1:${ports.nginx}`, https },
    });
    const stop = async () => {
      await server.stop();
      await rm(nginxRoot, { recursive: true, force: true });
    };
    return { host: name('nginx'), url: `https://${https}/`, stop };
  };
  const cloudflare = async () => {
    // An older build's _redirects would rewrite what the Worker fetches: the Worker routes the pages now.
    await rm(join(site.productionDist, '_redirects'), { force: true });
    const workerd = await startWorkerd(wranglerConfigFor(`bench-${ports.workerd}`, site.productionDist), ports.workerd);
    return { host: name('Cloudflare'), url: `${workerd.url}/`, stop: workerd.stop };
  };
  return [nginx(), cloudflare(), Promise.resolve({ host: name('static'), url: site.url, stop: async () => {} })];
}

runScript('scripts/build/build.ts', ['--mode', 'standin', '--out', 'dist-bench'], buildEnv);
// The hosts serve a production build: a deploy refuses one made for the stand-in.
runScript('scripts/build/build.ts', ['--out', 'dist-bench-hosts'], process.env);
console.log('\n── Bytes ──');
runScript('scripts/checks/budget.ts', ['dist-bench']);
let ref: RefBuild | undefined;
if (againstRef) ref = await checkOutAndBuild(againstRef, 'dist-bench', buildEnv, 'dist-bench-hosts');

await writeFloor(await readFile(`${root}dist-bench/index.html`, 'utf8'), `${out}/floor`);
const servers = [
  await serveShopStandin({ port: port.shop }),
  // A plain static host: the pages in English for everyone (the hosts that choose by language come later).
  await serveSite({ root: `${root}dist-bench`, port: port.site, negotiate: false }),
  await serveSite({ root: `${out}/floor`, port: port.floor }),
];
const working: Site = {
  name: 'working tree',
  dist: `${root}dist-bench`,
  productionDist: `${root}dist-bench-hosts`,
  url: url(port.site),
  floor: url(port.floor),
};
let sites: Site[];
if (ref) {
  await writeFloor(await readFile(`${ref.dist}/index.html`, 'utf8'), `${out}/floor-ref`);
  servers.push(
    await serveSite({ root: ref.dist, port: port.ref, negotiate: false }),
    await serveSite({ root: `${out}/floor-ref`, port: port.refFloor }),
  );
  sites = [
    working,
    {
      name: `${ref.ref} (${ref.commit.slice(0, 7)})`,
      dist: ref.dist,
      productionDist: ref.productionDist,
      url: url(port.ref),
      floor: url(port.refFloor),
    },
  ];
} else {
  // The same build with the entry also fetched early, in <head> at low priority (it still runs after
  // the first contentful paint): it shortens the wait for the app but competes with the first paint.
  // The build leaves it out while it misses a budget the build meets.
  const earlyFetch = `${out}/early-entry-fetch`;
  await rm(earlyFetch, { recursive: true, force: true });
  await cp(`${root}dist-bench`, earlyFetch, { recursive: true });
  const { entry }: { entry: string } = JSON.parse(await readFile(`${root}.build/dist-bench/assets.json`, 'utf8'));
  const asBuilt = await readFile(`${earlyFetch}/index.html`, 'utf8');
  const withEarlyFetch = asBuilt.replace(
    '</script>',
    `</script>\n    <link rel="modulepreload" href="${entry}" fetchpriority="low" />`,
  );
  if (withEarlyFetch === asBuilt) throw new Error('bench: no inline head script to put the early fetch after');
  await writeFile(`${earlyFetch}/index.html`, withEarlyFetch);
  await compressDir(earlyFetch);
  servers.push(await serveSite({ root: earlyFetch, port: port.earlyFetch, negotiate: false }));
  sites = [
    working,
    {
      name: 'early entry fetch',
      dist: earlyFetch,
      productionDist: working.productionDist,
      url: url(port.earlyFetch),
      floor: url(port.floor),
    },
  ];
}
const [a, b] = sites as [Site, Site];

try {
  // ── Lighthouse: every page once per run, in turn, so that drift falls on all of them.
  const pagesToRun = [...new Set(sites.flatMap((site) => [site.url, site.floor]))];
  const samples = new Map<string, LighthouseResult[]>();
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    for (let run = 0; run < runs; run++) {
      for (const form of forms) {
        for (const page of pagesToRun) {
          const key = `${form} ${page}`;
          samples.set(key, [...(samples.get(key) ?? []), await runLighthouse(page, chrome.port, form)]);
        }
      }
    }
  } finally {
    await chrome.kill();
  }
  const lighthouse = (form: Form, page: string) => medianResult(samples.get(`${form} ${page}`) ?? []);

  // ── Each offered language's page beside its own floor, the working tree's build.
  const languagePages = await languageSites(a.dist, out);
  const languageServers = await Promise.all(
    languagePages.flatMap(({ dir, floorDir }, index) => [
      serveSite({ root: dir, port: port.languages + 2 * index }),
      serveSite({ root: floorDir, port: port.languages + 2 * index + 1 }),
    ]),
  );
  let languageLcps: LanguageLcp[];
  try {
    languageLcps = await measureLanguageLcp(
      languagePages.map(({ code }, index) => ({
        code,
        url: url(port.languages + 2 * index),
        floor: url(port.languages + 2 * index + 1),
      })),
      languageRuns,
      chromePath,
      chromeFlags,
    );
  } finally {
    for (const server of languageServers) server.close();
  }

  const browser = await chromium.launch({
    executablePath: chromePath,
    // nginx's certificate trusted, as a visitor's browser trusts a real one: a page from a host whose
    // certificate is in error is never kept in the HTTP cache, and a returning visitor's is.
    args: [
      ...chromeFlags.filter((flag) => !flag.startsWith('--headless')),
      `--ignore-certificate-errors-spki-list=${nginxCertificate.spki}`,
    ],
  });
  // ── The switch: one page per site, switching in turn (A, B, A, B …).
  const switches: [number[], number[]] = [[], []];
  const traces: SwitchTrace[] = [];
  const switchPages = [await openForSwitching(browser, a.url), await openForSwitching(browser, b.url)] as const;
  for (let round = 0; round < switchRounds; round++) {
    for (const language of switchSequence) {
      for (const index of [0, 1] as const) switches[index].push(await switchLanguage(switchPages[index], language));
    }
  }
  for (const page of switchPages) traces.push(await traceSwitch(browser, page, 'Deutsch'));
  for (const page of switchPages) await page.context().close();

  // ── The switch beside its floor (switch-floor.ts), the working tree's build, on a phone and a desktop.
  const floorSwitches: Record<string, { ours: number[]; floor: number[] }> = {};
  for (const [form, viewport] of Object.entries(floorViewports)) {
    const ours = await openForSwitching(browser, a.url, viewport);
    const floor = await openForSwitching(browser, a.url, viewport);
    await makeFloor(floor, (language) => switchLanguage(floor, language));
    const times = { ours: [] as number[], floor: [] as number[] };
    for (let round = 0; round < floorRounds; round++) {
      for (const language of floorSequence) {
        times.ours.push(await switchLanguage(ours, language));
        times.floor.push(await switchLanguage(floor, language));
      }
    }
    floorSwitches[form] = times;
    await ours.context().close();
    await floor.context().close();
  }

  // ── Every visitor's first paint through each host, visitors and hosts alternating.
  const hosts = [
    ...(await Promise.all(hostsOf(a, ref ? 'A' : null, { workerd: port.workerd, nginx: port.nginx }))),
    ...(ref ? await Promise.all(hostsOf(b, 'B', { workerd: port.refWorkerd, nginx: port.refNginx })) : []),
  ];
  let firstPaints: HostFirstPaints[] = [];
  try {
    firstPaints = await measureFirstPaints(browser, hosts, interactionRuns);
  } finally {
    for (const host of hosts) await host.stop();
  }

  const interaction = await measureFirstInteraction({
    browser,
    sites: ref ? { [a.name]: a.url } : { 'as built': a.url, 'early entry fetch': b.url },
    runs: interactionRuns,
  });
  await browser.close();

  // ── The report.
  const fmt = (value: unknown, digits = 0) => (typeof value === 'number' ? value.toFixed(digits) : String(value));
  const ratioOf = (x: number, y: number) => (y === 0 && x === 0 ? 1 : x / y);
  const nameWidth = Math.max(...sites.map((site) => site.name.length), 'floor'.length) + 9;
  console.log(`\n── Lighthouse 12.8.2, median of ${runs}, runs alternating (this machine, ${chromePath}) ──`);
  console.log(`${''.padEnd(nameWidth)}  perf  a11y  best   seo    FCP ms    LCP ms  TBT ms     CLS     bytes  LCP÷floor`);
  const row = (label: string, r: LighthouseResult, lcpRatio: number) =>
    console.log(
      `${label.padEnd(nameWidth)} ${fmt(r.performance).padStart(5)} ${fmt(r.accessibility).padStart(5)} ${fmt(r.bestPractices).padStart(5)} ${fmt(r.seo).padStart(5)} ${fmt(r.fcp).padStart(9)} ${fmt(r.lcp).padStart(9)} ${fmt(r.tbt).padStart(7)} ${fmt(r.cls, 3).padStart(7)} ${fmt(r.bytes).padStart(9)} ${fmt(lcpRatio, 2).padStart(10)}`,
    );
  const lcpRatio = (form: Form, site: Site) => lighthouse(form, site.url).lcp / lighthouse(form, site.floor).lcp;
  for (const form of forms) {
    for (const site of sites) row(`${form} ${site.name}`, lighthouse(form, site.url), lcpRatio(form, site));
    for (const floor of [...new Set(sites.map((site) => site.floor))])
      row(`${form} floor${ref && floor === b.floor ? ` of ${ref.ref}` : ''}`, lighthouse(form, floor), 1);
    if (ref) {
      const [x, y] = [lighthouse(form, a.url), lighthouse(form, b.url)];
      console.log(
        `${`${form} ratio A÷B`.padEnd(nameWidth)} ${''.padStart(23)} ${fmt(ratioOf(x.fcp, y.fcp), 2).padStart(9)} ${fmt(ratioOf(x.lcp, y.lcp), 2).padStart(9)} ${fmt(ratioOf(x.tbt, y.tbt), 2).padStart(7)} ${fmt(ratioOf(x.cls, y.cls), 2).padStart(7)} ${fmt(ratioOf(x.bytes, y.bytes), 2).padStart(9)} ${fmt(lcpRatio(form, a) / lcpRatio(form, b), 2).padStart(10)}`,
      );
    }
  }
  console.log(`  A = ${a.name}, B = ${b.name}; LCP÷floor: each build's LCP over its own floor page's`);

  console.log(
    `\n── Language switch, CPU ${4}× slower, click → new copy painted (Event Timing), ${switchRounds * switchSequence.length} switches each, alternating ──`,
  );
  for (const [index, site] of sites.entries()) {
    const times = switches[index as 0 | 1];
    console.log(
      `${site.name.padEnd(nameWidth)} median ${fmt(median(times)).padStart(4)} ms   (${times.map((ms) => fmt(ms)).join(', ')})`,
    );
  }
  const switchRatio = median(switches[0]) / median(switches[1]);
  console.log(`${'ratio A÷B'.padEnd(nameWidth)} ${fmt(switchRatio, 2)}`);
  console.log('  one traced switch to Deutsch, main thread from click to paint (ms):');
  for (const [index, site] of sites.entries()) {
    const trace = traces[index];
    if (trace) console.log(`  ${site.name.padEnd(nameWidth)} ${formatBreakdown(trace)}`);
  }

  console.log(
    `\n── Language switch beside its floor (the same page and click, the text set by a capture listener), CPU 4× slower, ${floorRounds * floorSequence.length} switches each, alternating ──`,
  );
  const floorRatios: Record<string, number> = {};
  for (const [form, { ours, floor }] of Object.entries(floorSwitches)) {
    const { width, height } = floorViewports[form as keyof typeof floorViewports];
    floorRatios[form] = trimmedMean(ours) / trimmedMean(floor);
    console.log(
      `${`${form} ${width} × ${height}`.padEnd(22)} ours ${fmt(trimmedMean(ours), 1).padStart(5)} ms (median ${fmt(median(ours))})   floor ${fmt(trimmedMean(floor), 1).padStart(5)} ms (median ${fmt(median(floor))})   switch ÷ floor ${fmt(floorRatios[form], 2)}`,
    );
  }
  console.log('  ms: mean of the switches, the fastest and slowest tenth left out (switch-floor.ts says why not the median)');

  console.log(
    `\n── First paint in the visitor's own language, slow phone (${slowPhone.latencyMs} ms RTT, ${(slowPhone.downKbps / 1024).toFixed(1)} Mbps, CPU ${slowPhone.cpuSlowdown}×, 412 × 823), median of ${interactionRuns}, alternating ──`,
  );
  console.log(`${'host'.padEnd(11)} ${'visitor'.padEnd(20)} lang  own ms  ÷ English  another first`);
  const firstPaintRatios = new Map<string, Map<string, number>>();
  for (const result of firstPaints) {
    const { lines, ratios } = firstPaintLines(result);
    firstPaintRatios.set(result.host, ratios);
    for (const line of lines) console.log(line);
  }
  console.log("  own ms: when the page was first painted in the visitor's language (its FCP, if nothing else came first);");
  console.log("  ÷ English: over the English visitor's, same host; another first: visits that painted another language first");

  console.log(`\n── LCP in each offered language, mobile, each beside its own floor, median of ${languageRuns} ──`);
  console.log('language    LCP ms  floor ms  LCP÷floor');
  for (const { code, lcp, floor } of languageLcps) {
    console.log(
      `${code.padEnd(9)} ${lcp.toFixed(0).padStart(8)} ${floor.toFixed(0).padStart(9)} ${(lcp / floor).toFixed(2).padStart(10)}`,
    );
  }

  console.log(
    `\n── First interaction on a slow phone (${slowPhone.latencyMs} ms RTT, ${(slowPhone.downKbps / 1024).toFixed(1)} Mbps down, CPU ${slowPhone.cpuSlowdown}×), median of ${interactionRuns} ──`,
  );
  console.log(
    '                       FCP ms  interactive ms  dead window ms  tap at FCP+ms  menu shown ms  choice shown ms  early  lost',
  );
  for (const [name, r] of Object.entries(interaction)) {
    console.log(
      `${name.padEnd(21)} ${fmt(r.fcp).padStart(7)} ${fmt(r.interactive).padStart(15)} ${fmt(r.deadWindow).padStart(15)} ${fmt(r.tapAfterFcp).padStart(14)} ${fmt(r.menuShown).padStart(14)} ${fmt(r.germanAfterInteractive).padStart(16)} ${`${r.earlyTaps + r.earlyChoices}/${2 * r.runs}`.padStart(6)} ${String(r.lost).padStart(5)}`,
    );
  }
  console.log(
    '  menu shown: tap → next paint (Event Timing), first taps of both scenarios; choice shown: German page after interactive;',
  );
  console.log('  early: taps made before hydration; lost: taps whose effect never came');

  // ── The budgets, for the working tree.
  const problems: string[] = [];
  const mobile = lighthouse('mobile', a.url);
  for (const category of ['performance', 'accessibility', 'bestPractices', 'seo'] as const) {
    if (mobile[category] < 100)
      problems.push(`mobile ${category} ${mobile[category]} < 100 (failed audits: ${mobile.failed.join(', ') || 'none binary'})`);
  }
  for (const form of forms) {
    if (lcpRatio(form, a) > 1.15) problems.push(`${form} LCP ${lcpRatio(form, a).toFixed(2)} × floor > 1.15`);
  }
  for (const { code, lcp, floor } of languageLcps) {
    if (lcp / floor > 1.15) problems.push(`${code}: mobile LCP ${(lcp / floor).toFixed(2)} × its floor > 1.15`);
  }
  for (const result of firstPaints.filter(({ host }) => measuredHosts.some((name) => host === name || host === `${name} A`))) {
    for (const [index, visitor] of visitors.entries()) {
      if (!visitor.budgeted) continue;
      const ratio = firstPaintRatios.get(result.host)?.get(visitor.name) ?? Number.NaN;
      const others = (result.visits[index] ?? []).filter((visit) => visit.otherFirst).length;
      if (!(ratio <= 1.15))
        problems.push(`${result.host}: ${visitor.name}'s first paint ${ratio.toFixed(2)} × the English visitor's > 1.15`);
      if (others > 0) problems.push(`${result.host}: ${visitor.name} saw another language first in ${others} visit(s)`);
    }
  }
  if (mobile.tbt > 30) problems.push(`mobile TBT ${mobile.tbt.toFixed(0)} ms > 30 ms`);
  if (mobile.cls > 0) problems.push(`mobile CLS ${mobile.cls} > 0`);
  if (median(switches[0]) > 100) problems.push(`language switch ${median(switches[0]).toFixed(0)} ms > 100 ms`);
  for (const [form, ratio] of Object.entries(floorRatios)) {
    if (!(ratio <= 1.15)) problems.push(`${form}: language switch ${ratio.toFixed(2)} × its floor > 1.15`);
  }
  const early = Object.values(interaction)[0];
  if (!early) throw new Error('bench: no first-interaction result for the build');
  if (!(early.menuShown <= 100)) problems.push(`menu shown ${fmt(early.menuShown)} ms after a tap at FCP + 50 ms > 100 ms`);
  if (!(early.germanAfterInteractive <= 200))
    problems.push(`a language chosen before hydration shown ${fmt(early.germanAfterInteractive)} ms after interactive > 200 ms`);
  if (early.lost > 0) problems.push(`${early.lost} of ${2 * early.runs} early interactions lost`);
  if (early.earlyTaps + early.earlyChoices < 2 * early.runs)
    problems.push(
      `only ${early.earlyTaps + early.earlyChoices} of ${2 * early.runs} taps came before hydration: the early path was not measured`,
    );

  const results = Object.fromEntries(
    sites.map((site) => [site.name, Object.fromEntries(forms.map((form) => [form, lighthouse(form, site.url)]))]),
  );
  await writeFile(
    `${out}/bench.json`,
    `${JSON.stringify({ sites, results, switches, traces: traces.map(({ trace: _, ...rest }) => rest), floorSwitches, firstPaints, languageLcps, interaction }, null, 2)}\n`,
  );
  if (problems.length > 0) {
    for (const problem of problems) console.error(`✗ ${problem}`);
    process.exitCode = 1;
  } else {
    console.log('✓ every Lighthouse, switch and first-interaction budget met');
  }
} finally {
  for (const server of servers) server.close();
  await ref?.remove();
}
