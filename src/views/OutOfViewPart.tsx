import { type ComponentPropsWithoutRef, type ReactNode, useCallback, useDeferredValue, useState } from 'react';
import { languageInfo } from '../../locales/languages.ts';
import { TranslationOverride, useTranslation } from '../machineHooks.tsx';
import { belowTheFold } from '../styles/layout.ts';

type Props = ComponentPropsWithoutRef<'section'> & {
  readonly as: 'section' | 'footer' | 'div';
  readonly children: ReactNode;
};

/**
 * A part of the page that follows a new language after the next paint while all of it is below the
 * window: its views get the new copy in a render after that paint (`useDeferredValue`), so a language
 * switch renders, lays out and paints what the visitor sees first. Until then the part declares the
 * language its copy is still in (`lang` and `dir`, only while that differs from the page's), so that
 * the page's new face and line breaking do not lay its text out again, nor does a screen reader read
 * it in the wrong language. A part in (or above) the window follows the language at once. Where there
 * is no IntersectionObserver, every part is taken as in the window.
 *
 * Its views come in as `children` whose element keeps its identity (About renders
 * `<SkippablePart><AboutContent /></SkippablePart>`, and the hero a memoised view), so they render
 * when this part hands them a new language, not when the page's changes.
 */
export function OutOfViewPart({ as: Tag, children, ...rest }: Props) {
  const [outOfView, setOutOfView] = useState(false);
  // A ref callback that returns its cleanup (React 19): it watches whichever element the part renders.
  const watch = useCallback((element: HTMLElement | null) => {
    if (!element || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver((entries) => {
      const latest = entries.at(-1);
      // Below the window only: a part above it that changed later would change height under the
      // visitor's eyes a frame after the rest, and Safari has no scroll anchoring to hide that. (A jump
      // that takes a part from below the window to above it crosses no edge, so no report comes: the
      // part stays deferred until it next meets the window.)
      const bottom = latest?.rootBounds?.bottom ?? window.innerHeight;
      if (latest) setOutOfView(!latest.isIntersecting && latest.boundingClientRect.top >= bottom);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const now = useTranslation();
  const later = useDeferredValue(now);
  const shown = outOfView ? later : now;
  const { tag, dir } = languageInfo(shown.language);
  const own = shown.language === now.language ? {} : { lang: tag, dir };
  return (
    <Tag ref={watch} {...rest} {...own}>
      <TranslationOverride value={shown}>{children}</TranslationOverride>
    </Tag>
  );
}

/**
 * A part of the page below the fold: the browser skips its rendering while it is far from the window
 * (`belowTheFold`; all rendered once the address names a section), and it follows a new language after
 * the next paint while below the window (OutOfViewPart).
 */
export function SkippablePart({ className, ...rest }: Props) {
  return <OutOfViewPart className={className ? `${belowTheFold} ${className}` : belowTheFold} {...rest} />;
}
