import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { afterNextPaint } from '../machines/lib/afterNextPaint.ts';
import { heldElsewhere, trackTimers } from './leakGuard.ts';

// A timer or frame callback this file leaves behind fails this file, not whichever runs next.
const timers = trackTimers(globalThis as unknown as Parameters<typeof trackTimers>[0], {
  ignore: heldElsewhere,
});

afterEach(async () => {
  cleanup();
  // What a test's page left for after its next paint (the lookup, the next visit's page:
  // machines/lib/afterNextPaint.ts) lands before the next test: a wait of its own, started later, ends
  // later. (A file's own afterEach hooks run before this one: one that clears what the test stored does
  // it in beforeEach instead.)
  if (timers.pending().some((where) => where.includes('afterNextPaint.ts'))) await afterNextPaint();
});
afterAll(async () => {
  // What a last test scheduled for the next turn (React's commit, Testing Library's cleanup) runs first.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const leaked = timers.pending();
  timers.cancelPending();
  timers.restore();
  if (leaked.length > 0) throw new Error(`This file left ${leaked.length} timer(s) running:\n${leaked.join('\n\n')}`);
});
