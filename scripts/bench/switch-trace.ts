// A performance trace of one language switch at 4× CPU, and where its time went on the main thread:
// from the click's input timestamp to the paint of the new copy (the `switch:input` and
// `switch:painted` marks of language-switch.ts), by script, style, layout, paint, GC, other, idle.
// `npm run bench` prints it for each build; `tsx scripts/bench/switch-trace.ts URL` traces one page
// and keeps the trace (bench-results/switch-trace.json, for DevTools' Performance panel).
import { mkdir, writeFile } from 'node:fs/promises';
import { type Browser, chromium, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../shared/chromium.ts';
import { isMain } from '../shared/is-main.ts';
import { repo } from '../shared/paths.ts';
import { openForSwitching, switchLanguage } from './language-switch.ts';
import { type Breakdown, breakDown, countEvents, markOf, type TraceEvent } from './trace-breakdown.ts';

const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'blink.user_timing',
  'v8.execute',
  'toplevel',
];

export interface SwitchTrace {
  /** Click → new copy painted, as the marks say, in ms. */
  readonly total: number;
  readonly breakdown: Breakdown;
  /** The costliest events in the switch, by name: count and total (not self) ms. */
  readonly events: readonly [string, { count: number; ms: number }][];
  readonly trace: Buffer;
}

/** Switches `page` to `language` while tracing, and breaks the switch down. */
export async function traceSwitch(browser: Browser, page: Page, language: string): Promise<SwitchTrace> {
  await browser.startTracing(page, { categories });
  await switchLanguage(page, language);
  const trace = await browser.stopTracing();
  const { traceEvents }: { traceEvents: TraceEvent[] } = JSON.parse(trace.toString('utf8'));
  const input = markOf(traceEvents, 'switch:input');
  const painted = markOf(traceEvents, 'switch:painted');
  return {
    total: (painted.ts - input.ts) / 1000,
    breakdown: breakDown(traceEvents, painted, input.ts, painted.ts),
    events: countEvents(traceEvents, painted, input.ts, painted.ts).slice(0, 12),
    trace,
  };
}

/** One line: total, then each group's ms. */
export const formatBreakdown = ({ total, breakdown }: Pick<SwitchTrace, 'total' | 'breakdown'>) =>
  `${total.toFixed(0).padStart(4)} ms = ${Object.entries(breakdown)
    .map(([group, ms]) => `${group} ${ms.toFixed(1)}`)
    .join(', ')}`;

// `tsx scripts/bench/switch-trace.ts URL [language]`: trace one switch of a served build.
if (isMain(import.meta.url)) {
  const [url = 'http://127.0.0.1:4783/', language = 'Deutsch'] = process.argv.slice(2);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] });
  try {
    const page = await openForSwitching(browser, url);
    const result = await traceSwitch(browser, page, language);
    await mkdir(`${repo}bench-results`, { recursive: true });
    await writeFile(`${repo}bench-results/switch-trace.json`, result.trace);
    console.log(`switch to ${language}: ${formatBreakdown(result)}`);
    for (const [name, { count, ms }] of result.events)
      console.log(`  ${name.padEnd(40)} ${String(count).padStart(4)}× ${ms.toFixed(1).padStart(7)} ms`);
    console.log('trace: bench-results/switch-trace.json');
  } finally {
    await browser.close();
  }
}
