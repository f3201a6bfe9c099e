import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { menuMachine } from '../../machines/menu.machine.ts';
import { started } from './helpers.ts';

const start = () => started(createActor(menuMachine, { input: { itemCount: 4 } }));

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
    const menu = started(
      createActor(
        menuMachine.provide({
          actions: {
            focusActiveItem: ({ context }) => focused.push(context.activeIndex),
            focusButton: () => focused.push('button'),
          },
        }),
        { input: { itemCount: 4 } },
      ),
    );
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

  it('ignores navigation while closed', () => {
    const menu = start();
    menu.send({ type: 'menu.next' });
    expect(menu.getSnapshot().value).toBe('closed');
    expect(menu.getSnapshot().context.activeIndex).toBe(0);
  });
});
