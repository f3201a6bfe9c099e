import { type ComponentPropsWithoutRef, type ReactNode, startTransition, useCallback, useEffect, useState } from 'react';
import { languageInfo } from '../../locales/languages.ts';
import { afterNextPaint } from '../../machines/lib/afterNextPaint.ts';
import { TranslationOverride, useTranslation } from '../machineHooks.tsx';

type Props = ComponentPropsWithoutRef<'section'> & {
  readonly as: 'section' | 'footer' | 'div';
  readonly children: ReactNode;
};

/**
 * A language switch lays out and paints what the visitor sees first; what is below the window follows.
 * (The about and features sections, the footer, and the hero's promises, below its text on a phone,
 * where its picture is not shown.) While all of a part is below the window, its views get a new language in a render after
 * the next paint; a part in (or above) the window follows at once, in the same frame as the header.
 * Until it follows, the part declares the language its copy is still in (`lang` and `dir`, only while
 * that differs from the page's), so that the page's new face and line breaking do not lay its text out
 * again, nor does a screen reader read it in the wrong language.
 * Where there is no IntersectionObserver, every part is taken as in the window. Views read the
 * language through `useTranslation()` (src/machineHooks.tsx), which this part overrides for its
 * children; those come in as elements that keep their identity (About renders
 * `<OutOfViewPart><AboutContent /></OutOfViewPart>`, and the hero a memoised view), so they render
 * when this part hands them a new language, not when the page's changes. The customer-service lookup
 * for the new language waits for that paint too (machines/lib/afterNextPaint.ts).
 * tests/e2e/switchOrder.spec.ts shows the order frame by frame.
 *
 * The browser renders every part from the first frame. It skipped them once (`content-visibility:
 * auto`) until they neared the window, at a guessed height: the page then grew or shrank by 10 to 28 %
 * as a visitor scrolled, End stopped short of the end, and a whole-page capture showed an empty footer.
 * No guess holds for 21 languages at every width, and laying them out in the first frame costs the
 * LCP little (docs/performance.md has the figures): tests/languages/scrollLength.spec.ts holds the page
 * to its length.
 */
export function OutOfViewPart({ as: Tag, children, ...rest }: Props) {
  const [outOfView, setOutOfView] = useState(false);
  // A ref callback that returns its cleanup (React 19): it watches whichever element the part renders.
  const watch = useCallback((element: HTMLElement | null) => {
    if (!element || typeof IntersectionObserver !== 'function') return;
    // What the visitor sees of a part is its content, so that is what is watched: a section whose top
    // padding alone is in the window (the about section's, under a 1280 × 800 window) is out of it.
    // A child with no box at this width (the hero's picture on a phone) shows nothing and counts for
    // nothing; a part none of whose children has a box is taken as in the window.
    const targets = element.children.length > 0 ? [...element.children] : [element];
    const below = new Map<Element, boolean | null>(); // null: no box
    const observer = new IntersectionObserver((entries) => {
      // Below the window only: a part above it that changed later would change height under the
      // visitor's eyes a frame after the rest, and Safari has no scroll anchoring to hide that. (A jump
      // that takes a part from below the window to above it crosses no edge, so no report comes: the
      // part stays deferred until it next meets the window.)
      for (const { target, isIntersecting, boundingClientRect, rootBounds } of entries) {
        const bottom = rootBounds?.bottom ?? window.innerHeight;
        below.set(target, target.getClientRects().length ? !isIntersecting && boundingClientRect.top >= bottom : null);
      }
      if (below.size < targets.length) return;
      const values = [...below.values()];
      setOutOfView(values.includes(true) && !values.includes(false));
    });
    for (const target of targets) observer.observe(target);
    return () => observer.disconnect();
  }, []);
  const now = useTranslation();
  // The new language reaches a part below the window after the paint of the click's frame, not merely
  // at a lower priority (as `useDeferredValue` would hand it over): React then starts that render in a
  // task of its own that the browser may run before the frame, and the switch took longer to show.
  const [later, setLater] = useState(now);
  useEffect(() => {
    // Switches in quick succession land in their order (afterNextPaint's waits end first come, first
    // served), so the last language stays; an unmounted part's update is dropped by React.
    if (later !== now) void afterNextPaint().then(() => startTransition(() => setLater(now)));
  }, [now, later]);
  const shown = outOfView ? later : now;
  const { tag, dir } = languageInfo(shown.language);
  const own = shown.language === now.language ? {} : { lang: tag, dir };
  return (
    <Tag ref={watch} {...rest} {...own}>
      <TranslationOverride value={shown}>{children}</TranslationOverride>
    </Tag>
  );
}
