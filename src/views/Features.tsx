import { css } from '@linaria/core';
import type { ComponentType } from 'react';
import { type FeatureCard, featureCards } from '../featureCards.ts';
import { useTranslation } from '../machineHooks.tsx';
import { card, cardGrid, container, iconBadge, section, sectionHeading, sectionIntro } from '../styles/layout.ts';
import { colors } from '../styles/tokens.ts';
import { DeferredLanguagePart } from './DeferredLanguagePart.tsx';
import { HeadingText } from './HeadingText.tsx';
import { BadgeCheckIcon, HeadsetIcon, HeartIcon, ShieldCheckIcon, SparkleIcon, TruckIcon } from './icons.tsx';

const featureText = css`
  color: ${colors.inkMuted};
`;

/** Each card's icon: a card added to the list (src/featureCards.ts) needs one here, or the build's typecheck fails. */
const icons: Readonly<Record<FeatureCard, ComponentType>> = {
  quality: ShieldCheckIcon,
  delivery: TruckIcon,
  service: HeadsetIcon,
  selection: SparkleIcon,
  customerFirst: HeartIcon,
  genuine: BadgeCheckIcon,
};

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
        {featureCards.map((key) => {
          const Icon = icons[key];
          return (
            <article key={key} className={card}>
              <span className={iconBadge}>
                <Icon />
              </span>
              <h3>
                <HeadingText text={t(`features.${key}.title`)} />
              </h3>
              <p className={featureText}>{t(`features.${key}.description`)}</p>
            </article>
          );
        })}
      </div>
    </div>
  );
}
