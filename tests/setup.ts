import { heldElsewhere, trackTimers } from '@marketplace-landing/harness/leak-guard';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

// A timer or frame callback this file leaves behind fails this file, not whichever runs next.
const timers = trackTimers(globalThis as unknown as Parameters<typeof trackTimers>[0], {
  ignore: heldElsewhere,
});

afterEach(() => {
  cleanup();
});
afterAll(async () => {
  // What a last test scheduled for the next turn (React's commit, Testing Library's cleanup) runs first.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const leaked = timers.pending();
  timers.cancelPending();
  timers.restore();
  if (leaked.length > 0) throw new Error(`This file left ${leaked.length} timer(s) running:\n${leaked.join('\n\n')}`);
});
