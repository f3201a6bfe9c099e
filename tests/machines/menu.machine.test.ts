import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, fromCallback, setup } from 'xstate';
import { type MenuEvent, menuMachine } from '../../machines/menu.machine.ts';
import { childOf, started } from './helpers.ts';

const items = ['en', 'cn', 'de', 'vi'];
const start = () => started(createActor(menuMachine, { input: { items } }));

describe('menu machine', () => {
  it('opens on the requested item and wraps with the arrows', () => {
    const menu = start();
    menu.send({ type: 'menu.open', activeIndex: 2 });
    expect(menu.getSnapshot().value).toBe('open');
    expect(menu.getSnapshot().context.activeIndex).toBe(2);
    menu.send({ type: 'menu.next' });
    menu.send({ type: 'menu.next' });
    expect(menu.getSnapshot().context.activeIndex).toBe(0);
    menu.send({ type: 'menu.previous' });
    expect(menu.getSnapshot().context.activeIndex).toBe(3);
  });

  it('jumps to the first and last items with Home and End', () => {
    const menu = start();
    menu.send({ type: 'menu.open', activeIndex: 1 });
    menu.send({ type: 'menu.last' });
    expect(menu.getSnapshot().context.activeIndex).toBe(3);
    menu.send({ type: 'menu.first' });
    expect(menu.getSnapshot().context.activeIndex).toBe(0);
  });

  it('clamps an out-of-range start item', () => {
    const menu = start();
    menu.send({ type: 'menu.open', activeIndex: 9 });
    expect(menu.getSnapshot().context.activeIndex).toBe(3);
    menu.send({ type: 'menu.close', restoreFocus: false });
    menu.send({ type: 'menu.toggle', activeIndex: -1 });
    expect(menu.getSnapshot().context.activeIndex).toBe(0);
  });

  it('moves focus with the active item, and back to the button after Escape or the button, not after an outside click', () => {
    const focused: (number | 'button')[] = [];
    const machine = menuMachine.provide({
      actions: { focusActiveItem: ({ context }) => focused.push(context.activeIndex), focusButton: () => focused.push('button') },
    });
    const menu = started(createActor(machine, { input: { items } }));
    menu.send({ type: 'menu.toggle', activeIndex: 2 });
    menu.send({ type: 'menu.next' });
    menu.send({ type: 'menu.first' });
    menu.send({ type: 'menu.close', restoreFocus: false });
    expect(menu.getSnapshot().value).toBe('closed');
    expect(focused).toEqual([2, 3, 0]);
    menu.send({ type: 'menu.open', activeIndex: 1 });
    menu.send({ type: 'menu.toggle', activeIndex: 0 });
    menu.send({ type: 'menu.open', activeIndex: 3 });
    menu.send({ type: 'menu.close', restoreFocus: true });
    expect(menu.getSnapshot().value).toBe('closed');
    expect(focused).toEqual([2, 3, 0, 1, 'button', 3, 'button']);
  });

  /** The menu in a system with a language actor (`systemId: 'language'`) that records what it is told. */
  function inASystem() {
    const told: EventObject[] = [];
    const focused: string[] = [];
    const watching: string[] = [];
    let press: (event: MenuEvent) => void = () => {};
    const system = setup({
      actors: {
        language: fromCallback(({ receive }) => receive((event) => told.push(event))),
        menu: menuMachine.provide({
          actions: { focusButton: () => focused.push(`button, told ${told.length}`) },
          actors: {
            watchOutsidePointer: fromCallback<MenuEvent>(({ sendBack }) => {
              watching.push('start');
              press = sendBack;
              return () => watching.push('stop');
            }),
          },
        }),
      },
    }).createMachine({
      invoke: [
        { src: 'language', systemId: 'language' },
        { id: 'menu', src: 'menu', input: { items } },
      ],
    });
    const outsidePress = () => press({ type: 'menu.close', restoreFocus: false });
    return { menu: childOf(started(createActor(system)), 'menu'), told, focused, watching, outsidePress };
  }

  it('tells the language actor of its system the chosen item, focus back on the button first, and closes', () => {
    const { menu, told, focused } = inASystem();
    menu.send({ type: 'menu.open', activeIndex: 0 });
    menu.send({ type: 'menu.choose', index: 2 });
    expect(told).toEqual([{ type: 'language.select', language: 'de' }]);
    expect(focused).toEqual(['button, told 0']);
    expect(menu.getSnapshot().value).toBe('closed');
    // Closed (a tap replayed from before the app ran), a choice is told all the same; no item, nothing.
    menu.send({ type: 'menu.choose', index: 3 });
    menu.send({ type: 'menu.choose', index: 4 });
    expect(told).toEqual([
      { type: 'language.select', language: 'de' },
      { type: 'language.select', language: 'vi' },
    ]);
  });

  it('watches for a press outside only while open, and closes on one without moving focus', () => {
    const { menu, focused, watching, outsidePress } = inASystem();
    expect(watching).toEqual([]);
    menu.send({ type: 'menu.toggle', activeIndex: 1 });
    expect(watching).toEqual(['start']);
    outsidePress();
    expect(menu.getSnapshot().value).toBe('closed');
    expect(watching).toEqual(['start', 'stop']);
    expect(focused).toEqual([]);
  });

  it('ignores navigation while closed', () => {
    const menu = start();
    menu.send({ type: 'menu.next' });
    expect(menu.getSnapshot().value).toBe('closed');
    expect(menu.getSnapshot().context.activeIndex).toBe(0);
  });
});
