import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { mobileBreakpointPx, narrowViewportQuery } from '../../machines/lib/breakpoint.ts';
import { type ViewportEvent, viewportMachine } from '../../machines/viewport.machine.ts';
import { stoppedAfterTest } from './helpers.ts';

/** Whether a window `width` px wide matches the query, as a browser reads `(max-width: …px)`. */
function narrowAt(width: number): boolean {
  const limit = /^\(max-width: ([\d.]+)px\)$/.exec(narrowViewportQuery)?.[1];
  if (!limit) throw new Error(`not a max-width query: ${narrowViewportQuery}`);
  return width <= Number(limit);
}

describe('the breakpoint query', () => {
  it('is narrow below 768 px, fractional widths of a zoomed window included, and wide from 768 px', () => {
    expect([320, 767, 767.5, 767.98].map(narrowAt)).toEqual([true, true, true, true]);
    expect([768, 768.5, 1280].map(narrowAt)).toEqual([false, false, false]);
    expect(mobileBreakpointPx).toBe(768); // docs/product.md's number
  });
});

describe('viewport machine', () => {
  it('starts wide, as the prerendered page does, and follows every report', () => {
    let report: (event: ViewportEvent) => void = () => {};
    const machine = viewportMachine.provide({
      actors: {
        watchViewport: fromCallback<ViewportEvent>(({ sendBack }) => {
          report = sendBack;
        }),
      },
    });
    const actor = stoppedAfterTest(createActor(machine));
    expect(actor.getSnapshot().value).toBe('wide');
    actor.start();
    for (const isNarrow of [true, true, false, false]) {
      report({ type: 'viewport.changed', isNarrow });
      expect(actor.getSnapshot().value).toBe(isNarrow ? 'narrow' : 'wide');
    }
  });
});
