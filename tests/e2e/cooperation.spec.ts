import {
  answers,
  type CustomerServiceAnswer,
  chooseLanguage,
  cooperationLink,
  customerServiceEndpoint,
  customerServiceUrl,
  expect,
  german,
  lookupFailureLog,
  onlyOnDesktop,
  onlyOnPhone,
  type Page,
  pageSettles,
  supportChatUrl,
  test,
  waitForHydration,
} from './fixtures.ts';

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
  test.describe('independent of the window width: runs once, in the phone project', () => {
    test.skip(onlyOnPhone, 'runs in the phone project');

    test('looks up the customer-service URL once, for the language on screen', async ({ page, shop }) => {
      const lookup = page.waitForResponse(customerServiceEndpoint('en'));
      await page.goto('/');
      const response = await lookup;
      expect(response.status()).toBe(200);
      await expect(cooperationLink(page)).toHaveAttribute('href', customerServiceUrl('en'));
      expect(shop.lookupUrls).toEqual([customerServiceEndpoint('en')]);
    });

    test('goes to the support link in the same tab when the lookup failed', async ({ page, shop, expectConsoleError }) => {
      expectConsoleError(/^Failed to load resource: the server responded with a status of 500/);
      expectConsoleError(lookupFailureLog);
      shop.answerCustomerService(answers.status(500));
      const lookup = page.waitForResponse(customerServiceEndpoint('en'));
      await page.goto('/');
      await lookup;
      await expect(cooperationLink(page)).toHaveAttribute('href', supportChatUrl);
      await waitForHydration(page);
      const lookupsBefore = shop.lookups.length;
      await expectSameTabSupportChat(page);
      expect(shop.lookups.length, 'the click made no new request').toBe(lookupsBefore);
    });
  });

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

    test('looks up again when the language changes, and opens the new language’s URL', async ({ page, shop }) => {
      await page.goto('/');
      await expect(cooperationLink(page)).toHaveAttribute('href', customerServiceUrl('en'));
      await chooseLanguage(page, 'Deutsch');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(german.heroTitle);
      await expect(cooperationLink(page)).toHaveAttribute('href', customerServiceUrl('de'));
      expect(shop.lookups).toEqual(['en', 'de']);

      const popup = page.context().waitForEvent('page');
      await cooperationLink(page).click();
      const chat = await popup;
      await chat.waitForURL(customerServiceUrl('de'));
      expect(new URL(page.url()).pathname).toBe('/');
    });

    test('a slow answer for the previous language never wins over the new one', async ({ page, shop }) => {
      const english = answers.held(answers.ok());
      shop.answerCustomerServiceFor('en', english.answer);
      await page.goto('/');
      await waitForHydration(page);
      await expect.poll(() => shop.lookups).toEqual(['en']);
      // Switch while the English answer is still on its way (nothing fetched yet: the support link shows).
      await expect(cooperationLink(page)).toHaveAttribute('href', supportChatUrl);
      await chooseLanguage(page, 'Deutsch');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(german.heroTitle);
      await expect(cooperationLink(page)).toHaveAttribute('href', customerServiceUrl('de'));
      // Now let the late English answer arrive (or be refused), and the page do what it does with it; then look again.
      english.release();
      await shop.settled();
      await pageSettles(page);
      await expect(cooperationLink(page)).toHaveAttribute('href', customerServiceUrl('de'));
      expect(shop.lookups).toEqual(['en', 'de']);
    });
  });

  test.describe('every failed lookup falls back to the support link and is logged', () => {
    test.skip(onlyOnPhone, 'independent of the window width: runs once, in the phone project');

    const failures: readonly {
      name: string;
      answer: CustomerServiceAnswer;
      logged: RegExp;
      browserLogs?: RegExp;
    }[] = [
      {
        name: 'the lookup answers 500',
        answer: answers.status(500),
        logged: /HTTP error! Status: 500/,
        browserLogs: /^Failed to load resource: the server responded with a status of 500/,
      },
      {
        name: 'the answer’s code is "1"',
        answer: answers.json({ code: '1', data: { customer_service_url: customerServiceUrl('en') } }),
        logged: /code/,
      },
      {
        name: 'the answer’s code is the number 0',
        answer: answers.json({ code: 0, data: { customer_service_url: customerServiceUrl('en') } }),
        logged: /code/,
      },
      { name: 'the answer has no data', answer: answers.json({ code: '0' }), logged: /data/ },
      {
        name: 'the URL is empty',
        answer: answers.json({ code: '0', data: { customer_service_url: '' } }),
        logged: /customer_service_url/,
      },
      {
        name: 'the URL is relative',
        answer: answers.json({ code: '0', data: { customer_service_url: '/chat' } }),
        logged: /URL/,
      },
      {
        name: 'the URL is javascript:',
        answer: answers.json({ code: '0', data: { customer_service_url: 'javascript:alert(1)' } }),
        logged: /URL/,
      },
      { name: 'the answer is not JSON', answer: answers.raw('<html>Bad gateway</html>', 'text/html'), logged: /JSON/ },
      {
        name: 'the network fails',
        answer: answers.networkFailure(),
        logged: /Failed to fetch/,
        browserLogs: /^Failed to load resource: net::ERR_FAILED/,
      },
    ];

    for (const { name, answer, logged, browserLogs } of failures) {
      test(`falls back to the support link when ${name}`, async ({ page, shop, browserConsole, expectConsoleError }) => {
        expectConsoleError(lookupFailureLog);
        if (browserLogs) expectConsoleError(browserLogs);
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

    test('falls back to the support link when the lookup times out after 8 seconds', async ({
      page,
      shop,
      browserConsole,
      expectConsoleError,
    }) => {
      expectConsoleError(lookupFailureLog);
      shop.answerCustomerService(answers.never());
      // The page's clock is paused before it runs, so its timers move only when this test moves them,
      // however long a busy machine takes to load the page. The 8 seconds count from the machines' start,
      // which the page marks on <html>: note that moment on the page's own clock.
      await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') });
      // A minute on, so that however slowly this line comes, the pause lies ahead of the running clock.
      await page.clock.pauseAt(new Date('2026-01-01T00:01:00Z'));
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (document.documentElement.dataset.app !== 'running') return;
          document.documentElement.dataset.startedAt = String(performance.now());
          observer.disconnect();
        }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-app'] });
      });
      await page.goto('/');
      // The head script starts the app from a timer: step the clock until it has.
      await expect
        .poll(async () => {
          await page.clock.runFor(10);
          return page.evaluate(() => document.documentElement.dataset.app);
        })
        .toBe('running');
      const sinceStart = () => page.evaluate(() => performance.now() - Number(document.documentElement.dataset.startedAt));

      await page.clock.runFor(7_500 - (await sinceStart()));
      expect(await sinceStart()).toBe(7_500);
      // The lookup was sent (after the frames it waits for) and is still waiting: no failure yet.
      await expect.poll(() => shop.lookups).toEqual(['en']);
      expect(browserConsole.errors()).toEqual([]);
      await page.clock.runFor(600);
      const message = await browserConsole.waitForError(lookupFailureLog);
      expect(message).toMatch(/Timed out after 8000 ms/);
      await expect(cooperationLink(page)).toHaveAttribute('href', supportChatUrl);
      await expectSameTabSupportChat(page);
      expect(shop.lookups).toEqual(['en']);
    });
  });
});
