// Lighthouse's mobile conditions (Slow 4G, a 4× slower CPU) as its DevTools throttling applies them,
// to a Playwright page: what `npm run bench` measures the first interaction under, and what the browser
// suite's early-input tests run under. The values and the CDP calls are Lighthouse's own.
import type { Page } from '@playwright/test';
import { throttling } from 'lighthouse/core/config/constants.js';
import { enableCPUThrottling, enableNetworkThrottling } from 'lighthouse/core/lib/emulation.js';

const conditions = throttling.mobileSlow4G;

/** 562.5 ms request latency, 1.44 Mbps down, 675 kbps up, CPU 4× slower (DevTools' adjusted Slow 4G). */
export const slowPhone = {
  latencyMs: conditions.requestLatencyMs,
  downKbps: conditions.downloadThroughputKbps,
  upKbps: conditions.uploadThroughputKbps,
  cpuSlowdown: conditions.cpuSlowdownMultiplier,
};

type LighthouseSession = Parameters<typeof enableNetworkThrottling>[0];

export async function throttleLikeASlowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  // Lighthouse drives a session with sendCommand; Playwright's CDP session calls it send.
  const session = {
    sendCommand: (method: Parameters<typeof cdp.send>[0], params?: object) => cdp.send(method, params),
  } as unknown as LighthouseSession;
  await cdp.send('Network.enable');
  await enableNetworkThrottling(session, conditions);
  await enableCPUThrottling(session, conditions);
}
