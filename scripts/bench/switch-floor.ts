// The floor of a language switch, for `npm run bench`: the least any page could do for the same click.
// On the same page, a capture-phase listener stops the click on a language before the app sees it and
// sets every text node of #root to its value in that language, as the app's own render has it, and
// `<html lang>`: no script of ours, no React, only the page's own style, layout and paint. Both are
// timed alike (language-switch.ts: click → next paint, by Event Timing), in turn, and what the app
// takes above the floor is ours.
import type { Page } from '@playwright/test';
import { languageInfo } from '../../locales/languages.ts';

/** The languages a switch goes between, the floor's and the app's: German and back. */
export const floorSequence = ['Deutsch', 'English'] as const;

declare global {
  interface Window {
    __floorTexts?: Record<string, string[]>;
  }
}

/** In the page: #root's text, node by node, in document order. */
function rootTexts(): string[] {
  const root = document.getElementById('root');
  if (!root) throw new Error('no #root');
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  while (walker.nextNode()) texts.push((walker.currentNode as Text).data);
  return texts;
}

/**
 * In the page: from now on, a click on a language item is the floor's, never the app's. On the
 * document, in the capture phase: after the window's listeners (the timing's), before any of the app's.
 */
function takeOverTheClicks(tags: Record<string, string>) {
  document.addEventListener(
    'click',
    (event) => {
      const item = (event.target as Element | null)?.closest<HTMLElement>('[data-language]');
      const texts = item && window.__floorTexts?.[item.dataset.language ?? ''];
      if (!item || !texts) return;
      event.stopImmediatePropagation();
      event.preventDefault();
      const root = document.getElementById('root') as HTMLElement;
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let index = 0; walker.nextNode(); index += 1) (walker.currentNode as Text).data = texts[index] ?? '';
      document.documentElement.lang = tags[item.dataset.language ?? ''] ?? 'en';
      const menu = item.closest('details');
      if (menu) menu.open = false;
    },
    true,
  );
}

/**
 * Makes `page` (English, hydrated, as openForSwitching leaves it) the floor: it learns the German text
 * from the app's own switch there and back, then takes the language clicks over.
 */
export async function makeFloor(page: Page, choose: (language: string) => Promise<unknown>): Promise<void> {
  // A part still in the language before declares it (OutOfViewPart): read the page once none does.
  const settled = () => page.waitForFunction(() => !document.querySelector('main [lang], footer[lang], footer [lang]'));
  await settled();
  const english = await page.evaluate(rootTexts);
  await choose('Deutsch');
  await settled();
  const german = await page.evaluate(rootTexts);
  await choose('English');
  await settled();
  if (german.length !== english.length)
    throw new Error(`bench: the German page has ${german.length} text nodes, the English ${english.length}: no floor to draw`);
  await page.evaluate(
    (texts) => {
      window.__floorTexts = texts;
    },
    { de: german, en: english },
  );
  await page.evaluate(takeOverTheClicks, { de: languageInfo('de').tag, en: languageInfo('en').tag });
}
