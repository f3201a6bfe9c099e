import { fromCallback, setup } from 'xstate';

export type ViewportEvent = { type: 'viewport.changed'; isNarrow: boolean };

/**
 * Narrow (a phone: shop links go to /h5/) or wide. Starts wide, as the prerendered page is, and
 * settles as soon as the watcher reports.
 */
export const viewportMachine = setup({
  types: { events: {} as ViewportEvent },
  actors: {
    /**
     * Sends `viewport.changed` at once and on every crossing of `narrowViewportQuery`: the browser's
     * entry provides it (src/browserPageMachine.ts); here it sends nothing, and the page stays wide.
     */
    watchViewport: fromCallback<ViewportEvent>(() => {}),
  },
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
