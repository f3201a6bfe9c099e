import type { Page } from '@playwright/test';

export declare const slowPhone: {
  readonly latencyMs: number;
  readonly downKbps: number;
  readonly upKbps: number;
  readonly cpuSlowdown: number;
};
export declare function throttleLikeASlowPhone(page: Page): Promise<void>;
