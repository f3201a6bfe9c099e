import { type EventObject, fromCallback } from 'xstate';
import { customerServiceLookup, customerServiceMachine } from '../machines/customerService.machine.ts';
import { type DocumentDescription, describeDocument, languageMachine } from '../machines/language.machine.ts';
import { afterNextPaint } from '../machines/lib/afterNextPaint.ts';
import { pageMachine } from '../machines/page.machine.ts';
import { warmNextVisit } from './earlyInput/replay.ts';

let warmed = '';

/**
 * The page machine as the browser runs it: what the click's frame does not show waits until it is
 * rendered (machines/lib/afterNextPaint.ts): the document's title and description (a newer language
 * cancels one still waiting), the customer-service lookup, and the next visit's page in a chosen
 * language (the request takes a slow phone's main thread a few milliseconds). The stored choice is
 * written at once.
 */
export const browserPageMachine = pageMachine.provide({
  actors: {
    language: languageMachine.provide({
      actors: {
        describeDocument: fromCallback<EventObject, DocumentDescription>(({ input }) => {
          let cancelled = false;
          afterNextPaint().then(() => {
            if (!cancelled) describeDocument(input);
          });
          return () => {
            cancelled = true;
          };
        }),
      },
      actions: {
        prepareNextVisit: (_, { language }) => {
          if (language === warmed) return;
          warmed = language;
          afterNextPaint().then(() => warmNextVisit(language));
        },
      },
    }),
    customerService: customerServiceMachine.provide({
      actors: { fetchCustomerServiceUrl: customerServiceLookup(afterNextPaint) },
    }),
  },
});
