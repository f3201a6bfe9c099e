import { assign, fromPromise, setup } from 'xstate';
import { fetchCustomerServiceUrl } from '../src/shop.ts';

export interface CustomerServiceInput {
  readonly shopUrl: string;
  readonly language: string;
}

export interface CustomerServiceContext {
  readonly shopUrl: string;
  readonly language: string;
  /** The fetched chat URL for the cooperation button; empty until a lookup succeeds or after one fails. */
  readonly url: string;
}

export type CustomerServiceEvent = { type: 'language.changed'; language: string };

/** How long a lookup may take before the support link is used instead. */
export const lookupTimeoutMs = 8000;

export const customerServiceMachine = setup({
  types: {
    input: {} as CustomerServiceInput,
    context: {} as CustomerServiceContext,
    events: {} as CustomerServiceEvent,
  },
  actors: {
    fetchCustomerServiceUrl: fromPromise<string, { shopUrl: string; language: string }>(({ input, signal }) =>
      fetchCustomerServiceUrl({ shopUrl: input.shopUrl, language: input.language, signal }),
    ),
  },
  actions: {
    logLookupError: (_, params: { error: unknown }) => {
      console.error('Customer-service lookup failed; the cooperation button uses the support link.', params.error);
    },
  },
  delays: {
    lookupTimeout: lookupTimeoutMs,
  },
}).createMachine({
  id: 'customerService',
  context: ({ input }) => ({ shopUrl: input.shopUrl, language: input.language, url: '' }),
  initial: 'loading',
  on: {
    // Re-entering `loading` stops the lookup in flight (its signal aborts), so a late answer never wins.
    'language.changed': {
      target: '.loading',
      reenter: true,
      actions: assign(({ event }) => ({ language: event.language })),
    },
  },
  states: {
    loading: {
      invoke: {
        id: 'fetchCustomerServiceUrl',
        src: 'fetchCustomerServiceUrl',
        input: ({ context }) => ({ shopUrl: context.shopUrl, language: context.language }),
        onDone: { target: 'success', actions: assign(({ event }) => ({ url: event.output })) },
        onError: {
          target: 'failure',
          actions: [assign({ url: '' }), { type: 'logLookupError', params: ({ event }) => ({ error: event.error }) }],
        },
      },
      after: {
        lookupTimeout: {
          target: 'failure',
          actions: [
            assign({ url: '' }),
            { type: 'logLookupError', params: () => ({ error: new Error(`Timed out after ${lookupTimeoutMs} ms`) }) },
          ],
        },
      },
    },
    success: {},
    failure: {},
  },
});
