// Lighthouse CI on one page, mobile or desktop: `lhci collect` (lighthouserc.json: how many runs), on
// mobile `lhci assert` (lighthouserc.json: the budgets, on the median run), and the reports written to
// bench-results/lighthouse-<form>/, whose median run the bench prints.
import { execFile } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { promisify } from 'node:util';
import type { Result } from 'lighthouse';
import { chromiumArgs } from '../shared/chromium.ts';
import { inRepo } from '../shared/paths.ts';

export type Form = 'mobile' | 'desktop';

/** Runs Lighthouse CI on `url`; returns the median run's report, the number of runs and whether the budgets held (mobile only). */
export async function lighthouseCi(
  url: string,
  form: Form,
  chromePath: string,
): Promise<{ lhr: Result; runs: number; passed: boolean }> {
  const env = { ...process.env, CHROME_PATH: chromePath };
  // A child that runs beside this process, not one it waits for blocked: the page is served from here.
  const lhci = async (...args: string[]) => {
    const { stdout, stderr } = await promisify(execFile)(inRepo('node_modules/.bin/lhci'), args, { cwd: inRepo(), env });
    process.stdout.write(stdout + stderr);
  };
  const outputDir = inRepo(`bench-results/lighthouse-${form}`);
  rmSync(outputDir, { recursive: true, force: true });
  await lhci(
    'collect',
    `--url=${url}`,
    `--settings.chromeFlags=${chromiumArgs.join(' ')}`,
    ...(form === 'desktop' ? ['--settings.preset=desktop'] : []),
  );
  let passed = true;
  if (form === 'mobile') {
    try {
      await lhci('assert');
    } catch (error) {
      process.stdout.write(String((error as { stderr?: string }).stderr ?? error));
      passed = false;
    }
  }
  await lhci('upload', `--outputDir=${outputDir}`);
  const runs: { isRepresentativeRun: boolean; jsonPath: string }[] = JSON.parse(
    readFileSync(`${outputDir}/manifest.json`, 'utf8'),
  );
  const median = runs.find((run) => run.isRepresentativeRun);
  if (!median) throw new Error(`Lighthouse CI named no median run in ${outputDir}/manifest.json`);
  return { lhr: JSON.parse(readFileSync(median.jsonPath, 'utf8')) as Result, runs: runs.length, passed };
}

/** One line of a median run: the four category scores and the metrics the budgets name. */
export function lighthouseLine(form: Form, lhr: Result): string {
  const score = (id: string) => String(Math.round((lhr.categories[id]?.score ?? 0) * 100)).padStart(5);
  const value = (id: string, digits = 0) => (lhr.audits[id]?.numericValue ?? Number.NaN).toFixed(digits).padStart(8);
  return `${form.padEnd(8)}${score('performance')}${score('accessibility')}${score('best-practices')}${score('seo')}${value('first-contentful-paint')}${value('largest-contentful-paint')}${value('total-blocking-time')}${value('cumulative-layout-shift', 3)}${value('total-byte-weight')}`;
}
