// The reports' log rotation as Debian's logrotate reads deploy/logrotate.conf beside the nginx
// package's own /etc/logrotate.d/nginx: 90 days for the reports, and nginx's logs left to theirs.
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it, onTestFinished } from 'vitest';
import { inRepo } from '../../scripts/shared/paths.ts';

/** What Debian's nginx package installs as /etc/logrotate.d/nginx (nginx-common 1.22, abridged to what matters). */
const debianNginx = `/var/log/nginx/*.log {
\tdaily
\trotate 14
\tcompress
\tdelaycompress
\tmissingok
\tnotifempty
}
`;

/**
 * Writes a file into /etc/logrotate.d's stand-in as `install -m 644` does (deploy/README.md): logrotate
 * skips a group- or world-writable file, and a checkout may have 0664 files (a release unpacked with umask 002).
 */
function installed(path: string, write: (path: string) => void): string {
  write(path);
  chmodSync(path, 0o644);
  return path;
}

it('keeps the reports 90 days, compressed, and claims none of the files Debian rotates for nginx', () => {
  const dir = mkdtempSync(join(tmpdir(), 'logrotate-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  const nginx = installed(join(dir, 'nginx'), (path) => writeFileSync(path, debianNginx));
  const reports = installed(join(dir, 'marketplace-reports'), (path) => copyFileSync(inRepo('deploy/logrotate.conf'), path));
  // --debug reads and plans, and touches no log; both files together, as /etc/logrotate.d/ holds them.
  const run = (...files: string[]) => {
    const { status, stderr } = spawnSync('logrotate', ['--debug', '--state', join(dir, 'state'), ...files], { encoding: 'utf8' });
    return { status, plan: stderr };
  };
  const { status, plan } = run(nginx, reports);
  expect(status).toBe(0);
  expect(plan).toContain(
    'rotating pattern: /var/log/marketplace/reports.log /var/log/marketplace/errors.log  after 1 days (90 rotations)',
  );
  expect(plan).toContain('rotating pattern: /var/log/nginx/*.log  after 1 days (14 rotations)');
  expect(plan).not.toMatch(/^error:|duplicate/im);
  // The check itself: a stanza that claims nginx's logs again is an error logrotate reports.
  const clashing = installed(join(dir, 'clash'), (path) => writeFileSync(path, '/var/log/nginx/access.log {\n\tdaily\n}\n'));
  const clash = run(nginx, clashing);
  expect(clash.plan).toMatch(/duplicate/);
  expect(clash.status).not.toBe(0);
});
