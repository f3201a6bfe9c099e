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

  it('returns focus to the button after Escape or the button, not after an outside click', () => {
    const menu = start();
    menu.send({ type: 'menu.toggle', activeIndex: 0 });
    menu.send({ type: 'menu.close', restoreFocus: false });
    expect(menu.getSnapshot().value).toBe('closed');
    expect(menu.getSnapshot().context.restoreFocus).toBe(false);
    menu.send({ type: 'menu.open', activeIndex: 0 });
    menu.send({ type: 'menu.toggle', activeIndex: 0 });
    expect(menu.getSnapshot().value).toBe('closed');
    expect(menu.getSnapshot().context.restoreFocus).toBe(true);
  });

  it('ignores navigation while closed', () => {
    const menu = start();
    menu.send({ type: 'menu.next' });
    expect(menu.getSnapshot().value).toBe('closed');
    expect(menu.getSnapshot().context.activeIndex).toBe(0);
  });
});
