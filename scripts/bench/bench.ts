// `npm run bench [-- --against REF]`: builds the site in standin mode and measures it in Debian's
// Chromium; docs/performance.md says what it prints and the budgets it holds the build to. Each
// comparison is sampled until its confidence interval is resolved, or BENCH_SECONDS run out (sample.ts).
import { execSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { type LanguageCode, languageInfo } from '../../locales/languages.ts';
import { selfSignedCertificate, startDocumentedNginx } from '../checks/nginx-as-documented.ts';
import { previewSite } from '../dev/preview.ts';
import { serveShopStandin, standInEnvironment } from '../dev/shop-standin.ts';
import { startWorkerd, wranglerConfigFor } from '../dev/workerd.ts';
import { chromiumArgs, chromiumPath } from '../shared/chromium.ts';
import { repo } from '../shared/paths.ts';
import { runScript } from '../shared/run-script.ts';
import { checkOutAndBuild } from './against.ts';
import { largestPaint, visit, visitors } from './first-paint.ts';
import { writeFloors } from './floor.ts';
import { openForSwitching, switchLanguage } from './language-switch.ts';
import { lighthouseCi, lighthouseLine } from './lighthouse.ts';
import { type Arm, type Compared, formatCompared, sample } from './sample.ts';
import { slowPhone } from './slow-phone.ts';
import { floorSequence, makeFloor } from './switch-floor.ts';

const chromePath = process.env.CHROME_PATH ?? chromiumPath;
const againstIndex = process.argv.indexOf('--against');
const againstRef = againstIndex === -1 ? undefined : process.argv[againstIndex + 1];
if (againstIndex !== -1 && !againstRef) throw new Error('bench: --against needs a git ref');
// From BENCH_PORT (default 4783), never npm start's: the build, the stand-in, the floors, REF's build, workerd and its inspector, nginx (HTTP, HTTPS).
const basePort = Number(process.env.BENCH_PORT ?? 4783);
const port = {
  site: basePort,
  shop: basePort + 1,
  floor: basePort + 2,
  ref: basePort + 3,
  workerd: basePort + 4,
  nginx: basePort + 6,
};
const buildEnv = {
  ...process.env,
  ...standInEnvironment(`http://127.0.0.1:${port.shop}`),
  VITE_SITE_URL: `http://localhost:${port.site}`,
};
const viewports = { phone: { width: 375, height: 812 }, desktop: { width: 1280, height: 800 } } as const;
const phone = `slow phone (${slowPhone.latencyMs} ms RTT, ${(slowPhone.downKbps / 1024).toFixed(1)} Mbps, CPU ${slowPhone.cpuSlowdown}×)`;
const problems: string[] = [];
const print = (title: string, lines: readonly string[]) => console.log(`\n── ${title} ──\n${lines.join('\n')}`);

/** Fails the bench unless every arm after the first is at most `budget` (a fraction) above the first, the whole interval. */
function holdTo(compared: readonly Compared[], budget: number, what: string) {
  for (const { name, difference } of compared.slice(1)) {
    if (difference && difference.relative.high > budget)
      problems.push(
        `${what}: ${name} up to ${(difference.relative.high * 100).toFixed(1)} % above ${compared[0]?.name} > ${budget * 100} %`,
      );
  }
}

/** Switches `page` between German and English, one switch a sample. */
function switcher(name: string, page: Page): Arm {
  let next = 0;
  return { name, measure: () => switchLanguage(page, floorSequence[next++ % floorSequence.length] ?? 'English') };
}

/** The switch and its floor (switch-floor.ts) in a `viewport` window. */
async function switchBesideFloor(browser: Browser, url: string, viewport: { width: number; height: number }) {
  const app = await openForSwitching(browser, url, viewport);
  const floor = await openForSwitching(browser, url, viewport);
  await makeFloor(floor, (language) => switchLanguage(floor, language));
  try {
    return await sample([switcher('floor', floor), switcher('switch', app)], { relative: [0.15] });
  } finally {
    await app.context().close();
    await floor.context().close();
  }
}

/** The production build behind nginx as deploy/README.md sets it up and behind Cloudflare's workerd. */
async function startHosts(dist: string) {
  const dir = await mkdtemp(join(tmpdir(), 'bench-nginx-'));
  const certificate = selfSignedCertificate(dir, '127.0.0.1');
  // The browser trusts the certificate as a visitor's trusts a real one: a page from a host in error is never cached.
  const spki = execSync(
    `openssl x509 -in '${certificate.cert}' -pubkey -noout | openssl pkey -pubin -outform der | openssl dgst -sha256 -binary | base64`,
    { encoding: 'utf8' },
  ).trim();
  const https = `127.0.0.1:${port.nginx + 1}`;
  const nginx = await startDocumentedNginx({
    root: dir,
    dist,
    hostName: '127.0.0.1',
    ...certificate,
    listen: { http: `127.0.0.1:${port.nginx}`, https },
  });
  const workerd = await startWorkerd(wranglerConfigFor(`bench-${port.workerd}`, dist), port.workerd);
  return {
    hosts: [
      { host: 'nginx', url: `https://${https}/` },
      { host: 'Cloudflare', url: `${workerd.url}/` },
    ],
    spki,
    stop: async () => {
      await Promise.all([nginx.stop(), workerd.stop()]);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

runScript('scripts/build/build.ts', ['--mode', 'standin', '--out', 'dist-bench'], buildEnv);
console.log('\n── Bytes ──');
runScript('scripts/checks/budget.ts', ['dist-bench']);
const ref = againstRef ? await checkOutAndBuild(againstRef, 'dist-bench', buildEnv) : undefined;
const shopServer = await serveShopStandin({ port: port.shop });
const site = await previewSite({ dist: `${repo}dist-bench`, port: port.site });
const closers = [() => shopServer.close(), site.close];

try {
  if (ref) {
    const refSite = await previewSite({ dist: ref.dist, port: port.ref });
    closers.push(refSite.close, ref.remove);
    const refName = `${ref.ref} (${ref.commit.slice(0, 7)})`;
    const browser = await chromium.launch({ executablePath: chromePath, args: [...chromiumArgs] });
    try {
      for (const [form, viewport] of Object.entries(viewports)) {
        const pages = [
          await openForSwitching(browser, refSite.url, viewport),
          await openForSwitching(browser, site.url, viewport),
        ];
        const [refPage, ourPage] = pages as [Page, Page];
        const switches = await sample([switcher(refName, refPage), switcher('working tree', ourPage)], {
          relative: [-0.05, 0.05],
        });
        for (const page of pages) await page.context().close();
        print(
          `Language switch, ${form} ${viewport.width} × ${viewport.height}, CPU ${slowPhone.cpuSlowdown}× slower, click → new copy painted (Event Timing), mean [95 % interval]`,
          formatCompared(switches),
        );
      }
      const lcps = await sample(
        [
          { name: refName, measure: () => largestPaint(browser, refSite.url, 'en-US') },
          { name: 'working tree', measure: () => largestPaint(browser, site.url, 'en-US') },
        ],
        { relative: [-0.05, 0.05] },
      );
      print(`Largest contentful paint, ${phone}`, formatCompared(lcps));
    } finally {
      await browser.close();
    }
  } else {
    const languages = await writeFloors(`${repo}dist-bench`, `${repo}bench-results/floor`);
    const floor = await previewSite({ dist: `${repo}bench-results/floor`, port: port.floor });
    closers.push(floor.close);

    const lines: string[] = [];
    let heading = '';
    for (const form of ['mobile', 'desktop'] as const) {
      const { lhr, runs, passed } = await lighthouseCi(site.url, form, chromePath);
      if (!passed) problems.push(`mobile Lighthouse budgets (lighthouserc.json): see lhci assert above`);
      const { throttling, throttlingMethod } = lhr.configSettings;
      heading ||= `Lighthouse ${lhr.lighthouseVersion}, median run of ${runs} (Lighthouse CI), ${throttlingMethod} throttling, mobile CPU ${throttling.cpuSlowdownMultiplier}×`;
      lines.push(lighthouseLine(form, lhr));
    }
    print(heading, ['         perf  a11y  best   seo  FCP ms  LCP ms  TBT ms     CLS   bytes', ...lines]);

    const browser = await chromium.launch({ executablePath: chromePath, args: [...chromiumArgs] });
    try {
      for (const [form, viewport] of Object.entries(viewports)) {
        const compared = await switchBesideFloor(browser, site.url, viewport);
        print(
          `Language switch beside its floor, ${form} ${viewport.width} × ${viewport.height}, CPU ${slowPhone.cpuSlowdown}× slower, click → new copy painted (Event Timing), mean [95 % interval]`,
          formatCompared(compared),
        );
        holdTo(compared, 0.15, `${form} language switch`);
        const high = compared[1]?.stats.meanCI.high ?? Number.NaN;
        if (!(high <= 100)) problems.push(`${form} language switch up to ${high.toFixed(0)} ms > 100 ms`);
      }

      for (const code of languages) {
        const { tag } = languageInfo(code as LanguageCode);
        const compared = await sample(
          [
            { name: `${code} floor`, measure: () => largestPaint(browser, floor.url, tag) },
            { name: `${code} page`, measure: () => largestPaint(browser, site.url, tag) },
          ],
          { relative: [0.15] },
        );
        print(`Largest contentful paint in ${code} beside its floor, ${phone}`, formatCompared(compared));
        holdTo(compared, 0.15, `${code} LCP`);
      }
    } finally {
      await browser.close();
    }

    // The hosts serve a production build: a deploy refuses one made for the stand-in.
    runScript('scripts/build/build.ts', ['--out', 'dist-bench-hosts'], process.env);
    const { hosts, spki, stop } = await startHosts(`${repo}dist-bench-hosts`);
    const hostBrowser = await chromium.launch({
      executablePath: chromePath,
      args: [...chromiumArgs, `--ignore-certificate-errors-spki-list=${spki}`],
    });
    try {
      for (const { host, url } of hosts) {
        const otherFirst = new Map<string, number>();
        const arms = visitors.map((visitor) => ({
          name: visitor.name,
          measure: async () => {
            const paint = await visit(hostBrowser, url, visitor);
            if (paint.otherFirst) otherFirst.set(visitor.name, (otherFirst.get(visitor.name) ?? 0) + 1);
            return paint.ownLanguage;
          },
        }));
        const compared = await sample(arms, { relative: [0.15], min: 5 });
        print(`First paint in the visitor's own language through ${host}, ${phone}, 412 × 823`, [
          ...formatCompared(compared),
          ...[...otherFirst].map(([name, count]) => `  ${name}: another language painted first in ${count} visit(s)`),
        ]);
        const budgeted = compared.filter((_, index) => visitors[index]?.budgeted);
        holdTo(budgeted, 0.15, `${host} first paint`);
        for (const { name } of budgeted) if (otherFirst.has(name)) problems.push(`${host}: ${name} saw another language first`);
      }
    } finally {
      await hostBrowser.close();
      await stop();
    }
  }
} finally {
  for (const close of closers) await close();
}
if (problems.length > 0) {
  for (const problem of problems) console.error(`✗ ${problem}`);
  process.exitCode = 1;
} else if (!ref) {
  console.log('\n✓ every Lighthouse, switch and first-paint budget met');
}
