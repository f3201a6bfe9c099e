import { customerServiceLookup, customerServiceMachine } from '../machines/customerService.machine.ts';
import { afterNextPaint } from '../machines/lib/afterNextPaint.ts';
import { pageMachine } from '../machines/page.machine.ts';

/**
 * The page machine as the browser runs it: the customer-service lookup waits until a switch's frame is
 * rendered (machines/lib/afterNextPaint.ts), so the click's frame is not held back by the request.
 */
export const browserPageMachine = pageMachine.provide({
  actors: {
    customerService: customerServiceMachine.provide({
      actors: { fetchCustomerServiceUrl: customerServiceLookup(afterNextPaint) },
    }),
  },
});
