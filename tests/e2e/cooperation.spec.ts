import {
  answers,
  cooperationLink,
  customerServiceUrl,
  expect,
  lookupFailureLog,
  onlyOnDesktop,
  onlyOnPhone,
  type Page,
  supportChatUrl,
  test,
  waitForHydration,
} from '@marketplace-landing/harness/playwright';

/** Clicks the cooperation link and expects the same tab to go to the support chat, with no popup. */
async function expectSameTabSupportChat(page: Page): Promise<void> {
  const popups: string[] = [];
  page.context().on('page', (opened) => popups.push(opened.url()));
  await cooperationLink(page).click();
  await page.waitForURL(supportChatUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Support chat');
  expect(popups, 'no new tab opened').toEqual([]);
}

test.describe('cooperation inquiry', () => {
  test.describe('independent of the window width: runs once, in the desktop project', () => {
    test.skip(onlyOnDesktop, 'runs in the desktop project');

    test('opens the fetched URL in a new tab without an opener and keeps the landing page', async ({ page, shop }) => {
      await page.goto('/');
      await expect(cooperationLink(page)).toHaveAttribute('href', customerServiceUrl('en'));
      const lookupsBefore = shop.lookups.length;

      const popup = page.context().waitForEvent('page');
      await cooperationLink(page).click();
      const chat = await popup;
      await chat.waitForURL(customerServiceUrl('en'));
      await expect(chat.getByRole('heading', { level: 1 })).toHaveText('Partner chat (en)');
      expect(await chat.evaluate(() => window.opener)).toBeNull();

      // The landing page stays where it was, and the click made no new request.
      expect(new URL(page.url()).pathname).toBe('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(shop.lookups.length).toBe(lookupsBefore);
    });
  });

  // The failures the browser takes part in: its fetch and its console. Every other answer the client refuses
  // is its rule (tests/app/customerServiceLookup.test.ts), the fallback and the timeout the machine's
  // (tests/machines/customerService.machine.test.ts).
  test.describe('a failed lookup falls back to the support link in the same tab and is logged', () => {
    test.skip(onlyOnPhone, 'independent of the window width: runs once, in the phone project');

    // What fails, what the page logs, and what the browser logs of it.
    for (const [name, answer, logged, browserLogs] of [
      [
        'the lookup answers 500',
        answers.status(500),
        /HTTP error! Status: 500/,
        /^Failed to load resource: the server responded with a status of 500/,
      ],
      ['the network fails', answers.networkFailure(), /Failed to fetch/, /^Failed to load resource: net::ERR_FAILED/],
    ] as const) {
      test(`falls back to the support link when ${name}`, async ({ page, shop, browserConsole, expectConsoleError }) => {
        expectConsoleError(lookupFailureLog);
        expectConsoleError(browserLogs);
        shop.answerCustomerService(answer);
        await page.goto('/');
        const message = await browserConsole.waitForError(lookupFailureLog);
        expect(message).toMatch(logged);
        await expect(cooperationLink(page)).toHaveAttribute('href', supportChatUrl);
        await waitForHydration(page);
        expect(shop.lookups).toEqual(['en']);
        await expectSameTabSupportChat(page);
        expect(shop.lookups, 'the click made no new request').toEqual(['en']);
      });
    }
  });
});
