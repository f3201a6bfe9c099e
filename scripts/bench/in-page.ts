// Functions the bench runs in the page (page.evaluate, addInitScript) are sent as their source text.
// tsx compiles with esbuild's keepNames, which wraps every named inner function in `__name(fn, "name")`:
// a helper that exists in Node, not in the page. Every bench context defines it as a no-op first.
import type { BrowserContext } from '@playwright/test';

export async function allowCompiledNames(context: BrowserContext): Promise<void> {
  await context.addInitScript('globalThis.__name = (fn) => fn;');
}
