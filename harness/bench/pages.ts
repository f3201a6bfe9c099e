// Debian's Chromium for the bench, and pages in fresh contexts of it.
import { type Browser, type BrowserContextOptions, chromium, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../launchers/chromium.ts';

export const launch = (...args: string[]) => chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs, ...args] });

/** A page in a fresh context; tsx's keepNames wraps the functions sent to it in `__name`, defined there as a no-op. */
export async function newPage(browser: Browser, options: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext(options);
  await context.addInitScript('globalThis.__name = (fn) => fn;');
  return context.newPage();
}

/** `use` of a page in a fresh context, closed after. */
export async function withPage<T>(browser: Browser, options: BrowserContextOptions, use: (page: Page) => Promise<T>) {
  const page = await newPage(browser, options);
  try {
    return await use(page);
  } finally {
    await page.context().close();
  }
}
