import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EarlyEvent } from '../../src/earlyInput/names.ts';
import { replayEarlyInput, takeEarlyInput } from '../../src/earlyInput/replay.ts';

/** A widget whose elements log what reaches them, as the app's handlers would act on it. */
function renderWidget(log: string[], signal: AbortSignal) {
  document.body.innerHTML = `
    <details data-replay-scope="menu" open>
      <summary data-replay="button">Language</summary>
      <button type="button" data-replay="item-en">English</button>
      <button type="button" data-replay="item-de">Deutsch</button>
    </details>`;
  for (const element of document.querySelectorAll('[data-replay]')) {
    const name = element.getAttribute('data-replay');
    element.addEventListener('click', () => log.push(`click ${name}`));
    element.addEventListener('keydown', (event) => {
      const { key } = event as KeyboardEvent;
      log.push(`${key} ${name}`);
      // The "app" moves focus with the arrows and handles Escape itself (so no click follows).
      if (key === 'ArrowDown') (document.querySelector('[data-replay="item-de"]') as HTMLElement).focus();
      if (key === 'Escape') event.preventDefault();
    });
  }
  // The document outlives the test: its listener goes when the test ends, fired or not.
  document.addEventListener('pointerdown', (event) => log.push(`pointerdown ${(event.target as Element).localName}`), {
    once: true,
    signal,
  });
}

const click = (target: string): EarlyEvent => ({ type: 'click', scope: 'menu', target });
const key = (target: string, value: string): EarlyEvent => ({ type: 'keydown', scope: 'menu', target, key: value });

let log: string[];
let rendered: AbortController;
beforeEach(() => {
  log = [];
  rendered = new AbortController();
  renderWidget(log, rendered.signal);
});
afterEach(() => {
  rendered.abort();
  document.body.innerHTML = '';
});

describe('replaying early input', () => {
  it('replays every event in the order it happened', async () => {
    const replayed = await replayEarlyInput([click('item-de'), click('button'), click('item-en'), click('item-de')]);
    expect(replayed).toBe(4);
    expect(log).toEqual(['click item-de', 'click button', 'click item-en', 'click item-de']);
  });

  it('sends a key to where focus is now inside the widget, as the app moved it since the last key', async () => {
    (document.querySelector('summary') as HTMLElement).focus();
    await replayEarlyInput([key('button', 'ArrowDown'), key('button', 'Enter')]);
    // ArrowDown moved focus to Deutsch, so the recorded Enter lands there and, unhandled, activates it.
    expect(log).toEqual(['ArrowDown button', 'Enter item-de', 'click item-de']);
  });

  it('performs a held-back Enter or Space only when the page does not handle the key itself', async () => {
    (document.querySelector('[data-replay="item-en"]') as HTMLElement).focus();
    await replayEarlyInput([key('button', 'Escape'), key('button', ' ')]);
    expect(log).toEqual(['Escape item-en', '  item-en', 'click item-en']);
  });

  it('skips, with a warning, an event whose target is no longer on the page, and replays the rest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const replayed = await replayEarlyInput([
      click('item-fr'),
      { type: 'click', scope: 'gone-widget', target: 'button' },
      click('item-en'),
    ]);
    expect(replayed).toBe(1);
    expect(log).toEqual(['click item-en']);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0]?.[0])).toContain('"item-fr" is no longer on the page');
  });

  it('restores a native open or close in its place, toggling only when the widget is not as it was left', async () => {
    const details = document.querySelector('details') as HTMLDetailsElement;
    await replayEarlyInput([{ type: 'toggle', scope: 'menu', target: 'button', open: true }]);
    expect(log, 'already open: nothing to do').toEqual([]);
    details.open = false;
    await replayEarlyInput([{ type: 'toggle', scope: 'menu', target: 'button', open: true }]);
    expect(log).toEqual(['click button']);
  });

  it('drops a key once the visitor has moved on to the rest of the page, rather than pull focus back', async () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    const replayed = await replayEarlyInput([key('button', 'ArrowDown'), click('item-en')]);
    expect(replayed).toBe(1);
    expect(log).toEqual(['click item-en']);
  });

  it('replays a tap outside the widget as a pointerdown outside it', async () => {
    await replayEarlyInput([{ type: 'dismiss', scope: 'menu' }]);
    expect(log).toEqual(['pointerdown body']);
  });
});

describe('taking the record', () => {
  it('is empty where no head script ran (the dev server, tests)', () => {
    expect(takeEarlyInput({})).toEqual([]);
  });
});
