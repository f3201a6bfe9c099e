import { assign, fromCallback, sendTo, setup } from 'xstate';
import type { LanguageEvent } from './language.machine.ts';

export interface MenuInput {
  /** The offered languages' codes, in the menu's order. */
  readonly items: readonly string[];
}

export interface MenuContext {
  readonly items: readonly string[];
  /** The item that holds focus while the menu is open. */
  readonly activeIndex: number;
}

export type MenuEvent =
  | { type: 'menu.open'; activeIndex: number }
  | { type: 'menu.toggle'; activeIndex: number }
  /** `restoreFocus`: focus goes back to the menu button (not after an outside press, Tab or a native toggle). */
  | { type: 'menu.close'; restoreFocus: boolean }
  | { type: 'menu.next' }
  | { type: 'menu.previous' }
  | { type: 'menu.first' }
  | { type: 'menu.last' }
  /** An item chosen, by its index: the language actor is told, and the menu closes. */
  | { type: 'menu.choose'; index: number };

const clamp = (index: number, count: number) => Math.min(Math.max(index, 0), Math.max(count - 1, 0));

/**
 * The language menu (WAI-ARIA menu button): open or closed, which item is active, and the choice, which
 * it tells the language actor of its system (`systemId: 'language'`). Focus and the page's presses are
 * the browser's: its entry provides `focusActiveItem`, `focusButton` and `watchOutsidePointer`
 * (src/browserPageMachine.ts); here they do nothing.
 */
export const menuMachine = setup({
  types: { input: {} as MenuInput, context: {} as MenuContext, events: {} as MenuEvent },
  actors: {
    /** While open: sends `menu.close` (focus staying where it went) for a press outside the menu. */
    watchOutsidePointer: fromCallback<MenuEvent>(() => {}),
  },
  actions: {
    openAt: assign(({ context, event }) => ({
      activeIndex: 'activeIndex' in event ? clamp(event.activeIndex, context.items.length) : 0,
    })),
    focusActiveItem: () => {},
    focusButton: () => {},
    tellLanguage: sendTo(
      ({ system }) => system.get('language'),
      (_, params: { language: string }): LanguageEvent => ({ type: 'language.select', language: params.language }),
    ),
  },
  guards: {
    returnsFocus: ({ event }) => event.type === 'menu.close' && event.restoreFocus,
    isAnItem: ({ context, event }) => event.type === 'menu.choose' && context.items[event.index] !== undefined,
  },
}).createMachine({
  id: 'menu',
  context: ({ input }) => ({ items: input.items, activeIndex: 0 }),
  initial: 'closed',
  on: {
    // Open or not (a replayed early tap may reach an item of a menu the app has not opened): focus goes
    // back to the button first, while the page still is what the browser last laid out (docs/decisions.md,
    // "Focus returns to the menu button before the new copy is committed"), then the language is told.
    'menu.choose': {
      guard: 'isAnItem',
      target: '.closed',
      actions: [
        'focusButton',
        { type: 'tellLanguage', params: ({ context, event }) => ({ language: context.items[event.index] as string }) },
      ],
    },
  },
  states: {
    closed: {
      on: {
        'menu.open': { target: 'open', actions: 'openAt' },
        'menu.toggle': { target: 'open', actions: 'openAt' },
      },
    },
    open: {
      entry: 'focusActiveItem',
      invoke: { id: 'watchOutsidePointer', src: 'watchOutsidePointer' },
      on: {
        'menu.toggle': { target: 'closed', actions: 'focusButton' },
        'menu.close': [{ guard: 'returnsFocus', target: 'closed', actions: 'focusButton' }, { target: 'closed' }],
        // Arrows wrap around, as the WAI-ARIA menu pattern recommends.
        'menu.next': {
          actions: [
            assign(({ context }) => ({ activeIndex: (context.activeIndex + 1) % context.items.length })),
            'focusActiveItem',
          ],
        },
        'menu.previous': {
          actions: [
            assign(({ context }) => ({ activeIndex: (context.activeIndex - 1 + context.items.length) % context.items.length })),
            'focusActiveItem',
          ],
        },
        'menu.first': { actions: [assign({ activeIndex: 0 }), 'focusActiveItem'] },
        'menu.last': { actions: [assign(({ context }) => ({ activeIndex: context.items.length - 1 })), 'focusActiveItem'] },
      },
    },
  },
});
