import { fromCallback, setup } from 'xstate';
import { narrowViewportQuery } from './lib/breakpoint.ts';

export type ViewportEvent = { type: 'viewport.changed'; isNarrow: boolean };

/** Reports the viewport at once and on every crossing of the mobile breakpoint. */
const watchViewport = fromCallback<ViewportEvent>(({ sendBack }) => {
  const query = window.matchMedia(narrowViewportQuery);
  const report = () => sendBack({ type: 'viewport.changed', isNarrow: query.matches });
  report();
  query.addEventListener('change', report);
  return () => query.removeEventListener('change', report);
});

/**
 * Narrow (a phone: shop links go to /h5/) or wide. Starts wide, as the prerendered page is, and
 * settles as soon as the watcher reports.
 */
export const viewportMachine = setup({
  types: { events: {} as ViewportEvent },
  actors: { watchViewport },
  guards: {
    isNarrowReport: ({ event }) => event.isNarrow,
    isWideReport: ({ event }) => !event.isNarrow,
  },
}).createMachine({
  id: 'viewport',
  invoke: { id: 'watchViewport', src: 'watchViewport' },
  initial: 'wide',
  states: {
    wide: { on: { 'viewport.changed': { guard: 'isNarrowReport', target: 'narrow' } } },
    narrow: { on: { 'viewport.changed': { guard: 'isWideReport', target: 'wide' } } },
  },
});
