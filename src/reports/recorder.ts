import type { InspectionEvent } from 'xstate';

export type InspectionListener = (event: InspectionEvent, at: number) => void;
export type InspectionRecorder = ReturnType<typeof inspectionRecorder>;

/**
 * The machines' story from their start, kept with the time of each step until the field reporter,
 * which loads once the page is idle, follows it (src/reports/start.ts). At most 2,000 steps are kept.
 */
export function inspectionRecorder() {
  let kept: [InspectionEvent, number][] = [];
  let listener: InspectionListener = (event, at) => {
    if (kept.length < 2000) kept.push([event, at]);
  };
  return {
    /** For createActor's `inspect`: what a report can tell (actions and snapshots). */
    inspect(event: InspectionEvent) {
      if (event.type === '@xstate.action' || event.type === '@xstate.snapshot') listener(event, performance.now());
    },
    /** Hands `next` what was kept, then every step as it happens. */
    follow(next: InspectionListener) {
      for (const [event, at] of kept) next(event, at);
      kept = [];
      listener = next;
    },
  };
}
