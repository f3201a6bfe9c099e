// The patches the build writes after #root: applied to a page prerendered in one language, each makes
// it exactly the page prerendered in another, or changes nothing at all.
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '../../locales/languages.ts';
import { languagePatch } from '../../scripts/build/language-patch.ts';
import { applyLanguagePatch } from '../../src/earlyInput/languagePatch.ts';
import { config, renderPage } from '../../src/entry-server.tsx';

const head = { tag: 'xx', dir: 'ltr', title: 'T', description: 'D' };

/** `html` as the browser holds it (React writes `<wbr/>`, the DOM serializes `<wbr>`). */
function parsed(html: string): string {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root.innerHTML;
}

function patched(served: string, wanted: string): string {
  const root = document.createElement('div');
  root.innerHTML = served;
  applyLanguagePatch(root, languagePatch(served, wanted, head));
  return root.innerHTML;
}

describe('a language patch', () => {
  it('changes text, attributes and, where the shapes differ, an element’s children', () => {
    const served = '<h1 lang="en">Hi <!-- --> there</h1><p aria-label="x">One <b>two</b></p><ul><li>a</li></ul>';
    const wanted =
      '<h1>你好<wbr>世界 <!-- --> 们</h1><p aria-label="y" title="t">Eins <b>zwei</b></p><ul><li>a</li><li>b</li></ul>';
    expect(patched(served, wanted)).toBe(wanted);
  });

  it('changes nothing, and says so, on a page that is not the one it was made for', () => {
    const patch = languagePatch('<p>One</p>', '<p>Eins</p>', head);
    const root = document.createElement('div');
    root.innerHTML = '<p>One</p><i>an extension</i>';
    expect(() => applyLanguagePatch(root, patch)).toThrow(/differs from the one the patch was made for/);
    expect(root.innerHTML).toBe('<p>One</p><i>an extension</i>');
  });

  it('makes the prerendered landing and not-found pages of every offered language into every other', async () => {
    const codes: readonly LanguageCode[] = config.offeredLanguages;
    expect(codes.length).toBeGreaterThan(1);
    for (const path of ['/', '/404']) {
      const pages = new Map(await Promise.all(codes.map(async (code) => [code, await renderPage(path, code)] as const)));
      for (const [from, served] of pages) {
        for (const [to, wanted] of pages) {
          if (from !== to) expect(patched(served, wanted), `${path}: ${from} → ${to}`).toBe(parsed(wanted));
        }
      }
    }
  });
});
