/**
 * Debian's WPE WebKit 2.38 (the engine of Safari 16): its MiniBrowser, headless, driven by webdriverio
 * over WebDriver classic through WPEWebDriver (which rejects the BiDi `webSocketUrl` capability).
 *
 * The headless MiniBrowser has a fixed 1280×720 window and ignores Set Window Rect, so this driver
 * sizes the viewport by holding the page in a same-origin frame of the asked size (site.ts serves
 * it) and works inside that frame: media queries, matchMedia and resize events follow the frame.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { Key, remote } from 'webdriverio';
import type { EngineDriver, LaunchOptions } from './driver.ts';
import { browserStartLimitMs, ports, siteOrigin } from './environment.ts';
import { viewportFramePath } from './site.ts';

export const webDriverPath = process.env.WPE_WEBDRIVER_PATH ?? '/usr/bin/WPEWebDriver';
export const miniBrowserPath = process.env.WPE_MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/wpe-webkit-1.1/MiniBrowser';

const keys = {
  Enter: Key.Enter,
  Space: Key.Space,
  ArrowDown: Key.ArrowDown,
  ArrowUp: Key.ArrowUp,
  Escape: Key.Escape,
  Tab: Key.Tab,
  End: Key.End,
  Home: Key.Home,
  PageDown: Key.PageDown,
} as const;

const stopSignals = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const;

/** Ended by itself or by a signal (a stopped driver has `signalCode` set and `exitCode` null). */
const hasExited = (driver: ChildProcess) => driver.exitCode !== null || driver.signalCode !== null;

async function startWebDriver(): Promise<ChildProcess> {
  // Its own process group: stopping it must take the MiniBrowser and its web processes along.
  const driver = spawn(webDriverPath, [`--port=${ports.webDriver}`], { stdio: 'ignore', detached: true });
  // Even when the run is cut short (a timed-out hook, or `npm test` stopping it with SIGTERM, which ends
  // a process without its 'exit' event), no browser outlives the test process.
  const stopTheGroup = () => {
    if (!hasExited(driver) && driver.pid !== undefined) process.kill(-driver.pid, 'SIGTERM');
  };
  const onSignal = (signal: NodeJS.Signals) => {
    stopTheGroup();
    process.kill(process.pid, signal); // then ends as the signal would have ended it
  };
  process.once('exit', stopTheGroup);
  for (const signal of stopSignals) process.once(signal, onSignal);
  driver.once('exit', () => {
    process.off('exit', stopTheGroup);
    for (const signal of stopSignals) process.off(signal, onSignal);
  });
  const giveUpAt = Date.now() + browserStartLimitMs;
  while (Date.now() < giveUpAt && !hasExited(driver)) {
    const ready = await fetch(`http://127.0.0.1:${ports.webDriver}/status`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return driver;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (hasExited(driver)) {
    const how = driver.signalCode ? `on ${driver.signalCode}` : `with exit code ${driver.exitCode}`;
    throw new Error(`${webDriverPath} ended ${how} before it answered`);
  }
  await stopWebDriver(driver);
  throw new Error(`${webDriverPath} did not answer on port ${ports.webDriver} within ${browserStartLimitMs / 1000} s`);
}

async function stopWebDriver(driver: ChildProcess): Promise<void> {
  if (hasExited(driver) || driver.pid === undefined) return;
  const exited = once(driver, 'exit');
  process.kill(-driver.pid, 'SIGTERM');
  await exited;
}

const capabilities = {
  'wdio:enforceWebDriverClassic': true,
  'wpe:browserOptions': {
    binary: miniBrowserPath,
    // Anything not on loopback goes to a proxy port where nothing listens: tests stay on this machine.
    args: [
      '--automation',
      '--headless',
      `--proxy=http://127.0.0.1:${ports.nowhere}`,
      '--ignore-host=127.0.0.1',
      '--ignore-host=localhost',
    ],
  },
} as const;

/**
 * WPE WebKit 2.38 offers no way to set `prefers-color-scheme`, so for the dark scheme the page's own
 * dark rules (its `@media (prefers-color-scheme: dark)` blocks) are made unconditional after each load:
 * the same declarations the media query would apply. Runs in the page.
 */
function applyDarkSchemeRules() {
  for (const sheet of document.styleSheets) {
    for (const rule of sheet.cssRules) {
      if (rule instanceof CSSMediaRule && /prefers-color-scheme:\s*dark/.test(rule.media.mediaText)) rule.media.mediaText = 'all';
    }
  }
}

export async function launchWebKit({ colorScheme = 'light' }: LaunchOptions = {}): Promise<EngineDriver> {
  const driver = await startWebDriver();
  const browser = await remote({
    hostname: '127.0.0.1',
    port: ports.webDriver,
    path: '/',
    logLevel: 'error',
    // The limit of each WebDriver request, the new session's among them (the MiniBrowser's start):
    // webdriverio's default, written out because it is that start's limit.
    connectionRetryTimeout: browserStartLimitMs,
    capabilities,
  }).catch(async (error: unknown) => {
    await stopWebDriver(driver);
    throw error;
  });
  const page = await browser.getWindowHandle();
  let viewport = { width: 1280, height: 720 };

  const enterFrame = async () => {
    await browser.switchFrame(await browser.$('#viewport'));
  };
  const inFrameHolder = async () => new URL(await browser.getUrl()).pathname === viewportFramePath;
  const others = async () => (await browser.getWindowHandles()).filter((handle) => handle !== page);
  const backToPage = async () => {
    await browser.switchToWindow(page);
    await enterFrame();
  };

  return {
    engine: 'webkit',
    async goto(path) {
      await browser.switchFrame(null);
      const query = new URLSearchParams({ width: String(viewport.width), height: String(viewport.height), path });
      await browser.url(`${siteOrigin}${viewportFramePath}?${query}`); // returns after the load event, the frame's included
      await enterFrame();
      if (colorScheme === 'dark') await browser.execute(applyDarkSchemeRules);
    },
    async click(selector) {
      await browser.$('css' in selector ? selector.css : selector.xpath).click();
    },
    async press(key) {
      await browser.keys(keys[key]);
    },
    // webdriverio types a script's arguments and result its own way; the values are the same JSON.
    evaluate: (fn, ...args) => browser.execute(fn as (...values: unknown[]) => unknown, ...args) as never,
    async setViewport(width, height) {
      viewport = { width, height };
      await browser.switchFrame(null);
      if (!(await inFrameHolder())) return; // the next goto uses the size
      await browser.execute(
        (frameWidth, frameHeight) => {
          const frame = document.getElementById('viewport');
          frame?.style.setProperty('width', `${frameWidth}px`);
          frame?.style.setProperty('height', `${frameHeight}px`);
        },
        width,
        height,
      );
      await enterFrame();
    },
    async popupUrls() {
      const urls: string[] = [];
      for (const handle of await others()) {
        await browser.switchToWindow(handle);
        urls.push(await browser.getUrl());
      }
      await backToPage();
      return urls;
    },
    async closePopups() {
      for (const handle of await others()) {
        await browser.switchToWindow(handle);
        await browser.closeWindow();
      }
      await backToPage();
    },
    async screenshot(file) {
      await browser.switchFrame(null);
      await browser.$('#viewport').saveScreenshot(file);
      await enterFrame();
    },
    async close() {
      await browser.deleteSession().catch(() => undefined); // the driver goes down next in any case
      await stopWebDriver(driver);
    },
  };
}
