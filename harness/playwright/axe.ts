/** The page's accessibility audit (axe, WCAG 2.1 A and AA), shared by the browser suites. */
import axe from 'axe-core';
import type { Page } from './fixtures.ts';

type Axe = typeof axe;

/** The violations as short, readable lines: rule, impact, what to fix and where. */
function readable(results: axe.AxeResults) {
  return results.violations.map((violation) => ({
    rule: `${violation.id} (${violation.impact ?? 'unknown impact'}): ${violation.help}`,
    helpUrl: violation.helpUrl,
    nodes: violation.nodes.map((node) => `${node.target.join(' ')} → ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`),
  }));
}

/**
 * Every WCAG 2.1 A and AA violation axe finds on the page as it is now (an empty list when none);
 * `skippedRules`, each with its reason where it is passed, are not run.
 *
 * axe-core's own `axe.run`, in the page: its source is evaluated once per document (a second audit of
 * the same page, the menu open, runs at once). `@axe-core/playwright` evaluated it twice per audit and
 * finished each in a new page: 2.0 s an audit of the landing page against 0.85 s here (headless shell,
 * quiet). The page has no frames, which that package's per-frame runs are for.
 */
export async function audit(page: Page, skippedRules: readonly string[] = []) {
  const present = await page.evaluate(() => typeof (window as unknown as { axe?: Axe }).axe?.run === 'function');
  if (!present) await page.evaluate(axe.source);
  const results = await page.evaluate(
    ({ tags, skipped }) =>
      (window as unknown as { axe: Axe }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        rules: Object.fromEntries(skipped.map((id) => [id, { enabled: false }])),
      }),
    { tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'], skipped: [...skippedRules] },
  );
  return readable(results);
}
