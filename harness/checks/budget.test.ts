// `npm run budget` fails a build over its byte budget, with a catalogue in no chunk of its own, or with
// another language's copy in the entry or a chunk it loads as the app starts.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, expect, it } from 'vitest';
import de from '../../locales/de.ts';
import ru from '../../locales/ru.ts';
import { outDir } from '../../scripts/build/out-dir.ts';
import { inRepo } from '../../scripts/shared/paths.ts';

const dist = mkdtempSync(join(tmpdir(), 'budget-test-'));
const { facts } = outDir(dist);
afterEach(() => {
  rmSync(dist, { recursive: true, force: true });
  rmSync(facts, { recursive: true, force: true });
  // And the folders outDir named after it, where no other build's facts are.
  for (let dir = dirname(facts); dir.startsWith(inRepo('.build', 'out')) && readdirSync(dir).length === 0; dir = dirname(dir))
    rmdirSync(dir);
});

it('fails a build over budget, naming each problem', async () => {
  mkdirSync(join(dist, 'assets'));
  mkdirSync(facts, { recursive: true });
  writeFileSync(join(facts, 'assets.json'), JSON.stringify({ entry: '/assets/entry.js', chunks: ['/assets/app.js'] }));
  writeFileSync(join(dist, 'index.html'), '<link rel="modulepreload" href="/assets/big.js"><p>page</p>');
  writeFileSync(join(dist, 'assets', 'entry.js'), `const title = ${JSON.stringify(de.hero.title)};`);
  // Each about 66 KB gzipped, under the initial JS budget alone: over it only when both count.
  writeFileSync(join(dist, 'assets', 'big.js'), randomBytes(65 * 1024).toString('base64'));
  writeFileSync(
    join(dist, 'assets', 'app.js'),
    `${randomBytes(65 * 1024).toString('base64')};const title = ${JSON.stringify(ru.hero.title)};`,
  );
  const failure = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'harness/checks/budget.ts', dist], {
    cwd: inRepo(),
  }).catch((error: { code: number; stderr: string }) => error);
  expect(failure).toMatchObject({ code: 1 });
  const { stderr } = failure as { stderr: string };
  expect(stderr).toMatch(/✗ initial JS .* exceeds 98\.0 KB/);
  expect(stderr).toMatch(/✗ first load .* exceeds 120\.0 KB/);
  expect(stderr).toContain('✗ no chunk of its own for the "de" catalogue');
  expect(stderr).toContain(`✗ /assets/entry.js contains "de" copy: ${de.hero.title}`);
  expect(stderr).toContain(`✗ /assets/app.js contains "ru" copy: ${ru.hero.title}`);
});
