import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { shopEntryUrl } from '../../machines/lib/shop.ts';
import { App } from '../../src/App.tsx';
import { config } from '../../src/config.ts';
import { menuButton, menuIsOpen, testPage } from './renderPage.tsx';

/** The prerendered landing page, as the build writes it: rendered from a machine that never started. */
function prerenderedLanding(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<App actor={testPage().createPageActor()} ssrPath="/" />);
  document.body.append(container);
  return container;
}

afterEach(() => {
  document.body.innerHTML = '';
});

/** The attributes HTML forbids on a details' summary: the browser gives it its role and open state. */
const forbiddenOnSummary = (button: HTMLElement) => ['role', 'aria-expanded'].filter((name) => button.hasAttribute(name));

describe('the language menu before and after the app starts', () => {
  it('is the <summary> of a <details> in the prerendered HTML, with the no-script note and no role or aria-expanded', () => {
    prerenderedLanding();
    const button = menuButton();
    expect(button.localName).toBe('summary');
    expect(button.parentElement?.localName).toBe('details');
    expect(forbiddenOnSummary(button)).toEqual([]);
    expect(button.parentElement?.querySelector('noscript')?.textContent).toContain('Choosing a language needs JavaScript');
  });

  it('is taken over by the menu machine when the visitor opened it before the app ran', async () => {
    const container = prerenderedLanding();
    (menuButton().parentElement as HTMLDetailsElement).open = true; // a tap before hydration, natively
    const recoverable = vi.fn();
    const onStart = vi.fn();
    await act(async () => {
      hydrateRoot(container, <App actor={testPage().createPageActor()} onStart={onStart} />, { onRecoverableError: recoverable });
    });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name: 'English' })));
    expect(menuIsOpen()).toBe(true);
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(recoverable).not.toHaveBeenCalled();
    // And from now on the machine decides: the button closes it, once.
    await act(async () => menuButton().click());
    expect(menuIsOpen()).toBe(false);
    expect(forbiddenOnSummary(menuButton())).toEqual([]);
  });
});

describe('the shop links before and after the app starts', () => {
  const desktopShopUrl = shopEntryUrl(config.shopUrl, false);
  const mobileShopUrl = shopEntryUrl(config.shopUrl, true);
  const startShopping = () => screen.getByRole('link', { name: 'Start shopping' });

  it.each([
    ['wide', false, desktopShopUrl],
    ['narrow', true, mobileShopUrl],
  ])(
    'say what the app says once it runs in a %s window, though the head script pointed one elsewhere',
    async (_, isNarrow, url) => {
      const container = prerenderedLanding();
      expect(startShopping().getAttribute('href')).toBe(desktopShopUrl);
      // Pressed in a narrow window before the app ran: the head script pointed it at the narrow entry
      // (src/earlyInput/headScript.ts). Hydration keeps the attribute; the window may have turned wide since.
      startShopping().setAttribute('href', mobileShopUrl);
      // React's development build says in the console that the attribute differs (a production one says
      // nothing); that, and nothing else, is allowed here.
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      onTestFinished(() => logged.mockRestore());
      const recoverable = vi.fn();
      await act(async () => {
        hydrateRoot(container, <App actor={testPage({ isNarrow }).createPageActor()} />, { onRecoverableError: recoverable });
      });
      await waitFor(() => expect(startShopping().getAttribute('href')).toBe(url));
      expect(screen.getByRole('link', { name: 'Buy now' }).getAttribute('href')).toBe(url);
      expect(recoverable).not.toHaveBeenCalled(); // hydrated, not rendered afresh
      const messages = logged.mock.calls.map((call) => call.map(String).join(' '));
      expect(messages.filter((message) => !message.includes("didn't match the client properties"))).toEqual([]);
    },
  );
});
