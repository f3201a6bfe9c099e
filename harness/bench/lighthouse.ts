// `lhci autorun` on one page, mobile or desktop, as harness/bench/lighthouserc.json sets it (runs, budgets, reports),
// the reports in bench-results/lighthouse-<form>/; the bench prints the median run.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import type { Result } from 'lighthouse';
import { inRepo } from '../../scripts/shared/paths.ts';
import { chromiumArgs, chromiumPath } from '../launchers/chromium.ts';

/** Runs `lhci COMMAND ARGS` beside this process (the page is served from here): whether it exited 0. */
function lhci(command: string, args: readonly string[]) {
  const child = spawn(inRepo('node_modules/.bin/lhci'), [command, ...args], {
    cwd: inRepo(),
    // Lighthouse finds its browser by CHROME_PATH: ours, whatever the shell says.
    env: { ...process.env, CHROME_PATH: chromiumPath },
    stdio: 'inherit',
  });
  return new Promise<boolean>((resolve) => child.on('exit', (code) => resolve(code === 0)));
}

/**
 * Lighthouse CI on `url`: the median run's report, the number of runs, and whether
 * harness/bench/lighthouserc.json's budgets held. `floor`: a page without the budgets (the bare floor),
 * collected and kept only, its reports in bench-results/lighthouse-<form>-floor/.
 */
export async function lighthouseCi(url: string, form: 'mobile' | 'desktop', floor = false) {
  const outputDir = inRepo(`bench-results/lighthouse-${form}${floor ? '-floor' : ''}`);
  rmSync(outputDir, { recursive: true, force: true });
  const args = [
    `--config=${inRepo('harness/bench/lighthouserc.json')}`,
    `--collect.url=${url}`,
    `--collect.settings.chromeFlags=${chromiumArgs.join(' ')}`,
    `--upload.outputDir=${outputDir}`,
  ];
  if (form === 'desktop') args.push('--collect.settings.preset=desktop');
  const passed = floor ? (await lhci('collect', args)) && (await lhci('upload', args)) : await lhci('autorun', args);
  const runs: { isRepresentativeRun: boolean; jsonPath: string }[] = JSON.parse(
    readFileSync(`${outputDir}/manifest.json`, 'utf8'),
  );
  const median = runs.find((run) => run.isRepresentativeRun);
  if (!median) throw new Error(`Lighthouse CI named no median run in ${outputDir}/manifest.json`);
  return { lhr: JSON.parse(readFileSync(median.jsonPath, 'utf8')) as Result, runs: runs.length, passed };
}

/** One line of a median run: the four category scores and the metrics the budgets name. */
export function lighthouseLine(form: string, lhr: Result): string {
  const score = (id: string) => String(Math.round((lhr.categories[id]?.score ?? 0) * 100)).padStart(5);
  const value = (id: string, digits = 0) => (lhr.audits[id]?.numericValue ?? Number.NaN).toFixed(digits).padStart(8);
  return `${form.padEnd(8)}${score('performance')}${score('accessibility')}${score('best-practices')}${score('seo')}${value('first-contentful-paint')}${value('largest-contentful-paint')}${value('total-blocking-time')}${value('cumulative-layout-shift', 3)}${value('total-byte-weight')}`;
}
