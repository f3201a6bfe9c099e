// A deploy under load, on real nginx: a visitor keeps reloading the page while a build with another
// brand name and logo (so another policy: other hashes; a logo too large to inline, so a file of its
// own) is deployed over the running one, with the
// command operators run (`npm run deploy -- … --reload …`, a graceful reload). Every load must work
// under the policy its header and <meta> carry: no CSP violation, the
// page hydrated, the language menu opening with every offered language; the brand switches once, for
// good; and the old build's hashed files stay, for pages still open.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { logoAssetUrlPattern } from '../../scripts/brand/images.ts';
import { headerPolicy, imagePolicy } from '../../scripts/headers/security-headers.ts';
import { logoClasses } from '../../src/views/logoClasses.ts';
import {
  expect,
  languageButton,
  languageMenu,
  offeredLanguages,
  type Page,
  shownLogo,
  test,
  waitForHydration,
} from '../e2e/fixtures.ts';
import { entryAssets } from '../hosts/build.ts';
import { pagePolicyFirstInHead, recordViolations, type Violation, violations } from '../hosts/csp.ts';
import { nginxSite, reloadNginx } from './site.ts';

const run = promisify(execFile);

/** The build nginx serves at first (the suite's webServer deploys it), and the one deployed over it. */
const original = { dist: 'dist', brandName: 'Marketly' };
const rebranded = { dist: 'dist-rebrand', brandName: 'Acme Test Market' };
const rebrandCommand = 'npm run build:rebrand';

const deployBuild = (dist: string) =>
  run(process.execPath, ['--import', 'tsx', 'scripts/deploy/deploy.ts', nginxSite, '--from', dist, '--reload', reloadNginx]);

interface Load {
  readonly brand: string | null;
  /** The page's own policy, from its <meta>. */
  readonly policy: string | null;
  readonly violations: readonly Violation[];
}

/** One visit: the page under its own whole policy in the header, hydrated, its brand, its language menu open. */
async function visit(page: Page): Promise<Load> {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  const policy = await pagePolicyFirstInHead(page);
  expect(response?.headers()['content-security-policy'], 'the header carries the served page’s policy').toBe(
    headerPolicy(policy ?? '(no <meta> policy)'),
  );
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
  if (!html.includes(`<meta property="og:site_name" content="${rebranded.brandName}" />`) || !large) {
    throw new Error(`${rebranded.dist}/ is not the rebranded build this test deploys: run ${rebrandCommand}`);
  }
});

// Leaves nginx serving the build the suite started with.
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

  expect(stdout).toContain(`current → releases/`);
  expect(loads.flatMap((load) => load.violations)).toEqual([]);
  const brands = loads.map((load) => load.brand);
  const switchedAt = brands.indexOf(rebranded.brandName);
  expect(switchedAt, `brands seen: ${brands.join(', ')}`).toBeGreaterThan(0);
  expect(brands.slice(0, switchedAt).every((brand) => brand === original.brandName)).toBe(true);
  expect(brands.slice(switchedAt).every((brand) => brand === rebranded.brandName)).toBe(true);
  // The two builds have two policies (other hashes): each load came with its own in the header.
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
