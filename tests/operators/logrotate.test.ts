// The reports' log rotation as Debian's logrotate reads deploy/logrotate.conf beside the nginx
// package's own /etc/logrotate.d/nginx: 90 days for the reports, and nginx's logs left to theirs.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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

it('keeps the reports 90 days, compressed, and claims none of the files Debian rotates for nginx', () => {
  const dir = mkdtempSync(join(tmpdir(), 'logrotate-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'nginx'), debianNginx);
  // --debug reads and plans, and touches no log; both files together, as /etc/logrotate.d/ holds them.
  const run = (...files: string[]) => {
    const { status, stderr } = spawnSync('logrotate', ['--debug', '--state', join(dir, 'state'), ...files], { encoding: 'utf8' });
    return { status, plan: stderr };
  };
  const { status, plan } = run(join(dir, 'nginx'), inRepo('deploy/logrotate.conf'));
  expect(status).toBe(0);
  expect(plan).toContain(
    'rotating pattern: /var/log/marketplace/reports.log /var/log/marketplace/errors.log  after 1 days (90 rotations)',
  );
  expect(plan).toContain('rotating pattern: /var/log/nginx/*.log  after 1 days (14 rotations)');
  expect(plan).not.toMatch(/^error:|duplicate/im);
  // The check itself: a stanza that claims nginx's logs again is an error logrotate reports.
  writeFileSync(join(dir, 'clash'), '/var/log/nginx/access.log {\n\tdaily\n}\n');
  const clash = run(join(dir, 'nginx'), join(dir, 'clash'));
  expect(clash.plan).toMatch(/duplicate/);
  expect(clash.status).not.toBe(0);
});
