/**
 * Field reports in the browser (VITE_REPORTS=on; docs/operators.md lists what is sent and why it
 * identifies no one). Loaded as a chunk of its own once the page is idle: it reads what the machines
 * did since they started, the Core Web Vitals (web-vitals), the shop and seller links taken, uncaught
 * errors in our own files and the policy's violations, and hands them to the reports machine.
 */
import { type MetricWithAttribution, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals/attribution';
import { createActor } from 'xstate';
import type { DeviceClass, ReportAction, ReportEvent, ViewSource } from '../../machines/lib/fieldReport.ts';
import { errorKindPattern, maskedPath, ourFilePattern, validateReport } from '../../machines/lib/fieldReport.ts';
import { machineReports } from '../../machines/lib/machineReports.ts';
import { sellerRegistrationUrl, shopEntryUrl } from '../../machines/lib/shop.ts';
import type { PageActor } from '../../machines/page.machine.ts';
import { type ReportShared, reportBody, reportsMachine } from '../../machines/reports.machine.ts';
import { config } from '../config.ts';
import type { InspectionRecorder } from './recorder.ts';

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

/** `url`'s path when it is one of our own files, else undefined: nothing of other sites is reported. */
function ourFile(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const { origin, pathname } = new URL(url, window.location.href);
    return origin === window.location.origin && ourFilePattern.test(pathname) ? pathname : undefined;
  } catch {
    return undefined;
  }
}

/** What a policy blocked, as the validator takes it: a web origin, another scheme alone (an extension's URL names its install), or the browser's keyword. */
function blockedThing(blocked: string): string {
  try {
    const { protocol, origin } = new URL(blocked);
    return protocol === 'http:' || protocol === 'https:' ? origin : protocol;
  } catch {
    return blocked || 'inline';
  }
}

/** What a link leads to, if it is one of the page's two link actions. */
function linkAction(href: string): ReportAction | undefined {
  if (href === sellerRegistrationUrl(config.merchantUrl)) return 'seller';
  if (href === shopEntryUrl(config.shopUrl, true) || href === shopEntryUrl(config.shopUrl, false)) return 'shop';
  return undefined;
}

const rounded = (value: number | undefined, places = 0) =>
  value === undefined || !Number.isFinite(value) ? undefined : Number(Math.max(0, value).toFixed(places));

/** A web-vitals metric as a report event, with its attribution bounded. */
function vital(metric: MetricWithAttribution): Record<string, unknown> {
  const base = {
    type: 'vital',
    name: metric.name,
    value: rounded(metric.value, metric.name === 'CLS' ? 4 : 0),
    rating: metric.rating,
  };
  switch (metric.name) {
    case 'LCP': {
      const a = metric.attribution;
      return {
        ...base,
        target: a.target?.slice(0, 100),
        ttfb: rounded(a.timeToFirstByte),
        loadDelay: rounded(a.resourceLoadDelay),
        loadTime: rounded(a.resourceLoadDuration),
        renderDelay: rounded(a.elementRenderDelay),
      };
    }
    case 'INP': {
      const a = metric.attribution;
      return {
        ...base,
        target: a.interactionTarget?.slice(0, 100),
        inputDelay: rounded(a.inputDelay),
        processing: rounded(a.processingDuration),
        presentation: rounded(a.presentationDelay),
      };
    }
    case 'CLS':
      return { ...base, target: metric.attribution.largestShiftTarget?.slice(0, 100) };
    default:
      return base;
  }
}

/** Starts reporting for the page `page`, whose machines' steps `recorder` kept since they started. */
export function startReports(page: PageActor, recorder: InspectionRecorder): void {
  const { input, detected } = page.getSnapshot().context;
  const painted = input.painted?.language ?? detected.language;
  const shared: ReportShared = {
    v: 1,
    page: input.page,
    device: deviceClass(),
    build: __BUILD_ID__,
    auto: navigator.webdriver === true,
  };
  const reports = createActor(reportsMachine, { input: { shared, optedOut: optedOut() } }).start();
  // For tools that wait for the reporter (the tests): it has decided, and listens from here on.
  performance.mark('reports:ready');
  if (reports.getSnapshot().matches('silent')) return;

  const machines = machineReports(painted);
  /**
   * Keeps the events that pass the hosts' validator (an event it would refuse would cost its whole
   * batch); actions go at once. Each names the language on screen, unless it says otherwise.
   */
  const report = (events: readonly Record<string, unknown>[]) => {
    const valid: ReportEvent[] = [];
    for (const fields of events) {
      const event = { lang: machines.language(), ...fields } as ReportEvent;
      const checked = validateReport(reportBody(shared, [JSON.parse(JSON.stringify(event))]));
      if (checked.ok) valid.push(event);
      else console.error(`Field report dropped: ${checked.reason}`, event);
    }
    if (valid.length === 0) return;
    reports.send({ type: valid.some((event) => event.type === 'action') ? 'report.send' : 'report.add', events: valid });
  };

  const how: ViewSource = detected.language !== painted || detected.source === 'html' ? 'host' : detected.source;
  report([{ type: 'view', how }]);
  if (input.page === 'not-found') report([{ type: 'notfound', path: maskedPath(window.location.pathname) }]);
  recorder.follow((event, at) => report(machines.read(event, at)));

  // The vitals describe the page view: in the language it was shown in, each once (web-vitals reports
  // CLS and INP again on every hide; the first is the one sent, so no view counts twice).
  const measured = new Set<string>();
  for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB]) {
    on((metric) => {
      if (measured.has(metric.name)) return;
      measured.add(metric.name);
      report([{ ...vital(metric), lang: painted }]);
    });
  }

  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const action = link instanceof HTMLAnchorElement ? linkAction(link.href) : undefined;
      if (action) report([{ type: 'action', action }]);
    },
    { capture: true },
  );

  const whole = (value: number) => Math.max(0, Math.trunc(value) || 0);
  const error = (value: unknown, file: string | undefined, line: number, column: number) => {
    const name = value instanceof Error && errorKindPattern.test(value.name) ? value.name : 'Error';
    if (file) report([{ type: 'error', kind: name, file, line: whole(line), column: whole(column) }]);
  };
  window.addEventListener('error', (event) => error(event.error, ourFile(event.filename), event.lineno, event.colno));
  window.addEventListener('unhandledrejection', (event) => {
    // The first frame in one of our files: "…(https://site/assets/x.js:1:234)" or "…@https://site/assets/x.js:1:234".
    const stack = String((event.reason as Error | undefined)?.stack ?? '');
    for (const [, url, line, column] of stack.matchAll(/(https?:\/\/[^\s()]+):(\d+):(\d+)/g)) {
      const file = ourFile(url);
      if (file) return error(event.reason, file, Number(line), Number(column));
    }
  });

  // Violations since the page began, where the browser keeps them (ReportingObserver, buffered); else from now on.
  const violation = (directive: string, blocked: string, source: string | undefined) => {
    report([{ type: 'csp', directive, blocked: blockedThing(blocked), file: ourFile(source) }]);
  };
  if ('ReportingObserver' in window) {
    new ReportingObserver(
      (found) => {
        for (const { body } of found) {
          const v = body as unknown as { effectiveDirective: string; blockedURL?: string; sourceFile?: string };
          violation(v.effectiveDirective, v.blockedURL ?? '', v.sourceFile ?? undefined);
        }
      },
      { types: ['csp-violation'], buffered: true },
    ).observe();
  } else {
    document.addEventListener('securitypolicyviolation', (event) =>
      violation(event.effectiveDirective, event.blockedURI, event.sourceFile),
    );
  }

  const leave = () => reports.send({ type: 'page.hidden' });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') leave();
  });
  window.addEventListener('pagehide', leave);
}
