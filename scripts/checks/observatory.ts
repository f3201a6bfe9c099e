// `npm run observatory [-- dist]`: the MDN HTTP Observatory (the scanner behind
// developer.mozilla.org/observatory) grades the nginx deployment of the build, set up as
// deploy/README.md says, behind TLS on the standard ports of loopback; fails below A+. It prints the
// grade and every test's result.
//
// The scanner reads ports 80 and 443 only, so nginx and the scan run in a network namespace of their
// own (`unshare --net`, as root: nginx's master must really be root to start its workers, so a user
// namespace will not do), where they clash with nothing. nginx is set up by nginx-as-documented.ts.
// Offline: a self-signed certificate for localhost trusted through NODE_EXTRA_CA_CERTS, and an empty
// HSTS preload list, written here (the package's install step, which downloads the real one, is not
// run). Needs openssl, util-linux's unshare, iproute2's ip and nginx.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { isMain } from '../shared/is-main.ts';
import { inRepo } from '../shared/paths.ts';
import { selfSignedCertificate, startDocumentedNginx, waitFor } from './nginx-as-documented.ts';

const hostName = 'localhost';
const required = 'A+';
const preloadList = inRepo('node_modules/@mdn/mdn-http-observatory/conf/hsts-preload.json');

interface TestResult {
  readonly result: string;
  readonly scoreModifier: number;
  readonly pass: boolean;
}
interface Scan {
  readonly scan: { readonly grade: string; readonly score: number; readonly testsPassed: number; readonly testsQuantity: number };
  readonly tests: Readonly<Record<string, TestResult>>;
}

/** The report's lines: the grade, then each test with its result and what it adds to the score. */
export function reportLines({ scan, tests }: Scan): string[] {
  const modifier = (value: number) => (value > 0 ? `+${value}` : String(value));
  return [
    `Observatory: ${scan.grade} (${scan.score}/100), ${scan.testsPassed} of ${scan.testsQuantity} tests passed`,
    ...Object.entries(tests).map(
      ([name, test]) => `  ${test.pass ? '✓' : '✗'} ${name}: ${test.result} (${modifier(test.scoreModifier)})`,
    ),
  ];
}

/** Inside the namespace: nginx as documented, on the build in `dist`, scanned. */
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
    const result = (await scan(hostName)) as Scan;
    for (const line of reportLines(result)) console.log(line);
    if (result.scan.grade !== required) console.error(`observatory: ${result.scan.grade} is below ${required}`);
    return result.scan.grade === required;
  } finally {
    await nginx.stop();
  }
}

function missingTools(): string[] {
  const tools = { openssl: 'openssl', unshare: 'util-linux', ip: 'iproute2', nginx: 'nginx' };
  return Object.entries(tools)
    .filter(([tool]) => spawnSync('sh', ['-c', `command -v ${tool} || test -x /usr/sbin/${tool}`]).status !== 0)
    .map(([, debianPackage]) => debianPackage);
}

/** Outside: the certificate and preload list, then this script again inside a network namespace. */
function grade(dist: string): number {
  const missing = missingTools();
  if (missing.length > 0) {
    console.error(`observatory: missing Debian packages: apt-get install ${missing.join(' ')}`);
    return 1;
  }
  if (process.getuid?.() !== 0) {
    console.error('observatory: run it as root: nginx and the scan need a network namespace of their own');
    return 1;
  }
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`observatory: no ${dist}/index.html: run \`npm run build\` first`);
    return 1;
  }
  if (!existsSync(preloadList)) writeFileSync(preloadList, '{}\n');
  const work = mkdtempSync(join(tmpdir(), 'marketplace-observatory-'));
  try {
    const { cert } = selfSignedCertificate(work, hostName);
    const inside = `ip link set lo up && exec "$0" --import tsx "$1" --inside "$2" "$3"`;
    const run = spawnSync(
      'unshare',
      ['--net', 'sh', '-c', inside, process.execPath, inRepo('scripts/checks/observatory.ts'), work, dist],
      { stdio: 'inherit', env: { ...process.env, NODE_EXTRA_CA_CERTS: cert } },
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
