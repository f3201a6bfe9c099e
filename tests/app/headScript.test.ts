// The inline head script's early-input recorder, run as the browser runs it, on the menu's markup.
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { tagRules } from '../../locales/languages.ts';
import { headScript } from '../../scripts/build/head-script.ts';
import { pageStart } from '../../src/earlyInput/headScript.ts';
import { type EarlyEvent, earlyInputNames } from '../../src/earlyInput/names.ts';
import { takeEarlyInput } from '../../src/earlyInput/replay.ts';

const offered = {
  en: { tag: 'en' },
  de: { tag: 'de', chunk: '/assets/de-abc.js' },
  ar: { tag: 'ar', chunk: '/assets/ar-abc.js' },
};
const entry = '/assets/index-abc.js';
/** The chunks the entry imports in turn: preloaded with it. */
const chunks = ['/assets/pageActor-abc.js', '/assets/showPage-abc.js'];
/** As the prerender passes them (machines/lib/shop.ts, breakpoint.ts): a build's shop at shop.example. */
const shopEntry = {
  served: 'https://shop.example/pc/',
  narrow: 'https://shop.example/h5/',
  narrowQuery: '(max-width: 767.98px)',
};
const pages = {
  landing: { en: '/assets/page-landing.en.1.json', de: '/assets/page-landing.de.1.json', ar: '/assets/page-landing.ar.1.json' },
  'not-found': { en: '/assets/page-not-found.en.1.json', de: '/assets/page-not-found.de.1.json' },
};

/** The language menu as the prerender writes it (the attributes the recorder reads), and a link beside it. */
function renderMenu(open = false) {
  document.body.innerHTML = `
    <a href="#about" id="link">About</a>
    <details data-replay-scope="language-menu"${open ? ' open' : ''}>
      <summary aria-haspopup="menu" data-replay="language-menu-button">English</summary>
      <div role="menu">
        <button type="button" role="menuitemradio" data-replay="language-en" data-language="en">English</button>
        <button type="button" role="menuitemradio" data-replay="language-de" data-language="de">Deutsch</button>
      </div>
    </details>`;
}

const details = () => document.querySelector('details') as HTMLDetailsElement;
const summary = () => document.querySelector('summary') as HTMLElement;
const item = (code: string) => document.querySelector(`[data-language="${code}"]`) as HTMLElement;
const link = () => document.getElementById('link') as HTMLElement;

/** Dispatches a click as a tap would; returns whether the page's own handlers saw it, and whether it was prevented. */
function tap(element: Element) {
  const page = vi.fn();
  element.addEventListener('click', page);
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  element.removeEventListener('click', page);
  return { reachedPage: page.mock.calls.length > 0, prevented: event.defaultPrevented };
}

function press(key: string, on: Element = document.activeElement ?? document.body) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  on.dispatchEvent(event);
  return { prevented: event.defaultPrevented };
}

const entryScripts = () =>
  [...document.head.querySelectorAll('script[type="module"]')].map((script) => script.getAttribute('src'));
/** What the head script asked for ahead: `modulepreload` links, or where those are unknown (jsdom, Safari 16) script preloads. */
const preloads = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"], link[rel="preload"][as="script"]')].map((link) =>
    link.getAttribute('href'),
  );
/** Every link the head script added to <head>, in order: preloads and the web manifest. */
const linksInHead = () => [...document.head.querySelectorAll('link')].map((link) => link.getAttribute('href'));

beforeEach(() => {
  document.head.innerHTML = '';
  renderMenu();
});

let stop = () => {};
afterEach(() => {
  stop(); // every timer, listener and observer the script started
  takeEarlyInput();
  window.localStorage.clear();
  document.documentElement.className = '';
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

const start = () => {
  stop(); // a test that starts it again stops the one before
  stop = pageStart({ offered, tagRules, pages, entry, chunks, safetyMs: 3000, holdMs: 3000, names: earlyInputNames, shopEntry });
};

describe('the head script records what needs the app, before it runs', () => {
  it('records a chosen language, keeps the tap from the page, closes the menu and fetches that catalogue', async () => {
    renderMenu(true);
    start();
    const { reachedPage, prevented } = tap(item('de'));
    expect(reachedPage).toBe(false);
    expect(prevented).toBe(true);
    expect(details().open).toBe(false);
    expect(document.activeElement).toBe(summary());
    expect(entryScripts()).toEqual([entry]); // the app is wanted now: it starts loading at once
    expect(takeEarlyInput()).toEqual([{ type: 'click', scope: 'language-menu', target: 'language-de', key: undefined }]);
    // Then one a task: the app's other chunks (English, painted, comes with the app), the chosen catalogue.
    await vi.waitFor(() => expect(preloads()).toEqual([...chunks, '/assets/de-abc.js']));
  });

  it('asks first for what the app hydrates with, then for the chosen catalogue: painted in Arabic, German chosen', async () => {
    document.documentElement.lang = 'ar';
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ar']);
    renderMenu(true);
    start();
    tap(item('de'));
    expect(linksInHead()).toEqual([]); // the entry's task asks for the entry alone
    await vi.waitFor(() =>
      expect(linksInHead()).toEqual(['/assets/ar-abc.js', ...chunks, '/manifest.webmanifest', '/assets/de-abc.js']),
    );
  });

  it('asks for the app’s other chunks as modules where the browser knows modulepreload', async () => {
    const supports = vi.spyOn(DOMTokenList.prototype, 'supports').mockReturnValue(true);
    onTestFinished(() => supports.mockRestore());
    renderMenu(true);
    start();
    tap(item('de'));
    const modulePreloads = () =>
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
    await vi.waitFor(() => expect(modulePreloads()).toEqual([...chunks, '/assets/de-abc.js']));
  });

  it('preloads them as scripts fetched like modules where modulepreload is unknown (Safari 16)', async () => {
    renderMenu(true);
    start();
    tap(item('de'));
    await vi.waitFor(() => expect(preloads()).toHaveLength(1 + chunks.length));
    const links = [...document.head.querySelectorAll('link[rel="preload"]')];
    expect(links.map((link) => ['as', 'crossorigin', 'href'].map((name) => link.getAttribute(name)))).toEqual(
      [...chunks, '/assets/de-abc.js'].map((href) => ['script', '', href]),
    );
  });

  it('leaves the menu button to <details> while nothing is recorded: a native open is never replayed', () => {
    start();
    const { reachedPage, prevented } = tap(summary());
    expect(reachedPage).toBe(true);
    expect(prevented).toBe(false);
    expect(press('Enter', summary()).prevented).toBe(false);
    expect(takeEarlyInput()).toEqual([]);
  });

  it('records the arrow keys and Enter after them, but leaves Enter alone and a tap on the button native', () => {
    renderMenu(true);
    start();
    summary().focus();
    expect(press('Enter').prevented, 'Enter on the button, nothing recorded yet: the native toggle').toBe(false);
    expect(press('ArrowDown').prevented).toBe(true);
    expect(press('ArrowDown').prevented).toBe(true);
    expect(press('Enter').prevented, 'Enter after recorded keys chooses where they lead').toBe(true);
    // A tap on the button after that: the menu closes at once, and the state it leaves is recorded.
    expect(tap(summary())).toEqual({ reachedPage: true, prevented: false });
    const onButton = { scope: 'language-menu', target: 'language-menu-button' };
    expect(takeEarlyInput()).toEqual([
      ...['ArrowDown', 'ArrowDown', 'Enter'].map((key) => ({ type: 'keydown', ...onButton, key })),
      { type: 'toggle', ...onButton, open: false },
    ]);
  });

  it('records Home, End and Escape only while the menu is open (closed, they keep their page meaning)', () => {
    start();
    for (const key of ['Home', 'End', 'Escape']) expect(press(key, summary()).prevented, key).toBe(false);
    details().open = true;
    for (const key of ['Home', 'End', 'Escape']) expect(press(key, summary()).prevented, key).toBe(true);
    expect(takeEarlyInput().map((event) => event.key)).toEqual(['Home', 'End', 'Escape']);
  });

  it('lets a tap outside close an open menu at once, or records it after recorded input; the tap itself goes on', () => {
    renderMenu(true);
    start();
    expect(tap(link())).toEqual({ reachedPage: true, prevented: false });
    expect(details().open).toBe(false);
    expect(takeEarlyInput()).toEqual([]);

    renderMenu(true);
    start();
    press('ArrowDown', summary());
    expect(tap(link())).toEqual({ reachedPage: true, prevented: false });
    expect(details().open).toBe(true); // closing now would reorder it before the arrow key
    expect(takeEarlyInput().map((event) => event.type)).toEqual(['keydown', 'dismiss']);
  });

  it('never records links or keys outside the menu, nor keeps them from the page', () => {
    start();
    expect(tap(link())).toEqual({ reachedPage: true, prevented: false });
    expect(press('ArrowDown', link()).prevented).toBe(false);
    expect(press('End', document.body).prevented).toBe(false);
    expect(takeEarlyInput()).toEqual([]);
  });

  it('points a shop link pressed in a narrow window at the narrow entry, as the app will, and it follows the window', () => {
    const asked: string[] = [];
    let narrow = false;
    vi.stubGlobal('matchMedia', (query: string) => {
      asked.push(query);
      return { matches: narrow };
    });
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    const seller = 'https://shop.example/#/pagesC/applyshop/applyType';
    document.body.insertAdjacentHTML(
      'beforeend',
      `<a id="shop" href="${shopEntry.served}"><span>Start shopping</span></a><a id="phone-shop" href="${shopEntry.narrow}">Shop on your phone</a><a id="seller" href="${seller}">Sell</a>`,
    );
    const byId = (id: string) => document.getElementById(id) as HTMLElement;
    const hrefs = () => ['shop', 'phone-shop', 'seller'].map((id) => byId(id).getAttribute('href'));
    const press = (element: Element) => element.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    // The page's own handler stands in for the browser following the link (jsdom would try to navigate).
    const followed: string[] = [];
    const follow = (event: Event) => {
      followed.push((event.target as Element).closest('a')?.getAttribute('href') ?? '');
      event.preventDefault();
    };
    document.addEventListener('click', follow);
    onTestFinished(() => document.removeEventListener('click', follow));
    start();

    const shopText = byId('shop').querySelector('span') as Element; // a press lands on what is inside the link
    // A wide window: pressed and clicked, every link goes where it was served to.
    for (const element of [shopText, byId('phone-shop'), byId('seller')]) press(element);
    shopText.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(hrefs()).toEqual([shopEntry.served, shopEntry.narrow, seller]);
    // A narrow one: a press on the shop link (a tap, a long press, a middle click) points it at the narrow
    // entry before anything follows it; the other links stay as they are.
    narrow = true;
    for (const element of [shopText, byId('phone-shop'), byId('seller')]) press(element);
    expect(hrefs()).toEqual([shopEntry.narrow, shopEntry.narrow, seller]);
    byId('shop').click(); // Enter on a focused link: a click alone
    // Turned wide again before it was followed: the link this changed is pointed for the window at the
    // next press; the phone link is not.
    narrow = false;
    byId('shop').click();
    byId('phone-shop').click();
    byId('seller').click();
    expect(followed).toEqual([shopEntry.served, shopEntry.narrow, shopEntry.served, shopEntry.narrow, seller]);
    expect(hrefs()).toEqual([shopEntry.served, shopEntry.narrow, seller]);
    // The window was asked about the shop link alone: at each of its five presses and clicks.
    expect(asked).toEqual(Array(5).fill(shopEntry.narrowQuery));
    expect(takeEarlyInput()).toEqual([]); // followed, not recorded
  });

  it('points a shop link clicked alone (no press: Enter on it) in a narrow window at the narrow entry', () => {
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    document.body.insertAdjacentHTML('beforeend', `<a id="shop" href="${shopEntry.served}">Start shopping</a>`);
    const shop = document.getElementById('shop') as HTMLElement;
    shop.addEventListener('click', (event) => event.preventDefault());
    start();
    shop.click();
    expect(shop.getAttribute('href')).toBe(shopEntry.narrow);
  });

  it('stops recording when the app cannot start: its script fails to load, or throws', () => {
    for (const failure of ['load', 'throw'] as const) {
      renderMenu(true);
      start();
      tap(item('de')); // starts loading the app, and is recorded
      const script = document.head.querySelector('script[type="module"]') as HTMLScriptElement;
      if (failure === 'load') script.dispatchEvent(new Event('error'));
      else window.dispatchEvent(new ErrorEvent('error', { filename: script.src, message: 'boom' }));
      renderMenu(true);
      expect(tap(item('de')), failure).toEqual({ reachedPage: true, prevented: false });
      expect(takeEarlyInput(), failure).toEqual([]);
      document.head.innerHTML = '';
    }
  });

  it('hands over its record once: taking stops the recording, and a second take gets nothing', () => {
    renderMenu(true);
    start();
    tap(item('de'));
    const first = takeEarlyInput();
    expect(first).toHaveLength(1);
    renderMenu(true);
    expect(tap(item('de'))).toEqual({ reachedPage: true, prevented: false }); // the app's turn now
    expect(takeEarlyInput()).toEqual([]);
  });
});

/** A page served in English, and the build's files of it in German and Arabic. */
const englishRoot = '<h1 class="title">Welcome</h1><p>Shop <b>now</b></p>';
const files: Record<string, object> = {
  [pages.landing.de]: { tag: 'de', dir: 'ltr', title: 'Marktplatz', description: 'Einkaufen', root: '<h1>Willkommen</h1>' },
  [pages.landing.ar]: { tag: 'ar', dir: 'rtl', title: 'السوق', description: 'تسوّق', root: '<h1>أهلاً</h1>' },
};
function servePage() {
  // The page as an English host serves it, whichever test ran before (or none did).
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
  document.body.innerHTML = `<div id="root">${englishRoot}</div>`;
  document.head.innerHTML = '<meta name="description" content="Shop">';
}
/** The network: each file the head script asks for, answered when the test says (`answer`), or never. */
function network() {
  const asked: string[] = [];
  const waiting: (() => void)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      asked.push(url);
      return new Promise<Response>((resolve) => {
        waiting.push(() =>
          resolve(url in files ? Response.json(files[url]) : new Response('<!doctype html><h1>Not found</h1>', { status: 404 })),
        );
      });
    }),
  );
  return {
    asked,
    answer: () => {
      for (const respond of waiting.splice(0)) respond();
    },
  };
}
/** The answer's promises and the head script's continuation: a few turns of the event loop. */
const settle = () =>
  new Promise((resolve) => setTimeout(resolve, 0)).then(() => new Promise((resolve) => setTimeout(resolve, 0)));
const held = () => document.documentElement.classList.contains('lang-pending');
const rootHtml = () => document.getElementById('root')?.innerHTML;
/** jsdom has no Paint Timing: the head script starts the app on the load event there. */
const startTheApp = () => window.dispatchEvent(new Event('load'));

/** Fake timers and frames for this test, and a spy on what is appended to <body>. */
function fakeFramesAndWatchAppends() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  onTestFinished(() => {
    vi.useRealTimers();
  });
  const append = vi.spyOn(document.body, 'append');
  onTestFinished(() => append.mockRestore());
  return append;
}

describe('the head script, before the first paint', () => {
  it('shows a returning visitor their stored language: #root hidden until the page in it has come', async () => {
    servePage();
    const { asked, answer } = network();
    window.localStorage.setItem('lang', 'ar');
    start();
    expect(held()).toBe(true);
    expect(asked).toEqual([pages.landing.ar]);
    expect(rootHtml()).toBe(englishRoot);
    // Nothing else fetched before the first paint: the page's own bytes have the bandwidth.
    expect([preloads(), entryScripts()]).toEqual([[], []]);
    answer();
    await settle();
    expect(rootHtml()).toBe('<h1>أهلاً</h1>');
    expect([document.documentElement.lang, document.documentElement.dir, document.title]).toEqual(['ar', 'rtl', 'السوق']);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('تسوّق');
    expect(held()).toBe(false);
    startTheApp();
    // The entry alone in this task (each request's start costs a slow phone's main thread), then one a
    // task: the painted language's catalogue, then the app's other chunks.
    expect([linksInHead(), entryScripts()]).toEqual([[], [entry]]);
    await vi.waitFor(() => expect(linksInHead()).toEqual(['/assets/ar-abc.js', ...chunks, '/manifest.webmanifest']));
  });

  it('shows a browser language the host did not choose, the detection’s second source', async () => {
    servePage();
    const { asked, answer } = network();
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-CH', 'de-AT', 'en']);
    start();
    expect([held(), asked]).toEqual([true, [pages.landing.de]]);
    answer();
    await settle();
    expect(rootHtml()).toBe('<h1>Willkommen</h1>');
    expect(document.documentElement.lang).toBe('de');
  });

  it('leaves a page already in the visitor’s language as it is, and fetches its catalogue with the app', async () => {
    servePage();
    const { asked } = network();
    document.documentElement.lang = 'de';
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'en']);
    start();
    expect([held(), asked, preloads()]).toEqual([false, [], []]);
    startTheApp();
    expect(preloads()).toEqual([]);
    await vi.waitFor(() => expect(preloads()).toEqual(['/assets/de-abc.js', ...chunks]));
  });

  it('ignores a stored language that is not offered, and storage that throws', () => {
    servePage();
    const { asked } = network();
    window.localStorage.setItem('lang', 'fr');
    start();
    expect(held()).toBe(false);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    start();
    expect([held(), asked]).toEqual([false, []]);
  });

  it('shows the page as served, and says why, when the file is no page, or does not come in time', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const german = files[pages.landing.de];
    files[pages.landing.de] = { html: 'a host’s error page, say' };
    onTestFinished(() => {
      files[pages.landing.de] = german ?? {};
    });
    servePage();
    const { answer } = network();
    window.localStorage.setItem('lang', 'de');
    start();
    answer();
    await settle();
    expect([held(), rootHtml(), document.documentElement.lang]).toEqual([false, englishRoot, 'en']);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('could not be shown in "de"'), expect.any(Error));

    errors.mockClear();
    vi.useFakeTimers();
    try {
      start();
      expect(held()).toBe(true);
      vi.advanceTimersByTime(3000); // the hold's limit; the file never comes
      expect([held(), rootHtml()]).toEqual([false, englishRoot]);
      expect(errors).toHaveBeenCalledWith(expect.stringContaining('could not be shown in "de"'), expect.any(Error));
    } finally {
      stop();
      vi.useRealTimers();
    }
  });

  it('after the first frame, lays out an unseen copy of each language name, one a task after a frame, and leaves none behind', () => {
    const append = fakeFramesAndWatchAppends();
    const copies = () => append.mock.calls.map(([copy]) => copy as HTMLElement);
    start();
    vi.advanceTimersToNextFrame();
    expect(copies()).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(copies()).toHaveLength(1);
    // The next name waits for a frame: without one, nothing more is laid out.
    vi.advanceTimersByTime(0);
    expect(copies()).toHaveLength(1);
    vi.advanceTimersToNextFrame();
    expect(copies()).toHaveLength(1);
    vi.advanceTimersToNextTimer();
    expect(copies().map((copy) => [copy.getAttribute('aria-hidden'), copy.children.length, copy.textContent])).toEqual([
      ['true', 1, 'English'],
      ['true', 1, 'Deutsch'],
    ]);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextTimer();
    expect(copies()).toHaveLength(2);
    expect(copies().some((copy) => copy.isConnected)).toBe(false);
  });

  it('lays out no copy while the document is still being parsed: its layout would lay out what the parser added', () => {
    const append = fakeFramesAndWatchAppends();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    onTestFinished(() => readyState.mockRestore());
    start();
    for (let frame = 0; frame < 3; frame += 1) vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(0);
    expect(append).not.toHaveBeenCalled();
    readyState.mockReturnValue('interactive');
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextTimer();
    expect(append).toHaveBeenCalledTimes(1);
  });

  it('stops shaping the menu names when it is stopped between two of them', () => {
    const append = fakeFramesAndWatchAppends();
    start();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextTimer();
    expect(append).toHaveBeenCalledTimes(1);
    stop();
    vi.runAllTimers();
    expect(append).toHaveBeenCalledTimes(1);
  });

  it('warms the next visit: the app asks, and the page in the chosen language lands in the HTTP cache', () => {
    servePage();
    const { asked } = network();
    start();
    (window as unknown as Record<string, { warm(code: string): void }>)[earlyInputNames.recorder]?.warm('de');
    expect(asked).toEqual([pages.landing.de]);
  });

  it('is inlined minified, with the build’s options, as one expression', async () => {
    const inline = await headScript({ offered, tagRules, pages, entry, chunks, shopEntry });
    expect(inline).toContain(entry);
    expect(inline).toContain(chunks[1]);
    expect(inline).toContain('/assets/de-abc.js');
    expect(inline).not.toContain('\n');
    expect(inline).not.toMatch(/\/\*|\/\/ /); // no comments left
    // It runs: evaluating it records like the readable source does. (The page never stops it; here its
    // timers are fake and cleared, so none outlives the test.)
    vi.useFakeTimers();
    const listening = vi.spyOn(EventTarget.prototype, 'addEventListener');
    try {
      renderMenu(true);
      new Function(inline)();
      tap(item('de'));
      expect(takeEarlyInput().map((event: EarlyEvent) => event.target)).toEqual(['language-de']);
    } finally {
      vi.clearAllTimers();
      vi.useRealTimers();
      for (const [index, [type, listener, options]] of listening.mock.calls.entries())
        (listening.mock.contexts[index] as EventTarget).removeEventListener(type, listener, options);
    }
  });
});
