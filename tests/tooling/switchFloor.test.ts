// @vitest-environment node
/** The switch is compared with its floor by a statistic finer than Event Timing's 8 ms steps. */
import { describe, expect, it } from 'vitest';
import { median } from '../../scripts/bench/first-interaction.ts';
import { trimmedMean } from '../../scripts/bench/switch-floor.ts';

/**
 * 24 switches as Event Timing reports them: `work` ms of work, then the wait for the next frame, which
 * depends on where in a 16.7 ms frame the click fell (evenly spread here), rounded to 8 ms.
 */
const reported = (work: number) => Array.from({ length: 24 }, (_, index) => Math.round((work + (index * 16.7) / 24) / 8) * 8);

describe('trimmedMean', () => {
  it('leaves out the fastest and slowest tenth, and averages the rest', () => {
    const values = [40, 40, 48, 40, 48, 40, 48, 40, 48, 40, 300, 0];
    expect(trimmedMean(values)).toBe(43.2); // 300 and 0 left out; the mean of the other ten
    expect(trimmedMean([])).toBeNaN();
  });

  it('reads a switch 5 % slower than its floor as under 1.15, where the medians say 1.20', () => {
    const ours = reported(37);
    const floor = reported(35);
    expect(median(ours) / median(floor)).toBe(1.2);
    expect(trimmedMean(ours) / trimmedMean(floor)).toBeGreaterThan(1);
    expect(trimmedMean(ours) / trimmedMean(floor)).toBeLessThan(1.15);
  });

  it('still fails a switch a quarter slower than its floor', () => {
    expect(trimmedMean(reported(46)) / trimmedMean(reported(35))).toBeGreaterThan(1.15);
  });
});
