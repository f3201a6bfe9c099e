import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import de from '../../locales/de.ts';
import en from '../../locales/en.ts';
// The catalogues the tests switch to, loaded here first: what a test waits for is the switch, not Vitest
// transforming a catalogue the page imports on demand, on a busy machine.
import '../../locales/cn.ts';
import '../../locales/vi.ts';
import { headlineFigureTexts } from '../../src/config.ts';
import { afterNextPaint } from '../../src/schedule.ts';
import { menuButton, menuIsOpen, renderPage, settle } from './renderPage.tsx';

beforeEach(() => window.localStorage.clear());
// Some parts follow a switch in a transition after its render (src/views/DeferredLanguagePart.tsx):
// a wait started now ends after theirs, so none is left for the next test.
afterEach(() => afterNextPaint());

describe('language menu', () => {
  it('is a menu button named after the current language, listing the offered languages by native name with their lang tags', async () => {
    renderPage();
    await settle();
    const button = menuButton();
    expect(button.getAttribute('aria-label')).toBe('Choose language, current: English');
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-controls')).toBe(screen.getByRole('menu').id);
    expect(menuIsOpen()).toBe(false);
    await userEvent.click(button);
    expect(menuIsOpen()).toBe(true);
    const items = within(screen.getByRole('menu')).getAllByRole('menuitemradio');
    expect(items.map((item) => [item.textContent, item.getAttribute('lang'), item.getAttribute('aria-checked')])).toEqual([
      ['English', 'en', 'true'],
      ['简体中文', 'zh-CN', 'false'],
      ['Deutsch', 'de', 'false'],
      ['Tiếng Việt', 'vi', 'false'],
    ]);
  });

  // What the view owns is which key sends what (the wrap-around is the menu machine's, in
  // tests/machines/menu.machine.test.ts; Enter and Space on an item are the browser's button click).
  it('maps the keys: ArrowUp and ArrowDown open on the last and the checked item, the arrows, Home and End move, Escape closes without choosing, Enter chooses', async () => {
    renderPage();
    await settle();
    const focused = () => document.activeElement?.textContent;
    menuButton().focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(focused()).toBe('Tiếng Việt');
    await userEvent.keyboard('{Escape}');
    expect(menuIsOpen()).toBe(false);
    expect(document.activeElement).toBe(menuButton());
    await userEvent.keyboard('{ArrowDown}');
    expect(focused()).toBe('English');
    for (const [key, name] of [
      ['{End}', 'Tiếng Việt'],
      ['{Home}', 'English'],
      ['{ArrowUp}', 'Tiếng Việt'],
      ['{ArrowDown}', 'English'],
      ['{ArrowDown}', '简体中文'],
    ]) {
      await userEvent.keyboard(key as string);
      expect(focused(), key).toBe(name);
    }
    // Escape chose nothing (the test's machines store a choice at once).
    expect(window.localStorage.getItem('lang')).toBeNull();
    expect(document.documentElement.lang).toBe('en');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-CN'));
    expect(menuIsOpen()).toBe(false);
    expect(document.activeElement).toBe(menuButton());
    await waitFor(() => expect(window.localStorage.getItem('lang')).toBe('cn'));
  });

  // The browser entry's own watcher of presses outside (src/browserPageMachine.ts), which renderPage runs.
  it('closes on a click outside without taking focus back', async () => {
    renderPage();
    await settle();
    await userEvent.click(menuButton());
    expect(menuIsOpen()).toBe(true);
    await userEvent.click(screen.getByRole('heading', { level: 1 }));
    expect(menuIsOpen()).toBe(false);
    expect(document.activeElement).not.toBe(menuButton());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(en.hero.title);
  });

  it('shows a returning visitor their stored language, with the headline figures formatted for it, and opens the menu on it', async () => {
    const { container } = renderPage({ stored: 'de' });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(de.hero.title));
    const figures = [...container.querySelectorAll('#home dd')].map((dd) => dd.textContent);
    expect(figures).toEqual(headlineFigureTexts.de);
    expect(figures).not.toEqual(headlineFigureTexts.en);
    // The menu opens on the language in use, not the first one.
    menuButton().focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Deutsch');
  });
});
