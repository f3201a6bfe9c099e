import { assign, fromPromise, setup } from 'xstate';

export interface CustomerServiceInput {
  readonly shopUrl: string;
  /** The fixed support chat, used whenever no customer-service URL was fetched. */
  readonly supportChatUrl: string;
  readonly language: string;
}

export interface CustomerServiceContext {
  readonly shopUrl: string;
  readonly supportChatUrl: string;
  readonly language: string;
  /** The fetched chat URL for the cooperation button; empty until a lookup succeeds or after one fails. */
  readonly url: string;
}

export type CustomerServiceEvent = { type: 'language.changed'; language: string } | { type: 'cooperation.open' };

/** Where the cooperation button leads right now: the fetched chat, else the fixed support link. */
export function cooperationTarget(context: Pick<CustomerServiceContext, 'url' | 'supportChatUrl'>): string {
  return context.url || context.supportChatUrl;
}

/** The lookup over the network, once `ready` resolves: the browser's entry provides it, waiting for the next paint (src/browserPageMachine.ts). */
export const customerServiceLookup = (ready = () => Promise.resolve()) =>
  fromPromise<string, { shopUrl: string; language: string }>(async ({ input, signal }) => {
    await ready();
    // The client itself is a chunk of its own: nothing on the way to the first paint needs it.
    const { fetchCustomerServiceUrl } = await import('./lib/customerServiceLookup.ts');
    signal.throwIfAborted(); // a newer language took over meanwhile
    return fetchCustomerServiceUrl({ ...input, signal });
  });

/** How long a lookup may take before the support link is used instead. */
export const lookupTimeoutMs = 8000;

export const customerServiceMachine = setup({
  types: {
    input: {} as CustomerServiceInput,
    context: {} as CustomerServiceContext,
    events: {} as CustomerServiceEvent,
  },
  // The browser's effects, which its entry provides (src/browserPageMachine.ts). Here the lookup never
  // answers (so it times out into the support link) and the actions go nowhere.
  actors: { fetchCustomerServiceUrl: fromPromise<string, { shopUrl: string; language: string }>(() => new Promise(() => {})) },
  actions: {
    /** The fetched chat in a new tab, with neither opener nor referrer. */
    openChatInNewTab: (_, _params: { url: string }) => {},
    /** The fixed support chat, in this tab. */
    goToSupportChat: (_, _params: { url: string }) => {},
    logLookupError: (_, params: { error: unknown }) => {
      console.error('Customer-service lookup failed; the cooperation button uses the support link.', params.error);
    },
  },
  guards: {
    hasFetchedChatUrl: ({ context }) => context.url !== '',
  },
  delays: {
    lookupTimeout: lookupTimeoutMs,
  },
}).createMachine({
  id: 'customerService',
  context: ({ input }) => ({ shopUrl: input.shopUrl, supportChatUrl: input.supportChatUrl, language: input.language, url: '' }),
  initial: 'loading',
  on: {
    // Re-entering `loading` stops the lookup in flight (its signal aborts), so a late answer never wins.
    'language.changed': {
      target: '.loading',
      reenter: true,
      actions: assign(({ event }) => ({ language: event.language })),
    },
    // The button reads what the lookup already found; a click never waits for the network.
    'cooperation.open': [
      { guard: 'hasFetchedChatUrl', actions: { type: 'openChatInNewTab', params: ({ context }) => ({ url: context.url }) } },
      { actions: { type: 'goToSupportChat', params: ({ context }) => ({ url: context.supportChatUrl }) } },
    ],
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
            {
              type: 'logLookupError',
              params: () => ({ error: new DOMException(`Timed out after ${lookupTimeoutMs} ms`, 'TimeoutError') }),
            },
          ],
        },
      },
    },
    success: {},
    failure: {},
  },
});
