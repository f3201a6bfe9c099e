// Every visitor's first paint in their own language, on the host's own server: the page the host picks
// from Accept-Language (the same rules as the app's detection, made from locales/languages.ts), and in
// Chromium on a throttled phone, what the first frames that show the page say, for a visitor whose
// browser speaks German or Chinese and for one who chose German before.

import { offeredInBuild } from '@marketplace-landing/harness/hosts/build';
import { expect, languageFacts, storeLanguage, test, waitForHydration } from '@marketplace-landing/harness/playwright';
import { throttleLikeASlowPhone } from '@marketplace-landing/harness/slow-phone';
import { languageInfo, tagRules } from '../../locales/languages.ts';
import { detectLanguage } from '../../machines/lib/detectLanguage.ts';

const offered = offeredInBuild() as Parameters<typeof detectLanguage>[1];

/** The language the app detects for a browser sending `header`, with nothing stored. */
const detected = (header: string) =>
  detectLanguage(
    { stored: null, browserLanguages: header.split(',').map((item) => item.split(';')[0] ?? ''), htmlLang: null },
    offered,
    tagRules,
  ).language;

// A smoke test of each host's negotiation: the matcher itself is tested once, by property
// (tests/app/acceptLanguage.test.ts).
const headers = [
  'de-DE,de;q=0.9,en;q=0.8',
  'zh-TW,zh;q=0.9,en;q=0.8', // Traditional is not offered by default: Chinese, then, is Simplified
  'fr-CH, fr;q=0.9, de;q=0.8, en;q=0.7', // French is not offered: the next preference
  '',
];

test.describe('the host picks the page’s language from Accept-Language', () => {
  for (const header of headers) {
    test(`${JSON.stringify(header)}: /, /about.html and a miss in ${detected(header)}`, async ({ request }) => {
      const code = detected(header);
      expect(offered).toContain(code);
      for (const [path, status] of [
        ['/', 200],
        ['/about.html', 200],
        ['/nope', 404],
      ] as const) {
        const response = await request.get(path, { headers: header ? { 'Accept-Language': header } : {} });
        expect(response.status(), path).toBe(status);
        expect(response.headers().vary ?? '', path).toMatch(/accept-language/i);
        const html = await response.text();
        expect(html.match(/<html lang="([^"]+)"/)?.[1], path).toBe(languageInfo(code).tag);
        expect(html.includes(`data-page="${status === 404 ? 'not-found' : 'landing'}"`), path).toBe(true);
      }
    });
  }
});

interface Frame {
  readonly time: number;
  readonly lang: string;
  readonly title: string;
}

/**
 * Before the page's own scripts: every frame that shows #root, its language and heading, until the app
 * runs. A frame may come while the parser is still short of the heading, or inside it (on a busy
 * machine it does): such a frame shows the page too, with the heading empty or begun.
 */
function recordFrames() {
  const frames: Frame[] = [];
  const paints = { fcp: 0 };
  Object.assign(window, { __frames: frames, __paints: paints });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntriesByName('first-contentful-paint')) paints.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  const tick = (time: number) => {
    const root = document.getElementById('root');
    if (root?.textContent?.trim() && getComputedStyle(root).visibility !== 'hidden') {
      frames.push({ time, lang: document.documentElement.lang, title: root.querySelector('h1')?.textContent ?? '' });
    }
    if (document.documentElement.dataset.app !== 'running') requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

const visitors = [
  { who: 'a German browser', locale: 'de-DE', stored: null, code: 'de' },
  { who: 'a Chinese browser', locale: 'zh-CN', stored: null, code: 'cn' },
  { who: 'an English browser that chose German before', locale: 'en-US', stored: 'de', code: 'de' },
] as const;

for (const { who, locale, stored, code } of visitors) {
  test.describe(`${who}, on a slow phone`, () => {
    test.use({ locale, viewport: { width: 412, height: 823 } });

    test(`sees ${code} in the first frame that shows the page, and no other language before the app runs`, async ({ page }) => {
      test.skip(!offered.includes(code), `${code} is not offered by this build`);
      test.setTimeout(60_000);
      if (stored) await storeLanguage(page, stored);
      await page.addInitScript(recordFrames);
      await throttleLikeASlowPhone(page);
      await page.goto('/');
      await waitForHydration(page);
      const { frames, fcp } = await page.evaluate(() => {
        const seen = window as unknown as { __frames: Frame[]; __paints: { fcp: number } };
        return { frames: seen.__frames, fcp: seen.__paints.fcp };
      });
      const { tag, heroTitle } = languageFacts[code];
      expect(frames.length, 'frames that showed the page before the app ran').toBeGreaterThan(0);
      // The heading as parsed so far: none of it, part of it (its highlighted words still to come), or all.
      expect(frames.filter((frame) => frame.lang !== tag || !heroTitle.startsWith(frame.title))).toEqual([]);
      expect(
        frames.some((frame) => frame.title === heroTitle),
        'a frame showed the hero heading',
      ).toBe(true);
      // The first contentful paint is that first frame: nothing was painted in another language before it.
      expect(fcp).toBeGreaterThanOrEqual(frames[0]?.time ?? Number.POSITIVE_INFINITY);
    });
  });
}
