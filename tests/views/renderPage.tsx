import { act, render } from '@testing-library/react';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { pageKind } from '../../machines/lib/routes.ts';
import type { PageInput } from '../../machines/page.machine.ts';
import type { ViewportEvent } from '../../machines/viewport.machine.ts';
import { App } from '../../src/App.tsx';
import { browserCustomerService, browserLanguage, browserPageMachine, browserViewport } from '../../src/browserPageMachine.ts';
import { config } from '../../src/config.ts';
import { silentPrefetch, stoppedAfterTest } from '../machines/helpers.ts';

export interface PageOptions {
  readonly path?: string;
  readonly stored?: string | null;
  readonly isNarrow?: boolean;
  /** The customer-service lookup; by default it answers with a chat URL for the language. */
  readonly lookup?: (language: string) => Promise<string>;
}

/**
 * The page's machine as the browser runs it (src/browserPageMachine.ts), in jsdom, with the network, the
 * viewport and the idle prefetch under the test's control.
 */
export function testPage({ path = '/', stored = null, isNarrow = false, lookup }: PageOptions = {}) {
  let reportViewport: (event: ViewportEvent) => void = () => {};
  const lookups: string[] = [];
  const machine = browserPageMachine.provide({
    actors: {
      language: browserLanguage.provide({ actors: { prefetchCatalogues: silentPrefetch } }),
      customerService: browserCustomerService.provide({
        actors: {
          fetchCustomerServiceUrl: fromPromise<string, { shopUrl: string; language: string }>(({ input }) => {
            lookups.push(input.language);
            return lookup ? lookup(input.language) : Promise.resolve(`https://chat.example.com/${input.language}`);
          }),
        },
      }),
      viewport: browserViewport.provide({
        actors: {
          watchViewport: fromCallback<ViewportEvent>(({ sendBack }) => {
            reportViewport = sendBack;
            sendBack({ type: 'viewport.changed', isNarrow });
          }),
        },
      }),
    },
  });
  const input: PageInput = {
    page: pageKind(path),
    stored,
    browserLanguages: [],
    htmlLang: 'en',
    offered: config.offeredLanguages,
    brandName: config.brandName,
    shopUrl: config.shopUrl,
    supportChatUrl: config.supportChatUrl,
  };
  const setNarrow = (narrow: boolean) => act(() => reportViewport({ type: 'viewport.changed', isNarrow: narrow }));
  return { createPageActor: () => stoppedAfterTest(createActor(machine, { input })), lookups, setNarrow };
}

/** Renders the whole page over the real machines, with the network and the viewport under the test's control. */
export function renderPage(options: PageOptions = {}) {
  window.history.replaceState(null, '', options.path ?? '/');
  const { createPageActor, lookups, setNarrow } = testPage(options);
  const actor = createPageActor();
  const view = render(<App actor={actor} />);
  return { ...view, actor, lookups, setNarrow };
}

/** Lets the machines' promises settle and React re-render. */
export const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

/**
 * The menu button: the `<summary>` of the menu's `<details>`, found by its popup, since its name follows
 * the language on screen. (Testing Library gives a summary no role; browsers make it a button.)
 */
export const menuButton = () => {
  const button = document.querySelector<HTMLElement>('summary[aria-haspopup="menu"]');
  if (!button) throw new Error('No menu button');
  return button;
};

/**
 * Whether the menu is open, as the browser tells a screen reader: the button's `<details>` is open.
 * (jsdom does not hide a closed <details>'s content; the browser suite checks visibility.)
 */
export const menuIsOpen = () => menuButton().closest('details')?.open === true;
