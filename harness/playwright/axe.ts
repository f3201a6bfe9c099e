/** The page's accessibility audit (axe, WCAG 2.1 A and AA), shared by the browser suites. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from './fixtures.ts';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** The violations as short, readable lines: rule, impact, what to fix and where. */
function readable(results: AxeResults) {
  return results.violations.map((violation) => ({
    rule: `${violation.id} (${violation.impact ?? 'unknown impact'}): ${violation.help}`,
    helpUrl: violation.helpUrl,
    nodes: violation.nodes.map((node) => `${node.target.join(' ')} → ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`),
  }));
}

/**
 * Every WCAG 2.1 A and AA violation axe finds on the page as it is now (an empty list when none);
 * `skippedRules`, each with its reason where it is passed, are not run.
 */
export async function audit(page: Page, skippedRules: readonly string[] = []) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .disableRules([...skippedRules])
    .analyze();
  return readable(results);
}
