// The page's actor system, created: the app's second chunk (src/main.tsx says why the app comes in four).
import { createActor, type InspectionEvent, type Observer } from 'xstate';
import type { PageInput } from '../machines/page.machine.ts';
import type { reportsMachine } from '../machines/reports.machine.ts';
import { browserPageMachine, withReports } from './browserPageMachine.ts';

declare const __REPORTS__: boolean;

/**
 * The page's actor, not started, with the reports machine in its system when the build has it, and each
 * of `watchers` (the reports' recorder, the dev inspector) following every step of the whole system.
 */
export function createPageActor(
  input: PageInput,
  reports: typeof reportsMachine | undefined,
  watchers: readonly Observer<InspectionEvent>[],
) {
  // Built with field reports off, __REPORTS__ is false and the reports' code is dropped from the chunk.
  return createActor(__REPORTS__ && reports ? withReports(reports) : browserPageMachine, {
    input,
    ...(watchers.length > 0
      ? {
          inspect: (event: InspectionEvent) => {
            for (const watch of watchers) watch.next?.(event);
          },
        }
      : {}),
  });
}
