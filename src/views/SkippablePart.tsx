import { type ComponentPropsWithoutRef, type ReactNode, useDeferredValue, useEffect, useRef, useState } from 'react';
import { TranslationOverride, useTranslation } from '../machineHooks.tsx';
import { belowTheFold } from '../styles/layout.ts';

type Props = ComponentPropsWithoutRef<'section'> & {
  readonly as: 'section' | 'footer';
  readonly children: ReactNode;
};

/**
 * A part of the page below the fold (`belowTheFold`): the browser skips its rendering while it is
 * far from the window, and so does React for a new language. While skipped, the part's views get the
 * new copy in a render after the next paint (`useDeferredValue`), so a language switch renders, lays
 * out and paints what the visitor sees first. Once the part nears the window it follows the language
 * at once again. Where the browser does not report skipping (no `checkVisibility` and
 * `contentvisibilityautostatechange`), the part is never taken as skipped.
 *
 * Its views come in as `children` from a component that does not itself read the language (About
 * renders `<SkippablePart><AboutContent /></SkippablePart>`): an element passed in keeps its
 * identity, so it renders when this part hands it a new language, not when the page's changes.
 */
export function SkippablePart({ as: Tag, className, children, ...rest }: Props) {
  const ref = useRef<HTMLElement>(null);
  const [skipped, setSkipped] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Skipped since the first paint (before this effect could listen): then its contents are hidden.
    const content = element.firstElementChild;
    if (content && 'checkVisibility' in content && !content.checkVisibility({ contentVisibilityAuto: true })) setSkipped(true);
    const onChange = (event: Event) => setSkipped((event as Event & { readonly skipped: boolean }).skipped);
    element.addEventListener('contentvisibilityautostatechange', onChange);
    return () => element.removeEventListener('contentvisibilityautostatechange', onChange);
  }, []);
  const now = useTranslation();
  const later = useDeferredValue(now);
  return (
    <Tag ref={ref} className={className ? `${belowTheFold} ${className}` : belowTheFold} {...rest}>
      <TranslationOverride value={skipped ? later : now}>{children}</TranslationOverride>
    </Tag>
  );
}
