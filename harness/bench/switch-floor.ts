// The floor of a language switch: on the same page, a capture listener takes the click before the app
// sees it and sets every text node of #root and <html lang> to the other language; no script of ours runs.
import type { Page } from '@playwright/test';
import { languageInfo } from '../../locales/languages.ts';
import { switchLanguage } from './language-switch.ts';

/** In the page: #root's text, node by node, in document order. */
function rootTexts(): string[] {
  const root = document.getElementById('root');
  if (!root) throw new Error('no #root');
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  while (walker.nextNode()) texts.push((walker.currentNode as Text).data);
  return texts;
}

/** In the page: a click on a language is the floor's; on the document, so after the timing's listener on the window. */
function takeOverTheClicks({ texts: byLanguage, tags }: { texts: Record<string, string[]>; tags: Record<string, string> }) {
  document.addEventListener(
    'click',
    (event) => {
      const item = (event.target as Element | null)?.closest<HTMLElement>('[data-language]');
      const texts = item && byLanguage[item.dataset.language ?? ''];
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

/** Makes `page` (English, as openForSwitching leaves it) the floor, its German learnt from the app's own switch. */
export async function makeFloor(page: Page): Promise<void> {
  // A part still in the language before declares it with lang: read the page once none does.
  const settled = () => page.waitForFunction(() => !document.querySelector('main [lang], footer[lang], footer [lang]'));
  await settled();
  const english = await page.evaluate(rootTexts);
  await switchLanguage(page, 'Deutsch');
  await settled();
  const german = await page.evaluate(rootTexts);
  await switchLanguage(page, 'English');
  await settled();
  if (german.length !== english.length)
    throw new Error(`bench: the German page has ${german.length} text nodes, the English ${english.length}: no floor to draw`);
  const tags = { de: languageInfo('de').tag, en: languageInfo('en').tag };
  await page.evaluate(takeOverTheClicks, { texts: { de: german, en: english }, tags });
}
