// The browser side of the Content Security Policy: what a page was refused, and the policy it carries.
import type { Page } from '@playwright/test';
import { pageSettles } from '../playwright/fixtures.ts';

export interface Violation {
  readonly directive: string;
  readonly blocked: string;
  readonly source: string;
  readonly line: number;
  readonly sample: string;
}

declare global {
  interface Window {
    __cspViolations?: Violation[];
  }
}

/** Records every `securitypolicyviolation` of the page on `window.__cspViolations`, from the first script on. */
export async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const violations: Violation[] = [];
    window.__cspViolations = violations;
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        violations.push({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          source: event.sourceFile,
          line: event.lineNumber,
          sample: event.sample,
        });
      },
      true,
    );
  });
}

/** The violations so far, once the page has settled and every report queued has been dispatched. */
export async function violations(page: Page): Promise<Violation[]> {
  await pageSettles(page);
  return page.evaluate(() => window.__cspViolations ?? []);
}

/**
 * The policy of the page's `<meta http-equiv="Content-Security-Policy">`, when it is where it must be:
 * right after `<meta charset>`, before any script, style or link it governs. Otherwise null.
 */
export function pagePolicyFirstInHead(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const [charset, policy] = document.head.children;
    const isPolicy = policy?.matches('meta[http-equiv="Content-Security-Policy"]') ?? false;
    return charset?.matches('meta[charset]') && isPolicy ? (policy?.getAttribute('content') ?? null) : null;
  });
}
