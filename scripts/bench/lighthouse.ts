// One Lighthouse 12.8.2 run of a page, mobile or desktop, reduced to the figures `npm run bench` prints.
import lighthouse, { type Config } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { median } from './first-interaction.ts';

export const forms = ['mobile', 'desktop'] as const;
export type Form = (typeof forms)[number];
const configs: Record<Form, Config | undefined> = { mobile: undefined, desktop: desktopConfig };

export const figures = ['performance', 'accessibility', 'bestPractices', 'seo', 'fcp', 'lcp', 'tbt', 'cls', 'bytes'] as const;
type Figures = Record<(typeof figures)[number], number>;
export interface LighthouseResult extends Figures {
  /** Binary audits that failed. */
  readonly failed: string[];
}

/** One run of `url` in the Chrome listening on `port`. */
export async function runLighthouse(url: string, port: number, form: Form): Promise<LighthouseResult> {
  const lhr = (await lighthouse(url, { port, output: 'json', logLevel: 'error' }, configs[form]))?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  const score = (category: string) => (lhr.categories[category]?.score ?? 0) * 100;
  const value = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
    failed: Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      .map((audit) => audit.id),
  };
}

/** The median of each figure over `samples`, and every audit that failed in any of them. */
export const medianResult = (samples: readonly LighthouseResult[]): LighthouseResult => ({
  ...(Object.fromEntries(figures.map((key) => [key, median(samples.map((sample) => sample[key]))])) as Figures),
  failed: [...new Set(samples.flatMap((sample) => sample.failed))],
});
