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
import { renderPage, settle } from './renderPage.tsx';

/**
 * The menu button: the `<summary>` of the menu's `<details>`, found by its popup, since its name follows
 * the language on screen. (Testing Library gives a summary no role; browsers make it a button.)
 */
const menuButton = () => {
  const button = document.querySelector<HTMLElement>('summary[aria-haspopup="menu"]');
  if (!button) throw new Error('No menu button');
  return button;
};

/**
 * Whether the menu is open, as the browser tells a screen reader: the button's `<details>` is open.
 * (jsdom does not hide a closed <details>'s content; the browser suite checks visibility.)
 */
const menuIsOpen = () => menuButton().closest('details')?.open === true;

beforeEach(() => window.localStorage.clear());
// Some parts follow a switch in a transition after its render (src/views/DeferredLanguagePart.tsx):
// a wait started now ends after theirs, so none is left for the next test.
afterEach(() => afterNextPaint());

describe('language menu', () => {
  it('names the button after the current language', async () => {
    renderPage();
    await settle();
    expect(menuButton().getAttribute('aria-label')).toBe('Choose language, current: English');
  });

  it('is a menu button listing the offered languages by native name with their lang tags', async () => {
    renderPage();
    await settle();
    const button = menuButton();
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

  it('switches the copy, stores the choice and sets <html lang dir> when a language is clicked', async () => {
    renderPage();
    await settle();
    await userEvent.click(menuButton());
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Deutsch' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(de.hero.title));
    await waitFor(() => expect(window.localStorage.getItem('lang')).toBe('de'));
    expect(document.documentElement.lang).toBe('de');
    expect(document.documentElement.dir).toBe('ltr');
    expect(menuIsOpen()).toBe(false);
    expect(document.activeElement).toBe(menuButton());
  });

  it('works by keyboard: arrows wrap, Home and End jump, Enter chooses, focus returns', async () => {
    renderPage();
    await settle();
    menuButton().focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('English');
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('Tiếng Việt');
    await userEvent.keyboard('{Home}');
    expect(document.activeElement?.textContent).toBe('English');
    await userEvent.keyboard('{End}{ArrowDown}{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('简体中文');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-CN'));
    expect(document.activeElement).toBe(menuButton());
    await waitFor(() => expect(window.localStorage.getItem('lang')).toBe('cn'));
  });

  it('chooses with Space and closes with Escape without choosing', async () => {
    renderPage();
    await settle();
    menuButton().focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Escape}');
    expect(menuIsOpen()).toBe(false);
    expect(document.activeElement).toBe(menuButton());
    // Escape chose nothing (the test's machines store a choice at once).
    expect(window.localStorage.getItem('lang')).toBeNull();
    expect(document.documentElement.lang).toBe('en');
    await userEvent.keyboard('{ArrowDown}{End}[Space]');
    await waitFor(() => expect(document.documentElement.lang).toBe('vi'));
  });

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

  it('shows a returning visitor their stored language, with the headline figures formatted for it', async () => {
    const { container } = renderPage({ stored: 'de' });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(de.hero.title));
    const figures = [...container.querySelectorAll('#home dd')].map((dd) => dd.textContent);
    expect(figures).toEqual(headlineFigureTexts.de);
    expect(figures).not.toEqual(headlineFigureTexts.en);
  });
});
