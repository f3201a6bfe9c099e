// The lab beside the field: the median Lighthouse run of the last `npm run bench`, which Lighthouse CI
// leaves in bench-results/lighthouse-<form>/ (harness/bench/lighthouse.ts). The lab has no INP.
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Metric } from './queries.ts';

/** One form's median run: where and when, and each metric it measures (ms; CLS unitless). */
export interface LabRun {
  readonly device: 'phone' | 'desktop';
  readonly url: string;
  readonly fetched: string;
  readonly values: Partial<Record<Metric, number>>;
}

// Lighthouse's audits for the field's metrics; its server response time is the document's TTFB.
const audits: Partial<Record<Metric, string>> = {
  LCP: 'largest-contentful-paint',
  CLS: 'cumulative-layout-shift',
  FCP: 'first-contentful-paint',
  TTFB: 'server-response-time',
};

interface Lhr {
  readonly finalDisplayedUrl?: string;
  readonly fetchTime?: string;
  readonly audits: Record<string, { readonly numericValue?: number } | undefined>;
}

/** The median runs found under `dir` (none when the bench has not run there). */
export function readLab(dir: string): LabRun[] {
  const runs: LabRun[] = [];
  for (const [form, device] of [
    ['mobile', 'phone'],
    ['desktop', 'desktop'],
  ] as const) {
    const manifest = join(dir, `lighthouse-${form}`, 'manifest.json');
    if (!existsSync(manifest)) continue;
    const entries: { isRepresentativeRun?: boolean; jsonPath?: string }[] = JSON.parse(readFileSync(manifest, 'utf8'));
    const median = entries.find((entry) => entry.isRepresentativeRun)?.jsonPath;
    if (!median) continue;
    // The manifest names the report by the path it had when written; the folder may have moved since.
    const path = existsSync(median) ? median : join(dir, `lighthouse-${form}`, basename(median));
    if (!existsSync(path)) continue;
    const lhr: Lhr = JSON.parse(readFileSync(path, 'utf8'));
    const values: Partial<Record<Metric, number>> = {};
    for (const [metric, audit] of Object.entries(audits) as [Metric, string][]) {
      const value = lhr.audits[audit]?.numericValue;
      if (typeof value === 'number') values[metric] = value;
    }
    runs.push({ device, url: lhr.finalDisplayedUrl ?? '', fetched: lhr.fetchTime ?? '', values });
  }
  return runs;
}

/** The lab's figure for `metric` on `device`, if the bench measured it. */
export const labValue = (lab: readonly LabRun[], device: string, metric: Metric) =>
  lab.find((run) => run.device === device)?.values[metric];
