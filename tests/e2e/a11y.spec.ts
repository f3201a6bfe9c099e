import AxeBuilder from '@axe-core/playwright';
import {
  cooperationLink,
  expect,
  expectLanguage,
  languageButton,
  languageFacts,
  languageMenu,
  offeredLanguages,
  type Page,
  partnerChatUrl,
  storeLanguage,
  test,
  waitForHydration,
} from './fixtures.ts';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** The violations as short, readable lines: rule, impact, what to fix and where. */
function readable(results: AxeResults) {
  return results.violations.map((violation) => ({
    rule: `${violation.id} (${violation.impact ?? 'unknown impact'}): ${violation.help}`,
    helpUrl: violation.helpUrl,
    nodes: violation.nodes.map((node) => `${node.target.join(' ')} → ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`),
  }));
}

async function audit(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return readable(results);
}

test.describe('accessibility (axe, WCAG 2.1 A and AA)', () => {
  for (const code of offeredLanguages) {
    test(`the landing page in ${languageFacts[code].nativeName} has no violations`, async ({ page }) => {
      if (code !== 'en') await storeLanguage(page, code);
      await page.goto('/');
      await waitForHydration(page);
      await expectLanguage(page, code);
      await expect(cooperationLink(page)).toHaveAttribute('href', partnerChatUrl(code));
      expect(await audit(page)).toEqual([]);
    });
  }

  test('the landing page with the language menu open has no violations', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await languageButton(page).click();
    await expect(languageMenu(page)).toBeVisible();
    expect(await audit(page)).toEqual([]);
  });

  test('the not-found page has no violations', async ({ page, expectConsoleError }) => {
    expectConsoleError(/^Failed to load resource: the server responded with a status of 404/);
    expectConsoleError(/^404: no page at "\/nope\/x"$/);
    await page.goto('/nope/x');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    expect(await audit(page)).toEqual([]);
  });
});
