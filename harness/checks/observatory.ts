// `npm run observatory [-- dist]`: the MDN HTTP Observatory grades nginx set up as deploy/README.md says
// (nginx-as-documented.ts), behind TLS, and fails below A+. The scanner reads ports 80 and 443 only, so
// nginx and the scan run in a network namespace of their own (as root: nginx's master must be root to
// start its workers). Offline: a self-signed certificate for localhost, and an empty HSTS preload list.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { isMain } from '../../scripts/shared/is-main.ts';
import { inRepo } from '../../scripts/shared/paths.ts';
import { missingPackages, selfSignedCertificate, startDocumentedNginx, waitFor } from '../launchers/nginx.ts';

const hostName = 'localhost';
const required = 'A+';
// The package's install step, which downloads the real list, is not run.
const preloadList = inRepo('node_modules/@mdn/mdn-http-observatory/conf/hsts-preload.json');

/** Inside the namespace: nginx as documented, on the build in `dist`, scanned; prints the grade and every test. */
async function gradeInside(work: string, dist: string): Promise<boolean> {
  const nginx = await startDocumentedNginx({
    root: work,
    dist,
    hostName,
    cert: join(work, 'cert.pem'),
    key: join(work, 'key.pem'),
  });
  try {
    await waitFor(() => fetch(`https://${hostName}/`).then((response) => response.ok));
    const { scan } = await import('@mdn/mdn-http-observatory');
    const { scan: result, tests } = await scan(hostName);
    console.log(
      `Observatory: ${result.grade} (${result.score}/100), ${result.testsPassed} of ${result.testsQuantity} tests passed`,
    );
    for (const [name, test] of Object.entries(tests)) {
      const modifier = test.scoreModifier > 0 ? `+${test.scoreModifier}` : String(test.scoreModifier);
      console.log(`  ${test.pass ? '✓' : '✗'} ${name}: ${test.result} (${modifier})`);
    }
    if (result.grade !== required) console.error(`observatory: ${result.grade} is below ${required}`);
    return result.grade === required;
  } finally {
    await nginx.stop();
  }
}

/** Outside: the certificate and preload list, then this script again inside a network namespace. */
function grade(dist: string): number {
  const refuse = (message: string) => {
    console.error(`observatory: ${message}`);
    return 1;
  };
  const missing = missingPackages({ 'util-linux': '/usr/bin/unshare', iproute2: '/usr/sbin/ip' });
  if (missing.length > 0) return refuse(`missing Debian packages: apt-get install ${missing.join(' ')}`);
  if (process.getuid?.() !== 0) return refuse('run it as root: nginx and the scan need a network namespace of their own');
  if (!existsSync(join(dist, 'index.html'))) return refuse(`no ${dist}/index.html: run \`npm run build\` first`);
  if (!existsSync(preloadList)) writeFileSync(preloadList, '{}\n');
  const work = mkdtempSync(join(tmpdir(), 'marketplace-observatory-'));
  try {
    const { cert } = selfSignedCertificate(work, hostName);
    const inside = `ip link set lo up && exec "$0" --import tsx "$1" --inside "$2" "$3"`;
    const run = spawnSync(
      'unshare',
      ['--net', 'sh', '-c', inside, process.execPath, inRepo('harness/checks/observatory.ts'), work, dist],
      {
        stdio: 'inherit',
        env: { ...process.env, NODE_EXTRA_CA_CERTS: cert },
      },
    );
    return run.status ?? 1;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  const [flag, work, dist] = process.argv.slice(2);
  if (flag === '--inside' && work && dist) process.exit((await gradeInside(work, dist)) ? 0 : 1);
  process.exit(grade(resolve(flag ?? 'dist')));
}
