import { type ComponentPropsWithoutRef, type ReactNode, useDeferredValue, useEffect, useRef, useState } from 'react';
import { languageInfo } from '../../locales/languages.ts';
import { TranslationOverride, useTranslation } from '../machineHooks.tsx';
import { belowTheFold } from '../styles/layout.ts';

type Props = ComponentPropsWithoutRef<'section'> & {
  readonly as: 'section' | 'footer';
  readonly children: ReactNode;
};

/**
 * A part of the page below the fold (`belowTheFold`: the browser skips its rendering while it is far
 * from the window). While no part of it is in the window, its views get a new language in a render
 * after the next paint (`useDeferredValue`), so a language switch renders, lays out and paints what
 * the visitor sees first. Until then the part declares the language its copy is still in (`lang` and
 * `dir`, only while that differs from the page's), so that the page's new language neither lays its
 * text out again nor tells a screen reader the wrong one. A part in the window follows the language at
 * once. Where there is no IntersectionObserver, every part is taken as in the window.
 *
 * Its views come in as `children` from a component that does not itself read the language (About
 * renders `<SkippablePart><AboutContent /></SkippablePart>`): an element passed in keeps its
 * identity, so it renders when this part hands it a new language, not when the page's changes.
 */
export function SkippablePart({ as: Tag, className, children, ...rest }: Props) {
  const ref = useRef<HTMLElement>(null);
  const [outOfView, setOutOfView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver((entries) => {
      const latest = entries.at(-1);
      if (latest) setOutOfView(!latest.isIntersecting);
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
    <Tag ref={ref} className={className ? `${belowTheFold} ${className}` : belowTheFold} {...own} {...rest}>
      <TranslationOverride value={shown}>{children}</TranslationOverride>
    </Tag>
  );
}
