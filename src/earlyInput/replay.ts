// Replays what the visitor did before the app ran (recorded by headScript.ts; see README.md).
import { nextTask } from '../schedule.ts';
import { type EarlyEvent, earlyInputNames as names } from './names.ts';

interface EarlyInputRecorder {
  take(): EarlyEvent[];
  warm(code: string): void;
}

const recorderOf = (host: object) => (host as Partial<Record<string, EarlyInputRecorder>>)[names.recorder];

/** Stops the head script's recording and returns what it recorded (nothing where it did not run, as in dev). */
export function takeEarlyInput(host: object = window): readonly EarlyEvent[] {
  return recorderOf(host)?.take() ?? [];
}

/** Has the head script fetch the page in a language the visitor chose, so that their next visit shows it at once. */
export function warmNextVisit(code: string, host: object = window): void {
  recorderOf(host)?.warm(code);
}

function byAttribute(within: ParentNode, name: string, value: string): HTMLElement | undefined {
  for (const element of within.querySelectorAll(`[${name}]`)) {
    if (element instanceof HTMLElement && element.getAttribute(name) === value) return element;
  }
  return undefined;
}

/** Enter and Space activate these; the head script held that default action back with the key. */
const isActivatedByKey = (element: Element) => element.localName === 'button' || element.localName === 'summary';

/**
 * Replays `events` in order, each to the element that now stands where it happened, and resolves to
 * how many were replayed. An event whose target is gone is skipped with a warning.
 */
export async function replayEarlyInput(events: readonly EarlyEvent[], doc: Document = document): Promise<number> {
  let replayed = 0;
  for (const event of events) {
    // A turn of the event loop: the page renders what the last event changed (and moves focus) first.
    if (replayed > 0) await nextTask();
    const scope = byAttribute(doc, names.scope, event.scope ?? '');
    const recorded = scope && event.type !== 'dismiss' ? byAttribute(scope, names.target, event.target ?? '') : scope;
    if (!scope || !recorded) {
      console.warn(`Early input not replayed: "${event.target ?? event.scope}" is no longer on the page.`, event);
      continue;
    }
    const focused = doc.activeElement;
    if (event.type === 'dismiss') {
      // A tap outside the open menu: the menu listens for it on the document.
      doc.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    } else if (event.type === 'toggle') {
      // Opened or closed natively, in its place in the sequence: the button toggles it if it differs.
      if (scope instanceof HTMLDetailsElement && scope.open !== event.open) recorded.click();
    } else if (event.type === 'click') {
      recorded.click();
    } else if (focused instanceof HTMLElement && focused !== doc.body && !scope.contains(focused)) {
      // The visitor has moved on (Tab) to the rest of the page: a key meant for the widget would pull
      // focus back into it, so it is dropped.
      continue;
    } else {
      // A key goes where focus is now if that is inside the widget: the app moves focus as it runs
      // (an open menu focuses its checked item), just as it would have between live key presses.
      const target = focused instanceof HTMLElement && scope.contains(focused) ? focused : recorded;
      const keydown = new KeyboardEvent('keydown', { key: event.key ?? '', bubbles: true, cancelable: true });
      const unhandled = target.dispatchEvent(keydown);
      if (unhandled && (event.key === 'Enter' || event.key === ' ') && isActivatedByKey(target)) target.click();
    }
    replayed += 1;
  }
  return replayed;
}
