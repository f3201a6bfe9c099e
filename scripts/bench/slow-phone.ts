// Lighthouse's mobile conditions, as DevTools applies them to a Playwright page: what `npm run bench`
// measures the first interaction under, and what the browser suite's early-input tests run under.
import type { Page } from '@playwright/test';

/** 150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU 4× slower. */
export const slowPhone = { latencyMs: 150, downKbps: 1.6 * 1024, upKbps: 750, cpuSlowdown: 4 };

export async function throttleLikeASlowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: slowPhone.latencyMs,
    downloadThroughput: (slowPhone.downKbps * 1024) / 8,
    uploadThroughput: (slowPhone.upKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowPhone.cpuSlowdown });
}
