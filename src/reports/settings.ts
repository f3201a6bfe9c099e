// What the browser tells the field reports' machine at start (docs/operators.md): facts it reads once, no identifier.
import type { DeviceClass } from '../../machines/lib/fieldReport.ts';
import type { PageKind } from '../../machines/lib/routes.ts';
import { sellerRegistrationUrl, shopEntryUrl } from '../../machines/lib/shop.ts';
import type { ReportsSettings } from '../../machines/reports.machine.ts';
import { config } from '../config.ts';

declare const __BUILD_ID__: string;

/** Global Privacy Control or Do Not Track. */
const optedOut = () =>
  (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl === true ||
  navigator.doNotTrack === '1' ||
  (window as { doNotTrack?: string }).doNotTrack === '1';

/** The device in CrUX's three classes, told from the pointer and the screen rather than the user-agent string. */
function deviceClass(): DeviceClass {
  if (!window.matchMedia('(pointer: coarse)').matches) return 'desktop';
  return Math.min(window.screen.width, window.screen.height) < 600 ? 'phone' : 'tablet';
}

export function reportsSettings(page: PageKind): ReportsSettings {
  return {
    shared: { v: 1, page, device: deviceClass(), build: __BUILD_ID__, auto: navigator.webdriver === true },
    optedOut: optedOut(),
    origin: window.location.origin,
    path: window.location.pathname,
    links: {
      shop: [shopEntryUrl(config.shopUrl, true), shopEntryUrl(config.shopUrl, false)],
      seller: sellerRegistrationUrl(config.merchantUrl),
    },
  };
}
