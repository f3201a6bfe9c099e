// @vitest-environment node
/** The slow phone is Lighthouse's mobile device as its DevTools throttling applies it, not the simulated RTT. */
import type { Page } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { slowPhone, throttleLikeASlowPhone } from '../../scripts/bench/slow-phone.ts';

/** The CDP commands `throttleLikeASlowPhone` sends, in order. */
async function commandsSent(): Promise<[string, unknown][]> {
  const sent: [string, unknown][] = [];
  const cdp = { send: async (method: string, params?: unknown) => void sent.push([method, params]) };
  await throttleLikeASlowPhone({ context: () => ({ newCDPSession: async () => cdp }) } as unknown as Page);
  return sent;
}

describe('the slow phone', () => {
  it('sends DevTools-throttled Slow 4G: 562.5 ms latency, 1,474.56 kbps down, 675 kbps up, CPU 4×', async () => {
    // Throughputs in bytes per second, as CDP takes them: 1,474.56 × 1,024 / 8 and 675 × 1,024 / 8.
    expect(await commandsSent()).toEqual([
      ['Network.enable', undefined],
      [
        'Network.emulateNetworkConditions',
        { offline: false, latency: 562.5, downloadThroughput: 188_743, uploadThroughput: 86_400 },
      ],
      ['Emulation.setCPUThrottlingRate', { rate: 4 }],
    ]);
  });

  it('reports the conditions it sends, so the bench prints what it measured under', async () => {
    const sent = Object.fromEntries(await commandsSent()) as Record<string, Record<string, number>>;
    const network = sent['Network.emulateNetworkConditions'];
    expect(network?.latency).toBe(slowPhone.latencyMs);
    expect(network?.downloadThroughput).toBe(Math.floor((slowPhone.downKbps * 1024) / 8));
    expect(network?.uploadThroughput).toBe(Math.floor((slowPhone.upKbps * 1024) / 8));
    expect(sent['Emulation.setCPUThrottlingRate']?.rate).toBe(slowPhone.cpuSlowdown);
  });
});
