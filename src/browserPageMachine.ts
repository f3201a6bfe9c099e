import { customerServiceLookup, customerServiceMachine } from '../machines/customerService.machine.ts';
import { languageMachine } from '../machines/language.machine.ts';
import { afterNextPaint, latestAfterNextPaint } from '../machines/lib/afterNextPaint.ts';
import { pageMachine } from '../machines/page.machine.ts';

type Action<P> = (args: unknown, params: P) => void;
const { persistLanguage, describeDocument } = languageMachine.implementations.actions as {
  persistLanguage: Action<{ language: string }>;
  describeDocument: Action<{ title: string; description: string }>;
};

/** `action`, run once the next frame is on screen, with only the latest params given meanwhile. */
const afterPaint = <P>(action: Action<P>): Action<P> => {
  const run = latestAfterNextPaint((params: P) => action(undefined, params));
  return (_, params) => run(params);
};

/**
 * The page machine as the browser runs it. What changes nothing on screen waits until a switch's frame
 * is (machines/lib/afterNextPaint.ts): the stored choice, the document's title and description, and
 * the customer-service lookup; inside the click, they took a slow phone a few milliseconds.
 */
export const browserPageMachine = pageMachine.provide({
  actors: {
    language: languageMachine.provide({
      actions: { persistLanguage: afterPaint(persistLanguage), describeDocument: afterPaint(describeDocument) },
    }),
    customerService: customerServiceMachine.provide({
      actors: { fetchCustomerServiceUrl: customerServiceLookup(afterNextPaint) },
    }),
  },
});
