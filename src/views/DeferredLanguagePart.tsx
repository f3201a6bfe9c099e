import { type ComponentPropsWithoutRef, type ReactNode, useDeferredValue } from 'react';
import { languageInfo } from '../../locales/languages.ts';
import { TranslationOverride, useTranslation } from '../machineHooks.tsx';

type Props = ComponentPropsWithoutRef<'section'> & {
  readonly as: 'section' | 'footer' | 'div';
  readonly children: ReactNode;
};

/**
 * A part that takes a new language in a transition after the click's render, declaring the one its copy is still in
 * (not an IntersectionObserver: docs/decisions.md, "The parts below the hero follow in a plain transition").
 */
export function DeferredLanguagePart({ as: Tag, children, ...rest }: Props) {
  const now = useTranslation();
  const shown = useDeferredValue(now);
  const { tag, dir } = languageInfo(shown.language);
  const own = shown.language === now.language ? {} : { lang: tag, dir };
  return (
    <Tag {...rest} {...own}>
      <TranslationOverride value={shown}>{children}</TranslationOverride>
    </Tag>
  );
}
