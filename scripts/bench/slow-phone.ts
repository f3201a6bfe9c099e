// Lighthouse's mobile conditions (DevTools' adjusted Slow 4G: 562.5 ms latency, 1.44 Mbps down, CPU 4×
// slower), applied to a Playwright page by Lighthouse's own CDP calls: for the bench and the early-input tests.
import type { Page } from '@playwright/test';
import { throttling } from 'lighthouse/core/config/constants.js';
import { enableCPUThrottling, enableNetworkThrottling } from 'lighthouse/core/lib/emulation.js';

export const slowPhone = throttling.mobileSlow4G;

type LighthouseSession = Parameters<typeof enableNetworkThrottling>[0];

export async function throttleLikeASlowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  // Lighthouse drives a session with sendCommand; Playwright's CDP session calls it send.
  const session = { sendCommand: cdp.send.bind(cdp) } as unknown as LighthouseSession;
  await cdp.send('Network.enable');
  await enableNetworkThrottling(session, slowPhone);
  await enableCPUThrottling(session, slowPhone);
}
