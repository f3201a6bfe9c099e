import type { InspectionEvent } from 'xstate';
import type { MachineStep } from '../../machines/lib/reportEvents.ts';

/** An inspection event as a step, if it is one a report can tell (an action or a snapshot): plain data the reports machine reads. */
export function machineStep(inspection: InspectionEvent, at: number): MachineStep | undefined {
  const actor = (inspection.actorRef as { id?: string }).id ?? '';
  if (inspection.type === '@xstate.action') {
    const { type, params } = inspection.action;
    return { actor, kind: 'action', action: { type, params }, at };
  }
  if (inspection.type !== '@xstate.snapshot') return undefined;
  const { value, context } = inspection.snapshot as { value?: unknown; context?: unknown };
  return { actor, kind: 'snapshot', value, context, event: inspection.event.type, at };
}

export type StepListener = (step: MachineStep) => void;
export type InspectionRecorder = ReturnType<typeof inspectionRecorder>;

/**
 * The page's machines' steps from their start (createActor's `inspect`), kept until the field reports'
 * machine, an actor of the same system, takes them, then handed to it as they happen. At most 2,000
 * are kept. The reports machine's own steps are not handed back to it.
 */
export function inspectionRecorder() {
  let kept: MachineStep[] = [];
  let listener: StepListener = (step) => {
    if (kept.length < 2000) kept.push(step);
  };
  return {
    /** For createActor's `inspect`, as an observer. */
    next(event: InspectionEvent) {
      const step = machineStep(event, performance.now());
      if (step && step.actor !== 'reports') listener(step);
    },
    /** Hands `next` what was kept, then every step as it happens. */
    follow(next: StepListener) {
      for (const step of kept) next(step);
      kept = [];
      listener = next;
    },
  };
}
