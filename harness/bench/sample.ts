// Sampling until a comparison is resolved, with tachometer's statistics and auto-sampling rule. Not its
// runner: it scripts clicks through a chromedriver, and Event Timing reports only a real pointer's.
import { computeDifference, intervalContains, type SummaryStats, summaryStats } from 'tachometer/lib/stats.js';

export interface Arm {
  readonly name: string;
  /** One sample, in ms. */
  readonly measure: () => Promise<number>;
}

export interface Compared {
  readonly name: string;
  readonly stats: SummaryStats;
  /** This arm minus the first: `absolute` in ms, `relative` as a fraction of the first's mean. */
  readonly difference: ReturnType<typeof computeDifference> | null;
}

/** How long a comparison may sample: BENCH_SECONDS, default 60. */
export const benchSeconds = Number(process.env.BENCH_SECONDS ?? 60);

/**
 * Measures the arms in turn (the machine's drift falls on all), at least `min` times, until each one's
 * relative difference from the first lies on one side of every `relative`, or `seconds` run out.
 */
export async function sample(arms: readonly Arm[], relative: number[], min = 6, seconds = benchSeconds): Promise<Compared[]> {
  const samples = arms.map((): number[] => []);
  const until = Date.now() + seconds * 1000;
  for (;;) {
    for (const [index, arm] of arms.entries()) samples[index]?.push(await arm.measure());
    if ((samples[0]?.length ?? 0) < min) continue;
    const compared = compareSamples(arms.map(({ name }, index) => ({ name, samples: samples[index] ?? [] })));
    const resolved = compared.every(
      ({ difference }) => !difference || !relative.some((c) => intervalContains(difference.relative, c)),
    );
    if (resolved || Date.now() > until) return compared;
  }
}

/** Each arm's statistics and, after the first, its difference from the first. */
export function compareSamples(arms: readonly { readonly name: string; readonly samples: readonly number[] }[]): Compared[] {
  const stats = arms.map(({ samples }) => summaryStats([...samples]));
  return arms.map(({ name }, index) => ({
    name,
    stats: stats[index] as SummaryStats,
    difference: index === 0 ? null : computeDifference(stats[0] as SummaryStats, stats[index] as SummaryStats),
  }));
}

/** The middle value (the upper one of an even count), as the bench reads its medians. */
export const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const ms = (value: number) => value.toFixed(1);
const percent = (value: number) => `${value >= 0 ? '+' : ''}${(value * 100).toFixed(1)} %`;

/** `name  mean ms [low, high]  n`, and for each arm after the first its difference from it, both intervals. */
export function formatCompared(compared: readonly Compared[]): string[] {
  const width = Math.max(...compared.map(({ name }) => name.length));
  return compared.map(({ name, stats, difference }) => {
    const mean = `${name.padEnd(width)}  ${ms(stats.mean).padStart(7)} ms [${ms(stats.meanCI.low)}, ${ms(stats.meanCI.high)}]  n=${stats.size}`;
    if (!difference) return mean;
    const { absolute, relative } = difference;
    return `${mean}  vs ${compared[0]?.name}: ${percent(relative.low)} … ${percent(relative.high)} (${ms(absolute.low)} … ${ms(absolute.high)} ms)`;
  });
}
