// Deploys on real nginx, with the command operators run (`npm run deploy -- <target>`: files moved, a link
// switched, no reload), of a build with another brand name and logo (so another page policy: other
// hashes; a logo too large to inline, so a file of its own):
//  - under load: a visitor keeps reloading the page while it is deployed over the running one. Every
//    load must work under the header's policy and its own page's <meta>: no CSP violation, the page
//    hydrated, the language menu opening with every offered language; the brand switches once, for
//    good; and the old build's hashed files stay, for pages still open;
//  - its brand, H&M "Ben & Jerry's", shows exactly as written wherever it lands;
//  - nginx is not reloaded and reads nothing new: the same workers serve the new release, and a build
//    whose _headers names a header built to inject configuration changes nothing nginx does.
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { entryAssets } from '@marketplace-landing/harness/hosts/build';
import { pagePolicyFirstInHead, recordViolations, type Violation, violations } from '@marketplace-landing/harness/hosts/csp';
import {
  expect,
  languageButton,
  languageMenu,
  offeredLanguages,
  type Page,
  shownLogo,
  test,
  waitForHydration,
} from '@marketplace-landing/harness/playwright';
import { logoAssetUrlPattern } from '../../scripts/brand/images.ts';
import { escapeHtml } from '../../scripts/build/page-template.ts';
import { headerPolicy, imagePolicy } from '../../scripts/headers/security-headers.ts';
import { logoClasses } from '../../src/views/logoClasses.ts';
import { nginxEtc, nginxSite } from './site.ts';

const run = promisify(execFile);

/** The build nginx serves at first (the suite's webServer deploys it), and the one deployed over it. */
const original = { dist: 'dist', brandName: 'Marketly' };
// A brand with what HTML, JSON and a shell each read as markup: it must land as text everywhere.
const rebranded = { dist: 'dist-rebrand', brandName: 'H&M "Ben & Jerry\'s"' };
const rebrandCommand = 'npm run build:rebrand';

const deployBuild = (dist: string) =>
  run(process.execPath, ['--import', 'tsx', 'scripts/deploy/deploy.ts', nginxSite, '--from', dist]);

interface Load {
  readonly brand: string | null;
  /** The page's own policy, from its <meta>. */
  readonly policy: string | null;
  readonly violations: readonly Violation[];
}

/** One visit: the page under the header's policy and its own, hydrated, its brand, its language menu open. */
async function visit(page: Page): Promise<Load> {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  const policy = await pagePolicyFirstInHead(page);
  expect(policy, 'the page carries its build’s policy first in its <head>').not.toBeNull();
  expect(response?.headers()['content-security-policy']).toBe(headerPolicy);
  await waitForHydration(page);
  const brand = await page.locator('meta[property="og:site_name"]').getAttribute('content');
  await expect(page.getByRole('banner')).toContainText(brand ?? '(no og:site_name)');
  await languageButton(page).click();
  await expect(languageMenu(page).getByRole('menuitemradio')).toHaveCount(offeredLanguages.length);
  return { brand, policy, violations: await violations(page) };
}

test.beforeAll(() => {
  const html = existsSync(`${rebranded.dist}/index.html`) ? readFileSync(`${rebranded.dist}/index.html`, 'utf8') : '';
  const large = /url\(\/assets\/logo-[0-9a-f]{8}\.svg\)/.test(html); // its logo is a file, not inlined
  if (!html.includes(`<meta property="og:site_name" content="${escapeHtml(rebranded.brandName)}" />`) || !large) {
    throw new Error(`${rebranded.dist}/ is not the rebranded build this test deploys: run ${rebrandCommand}`);
  }
});

// One after the other: each starts from what the one before left live.
test.describe.configure({ mode: 'serial' });

// The rest of the nginx suite (and its next run) expects the original build.
test.afterAll(async () => {
  await deployBuild(original.dist);
});

test('another build deployed while a visitor reloads: every load works, and the brand switches once', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // A page that cannot hydrate (its script blocked) fails its visit in seconds, not at the test's end.
  page.setDefaultTimeout(10_000);
  await deployBuild(original.dist);
  const originalEntry = entryAssets().script;
  await recordViolations(page);

  const loads: Load[] = [];
  for (let count = 0; count < 4; count += 1) loads.push(await visit(page));
  const before = loads.length;
  let deploying = true;
  const deployment = deployBuild(rebranded.dist).finally(() => {
    deploying = false;
  });
  while (deploying) loads.push(await visit(page));
  const during = loads.length - before;
  const { stdout } = await deployment;
  for (let count = 0; count < 4; count += 1) loads.push(await visit(page));
  test.info().annotations.push({ type: 'loads', description: `${before} before, ${during} during, 4 after the deploy` });

  expect(stdout).toMatch(/current is release [0-9a-f]{16}$/m);
  expect(loads.flatMap((load) => load.violations)).toEqual([]);
  const brands = loads.map((load) => load.brand);
  const switchedAt = brands.indexOf(rebranded.brandName);
  expect(switchedAt, `brands seen: ${brands.join(', ')}`).toBeGreaterThan(0);
  expect(brands.slice(0, switchedAt).every((brand) => brand === original.brandName)).toBe(true);
  expect(brands.slice(switchedAt).every((brand) => brand === rebranded.brandName)).toBe(true);
  // The two builds have two policies (other hashes): each load came with its own in its <meta>.
  expect(new Set(loads.map((load) => load.policy)).size).toBe(2);

  // The new build's images follow its configuration; the old build's entry is still there for open pages.
  const logo = readFileSync('tests/fixtures/acme-logo-large.svg', 'utf8');
  const favicon = await request.get('/favicon.svg');
  expect(await favicon.text()).toBe(logo);
  // Too large to inline: the header shows it from its content-named file, served as an immutable SVG
  // that may only draw.
  expect(await shownLogo(page, `header .${logoClasses.logo}`)).toBe(logo);
  const url = (
    await page.locator(`header .${logoClasses.logo}`).evaluate((element) => getComputedStyle(element).backgroundImage)
  ).match(/url\("([^"]+)"\)/)?.[1];
  const file = await request.get(url ?? '(no logo URL)');
  expect(new URL(file.url()).pathname).toMatch(logoAssetUrlPattern);
  expect(file.headers()['content-type']).toBe('image/svg+xml; charset=utf-8');
  expect(file.headers()['cache-control']).toContain('immutable');
  // Beside the page's policy, which every response carries: both are enforced, so it only draws.
  expect(file.headers()['content-security-policy']?.split(', ')).toContain(imagePolicy);
  expect((await request.get(originalEntry)).status()).toBe(200);
});

test('the deployed brand, H&M "Ben & Jerry\'s", shows exactly as written wherever it lands', async ({
  page,
  request,
  expectConsoleError,
}) => {
  const brand = rebranded.brandName;
  expectConsoleError(/^Failed to load resource: the server responded with a status of 404/);
  expectConsoleError(/^404: no page at "\/nope"$/);
  await deployBuild(rebranded.dist);
  for (const path of ['/', '/nope']) {
    await page.goto(path);
    await waitForHydration(page);
    // One <title>, one inline script (the head script, first in <body>): nothing of the brand's became an element.
    await expect(page.locator('title')).toHaveCount(1);
    await expect(page.locator('script:not([type])')).toHaveCount(1);
    expect(await page.title()).toContain(brand);
    await expect(page.locator('header a bdi')).toHaveText(brand);
    const meta = (key: string) => page.locator(`meta[property="${key}"], meta[name="${key}"]`).getAttribute('content');
    expect(await meta('og:site_name')).toBe(brand);
    expect(await meta('og:title')).toContain(brand);
    expect(await meta('twitter:title')).toContain(brand);
  }
  await page.goto('/');
  await expect(page.locator('footer h2 bdi').first()).toHaveText(brand);
  await expect(page.locator('footer p', { hasText: '©' }).locator('bdi')).toHaveText(brand);
  const organization = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(organization.name).toBe(brand);
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect([manifest.name, manifest.short_name]).toEqual([brand, brand]);
});

/** nginx's master and its workers, by pid. */
function nginxProcesses(): string[] {
  const master = readFileSync(join(nginxEtc, 'nginx.pid'), 'utf8').trim();
  const children = readdirSync('/proc').filter(
    (pid) => /^\d+$/.test(pid) && readFileSync(`/proc/${pid}/stat`, 'utf8').split(' ')[3] === master,
  );
  return [master, ...children].sort();
}

/** Every file under nginx's configuration directory, with its modification time. */
function configuration(dir = nginxEtc): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => !/\.(?:log|pid)$/.test(path) && statSync(join(dir, path)).isFile())
    .map((path) => `${path} ${statSync(join(dir, path)).mtimeMs}`)
    .sort();
}

test('a deploy reloads nothing and writes nothing nginx reads, whatever the build’s _headers says', async ({ page, request }) => {
  test.setTimeout(60_000);
  await deployBuild(original.dist);
  const [processes, config] = [nginxProcesses(), configuration()];
  // A header name built to end nginx's add_header and write a file as root, as one once did.
  const spoiled = mkdtempSync(join(tmpdir(), 'spoiled-build-'));
  const written = join(spoiled, 'written-by-nginx.log');
  try {
    cpSync(rebranded.dist, join(spoiled, 'dist'), { recursive: true });
    const headers = readFileSync(join(spoiled, 'dist', '_headers'), 'utf8');
    writeFileSync(
      join(spoiled, 'dist', '_headers'),
      headers.replace('/*\n', `/*\n  X-Note always; error_log ${written} info; add_header X-Injected: yes\n`),
    );
    await deployBuild(join(spoiled, 'dist'));
    expect((await visit(page)).brand).toBe(rebranded.brandName);
    const response = await request.get('/');
    expect(response.headers()['x-injected']).toBeUndefined();
    expect(existsSync(written)).toBe(false);
    expect(nginxProcesses()).toEqual(processes);
    expect(configuration()).toEqual(config);
  } finally {
    rmSync(spoiled, { recursive: true, force: true });
  }
});
