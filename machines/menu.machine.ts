import { assign, setup } from 'xstate';

export interface MenuInput {
  readonly itemCount: number;
}

export interface MenuContext {
  readonly itemCount: number;
  /** The item that holds focus while the menu is open. */
  readonly activeIndex: number;
  /** Whether focus goes back to the menu button once the menu closes (not after an outside click or Tab). */
  readonly restoreFocus: boolean;
}

export type MenuEvent =
  | { type: 'menu.open'; activeIndex: number }
  | { type: 'menu.toggle'; activeIndex: number }
  | { type: 'menu.close'; restoreFocus: boolean }
  | { type: 'menu.next' }
  | { type: 'menu.previous' }
  | { type: 'menu.first' }
  | { type: 'menu.last' };

const clamp = (index: number, count: number) => Math.min(Math.max(index, 0), Math.max(count - 1, 0));

/** A menu button's popup (WAI-ARIA menu pattern): open or closed, and which item is active. */
export const menuMachine = setup({
  types: { input: {} as MenuInput, context: {} as MenuContext, events: {} as MenuEvent },
  actions: {
    openAt: assign(({ context, event }) => ({
      activeIndex: 'activeIndex' in event ? clamp(event.activeIndex, context.itemCount) : 0,
      restoreFocus: false,
    })),
  },
}).createMachine({
  id: 'menu',
  context: ({ input }) => ({ itemCount: input.itemCount, activeIndex: 0, restoreFocus: false }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'menu.open': { target: 'open', actions: 'openAt' },
        'menu.toggle': { target: 'open', actions: 'openAt' },
      },
    },
    open: {
      on: {
        'menu.toggle': { target: 'closed', actions: assign({ restoreFocus: true }) },
        'menu.close': { target: 'closed', actions: assign(({ event }) => ({ restoreFocus: event.restoreFocus })) },
        // Arrows wrap around, as the WAI-ARIA menu pattern recommends.
        'menu.next': { actions: assign(({ context }) => ({ activeIndex: (context.activeIndex + 1) % context.itemCount })) },
        'menu.previous': {
          actions: assign(({ context }) => ({ activeIndex: (context.activeIndex - 1 + context.itemCount) % context.itemCount })),
        },
        'menu.first': { actions: assign({ activeIndex: 0 }) },
        'menu.last': { actions: assign(({ context }) => ({ activeIndex: context.itemCount - 1 })) },
      },
    },
  },
});
