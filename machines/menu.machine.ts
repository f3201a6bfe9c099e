import { assign, setup } from 'xstate';

export interface MenuInput {
  readonly itemCount: number;
}

export interface MenuContext {
  readonly itemCount: number;
  /** The item that holds focus while the menu is open. */
  readonly activeIndex: number;
}

export type MenuEvent =
  | { type: 'menu.open'; activeIndex: number }
  | { type: 'menu.toggle'; activeIndex: number }
  /** `restoreFocus`: focus goes back to the menu button (not after an outside click, Tab or a native toggle). */
  | { type: 'menu.close'; restoreFocus: boolean }
  | { type: 'menu.next' }
  | { type: 'menu.previous' }
  | { type: 'menu.first' }
  | { type: 'menu.last' };

const clamp = (index: number, count: number) => Math.min(Math.max(index, 0), Math.max(count - 1, 0));

/**
 * A menu button's popup (WAI-ARIA menu pattern): open or closed, and which item is active. Focus moves
 * with it: the view provides `focusActiveItem` and `focusButton`, which reach the DOM.
 */
export const menuMachine = setup({
  types: { input: {} as MenuInput, context: {} as MenuContext, events: {} as MenuEvent },
  actions: {
    openAt: assign(({ context, event }) => ({
      activeIndex: 'activeIndex' in event ? clamp(event.activeIndex, context.itemCount) : 0,
    })),
    // Placeholders: the view provides both (src/views/LanguageMenu.tsx), and a test its own.
    focusActiveItem: () => {},
    focusButton: () => {},
  },
  guards: {
    returnsFocus: ({ event }) => event.type === 'menu.close' && event.restoreFocus,
  },
}).createMachine({
  id: 'menu',
  context: ({ input }) => ({ itemCount: input.itemCount, activeIndex: 0 }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'menu.open': { target: 'open', actions: 'openAt' },
        'menu.toggle': { target: 'open', actions: 'openAt' },
      },
    },
    open: {
      entry: 'focusActiveItem',
      on: {
        'menu.toggle': { target: 'closed', actions: 'focusButton' },
        'menu.close': [{ guard: 'returnsFocus', target: 'closed', actions: 'focusButton' }, { target: 'closed' }],
        // Arrows wrap around, as the WAI-ARIA menu pattern recommends.
        'menu.next': {
          actions: [assign(({ context }) => ({ activeIndex: (context.activeIndex + 1) % context.itemCount })), 'focusActiveItem'],
        },
        'menu.previous': {
          actions: [
            assign(({ context }) => ({ activeIndex: (context.activeIndex - 1 + context.itemCount) % context.itemCount })),
            'focusActiveItem',
          ],
        },
        'menu.first': { actions: [assign({ activeIndex: 0 }), 'focusActiveItem'] },
        'menu.last': { actions: [assign(({ context }) => ({ activeIndex: context.itemCount - 1 })), 'focusActiveItem'] },
      },
    },
  },
});
