import { css } from '@linaria/core';
import type { ComponentType } from 'react';
import { useTranslation } from '../machineHooks.tsx';
import { card, cardGrid, container, iconBadge, section, sectionHeading, sectionIntro } from '../styles/layout.ts';
import { colors } from '../styles/tokens.ts';
import { DeferredLanguagePart } from './DeferredLanguagePart.tsx';
import { HeadingText } from './HeadingText.tsx';
import { BadgeCheckIcon, HeadsetIcon, HeartIcon, ShieldCheckIcon, SparkleIcon, TruckIcon } from './icons.tsx';

const featureText = css`
  color: ${colors.inkMuted};
`;

const features: readonly {
  key: 'quality' | 'delivery' | 'service' | 'selection' | 'customerFirst' | 'genuine';
  Icon: ComponentType;
}[] = [
  { key: 'quality', Icon: ShieldCheckIcon },
  { key: 'delivery', Icon: TruckIcon },
  { key: 'service', Icon: HeadsetIcon },
  { key: 'selection', Icon: SparkleIcon },
  { key: 'customerFirst', Icon: HeartIcon },
  { key: 'genuine', Icon: BadgeCheckIcon },
];

/** The features section; its copy follows a new language in a transition after the click's render (DeferredLanguagePart). */
export function Features() {
  return (
    <DeferredLanguagePart as="section" id="features" className={section} aria-labelledby="features-title">
      <FeaturesContent />
    </DeferredLanguagePart>
  );
}

function FeaturesContent() {
  const { t } = useTranslation();
  return (
    <div className={container}>
      <h2 id="features-title" className={sectionHeading}>
        <HeadingText text={t('features.heading')} />
      </h2>
      <p className={sectionIntro}>{t('features.intro')}</p>
      <div className={cardGrid}>
        {features.map(({ key, Icon }) => (
          <article key={key} className={card}>
            <span className={iconBadge}>
              <Icon />
            </span>
            <h3>
              <HeadingText text={t(`features.${key}.title`)} />
            </h3>
            <p className={featureText}>{t(`features.${key}.description`)}</p>
          </article>
        ))}
      </div>
    </div>
  );
}
