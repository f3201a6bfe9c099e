/**
 * Field reports in the browser (VITE_REPORTS=on; docs/operators.md lists what is sent and why it
 * identifies no one): the browser's happenings handed to the reports machine, which decides what each
 * means (machines/reports.machine.ts). Loaded as a chunk of its own once the page is idle, with
 * web-vitals: the Core Web Vitals, the links taken, uncaught errors, the policy's violations, the page
 * hidden or left.
 */
import { type MetricWithAttribution, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals/attribution';
import type { ActorRefFrom } from 'xstate';
import type { reportsMachine } from '../../machines/reports.machine.ts';

type Reports = ActorRefFrom<typeof reportsMachine>;

/** A metric with its attribution's plain values only: its entries and elements stay in the page. */
function measured(metric: MetricWithAttribution) {
  const plain = Object.entries(metric.attribution).filter(([, value]) => ['string', 'number'].includes(typeof value));
  return { name: metric.name, value: metric.value, rating: metric.rating, attribution: Object.fromEntries(plain) };
}

/** Hands `reports` what the browser sees from now on; the vitals and violations since the page began, where the browser kept them. */
export function startReports(reports: Reports): void {
  // For tools that wait for the reporter (the tests): it listens from here on.
  performance.mark('reports:ready');
  if (reports.getSnapshot().matches('silent')) return;

  for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB]) {
    on((metric) => reports.send({ type: 'vital.measured', vital: measured(metric) }));
  }

  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (link instanceof HTMLAnchorElement) reports.send({ type: 'link.clicked', href: link.href });
    },
    { capture: true },
  );

  const name = (value: unknown) => (value instanceof Error ? value.name : 'Error');
  window.addEventListener('error', (event) =>
    reports.send({
      type: 'error.caught',
      error: { name: name(event.error), file: event.filename, line: event.lineno, column: event.colno },
    }),
  );
  window.addEventListener('unhandledrejection', (event) =>
    reports.send({
      type: 'error.caught',
      error: { name: name(event.reason), stack: String((event.reason as Error | undefined)?.stack ?? '') },
    }),
  );

  if ('ReportingObserver' in window) {
    new ReportingObserver(
      (found) => {
        for (const { body } of found) {
          const v = body as unknown as { effectiveDirective: string; blockedURL?: string; sourceFile?: string };
          reports.send({
            type: 'csp.violated',
            violation: { directive: v.effectiveDirective, blocked: v.blockedURL ?? '', source: v.sourceFile ?? undefined },
          });
        }
      },
      { types: ['csp-violation'], buffered: true },
    ).observe();
  } else {
    document.addEventListener('securitypolicyviolation', (event) =>
      reports.send({
        type: 'csp.violated',
        violation: { directive: event.effectiveDirective, blocked: event.blockedURI, source: event.sourceFile },
      }),
    );
  }

  const leave = () => reports.send({ type: 'page.hidden' });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') leave();
  });
  window.addEventListener('pagehide', leave);
}
