import { css } from '@linaria/core';
import type { MouseEvent, ReactNode } from 'react';
import { cooperationTarget } from '../../machines/customerService.machine.ts';
import { sellerRegistrationUrl } from '../../machines/lib/shop.ts';
import { config } from '../config.ts';
import { useCustomerService, useCustomerServiceActor, useTranslation } from '../machineHooks.tsx';
import {
  card,
  container,
  iconBadge,
  primaryButton,
  secondaryButton,
  section,
  sectionHeading,
  sectionIntro,
} from '../styles/layout.ts';
import { colors, font, space } from '../styles/tokens.ts';
import { DeferredLanguagePart } from './DeferredLanguagePart.tsx';
import { HeadingText } from './HeadingText.tsx';
import { ArrowIcon, CartIcon, HandshakeIcon, StoreIcon } from './icons.tsx';
import { ShopEntryLink } from './ShopEntryLink.tsx';

const aboutSection = css`
  background: ${colors.surfaceAlt};
`;

const cardSubtitle = css`
  color: ${colors.brand};
  font-weight: 600;
  font-size: ${font.small};
  text-transform: uppercase;
  letter-spacing: 0.06em;
`;

const cardText = css`
  color: ${colors.inkMuted};
  flex-grow: 1;
`;

// The three actions are as wide as their cards, and the cards sit three abreast only where each
// label still fits on one line: no button wraps while its neighbours do not.
const cardAction = css`
  align-self: stretch;
  margin-block-start: 0.5rem;
  padding-inline: ${space.md};
  text-align: center;
`;

const actionCards = css`
  display: grid;
  gap: ${space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 21rem), 1fr));
`;

function ValueCard(props: {
  readonly icon: ReactNode;
  readonly title: string;
  readonly subtitle: string;
  readonly description: string;
  readonly action: ReactNode;
}) {
  return (
    <article className={card}>
      <span className={iconBadge}>{props.icon}</span>
      <p className={cardSubtitle}>{props.subtitle}</p>
      <h3>
        <HeadingText text={props.title} />
      </h3>
      <p className={cardText}>{props.description}</p>
      {props.action}
    </article>
  );
}

/** A plain left click goes through the machine; modified clicks keep the browser's own behaviour. */
function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The about section; its copy follows a new language in a transition after the click's render (DeferredLanguagePart). */
export function About() {
  return (
    <DeferredLanguagePart as="section" id="about" className={`${section} ${aboutSection}`} aria-labelledby="about-title">
      <AboutContent />
    </DeferredLanguagePart>
  );
}

/**
 * The cooperation action: the customer-service chat once the lookup has found it, the fixed support
 * chat until then. It alone subscribes to the lookup, so its answer renders the link again, not the section.
 */
function CooperationLink() {
  const { t } = useTranslation();
  const href = useCustomerService((snapshot) => cooperationTarget(snapshot.context));
  const customerService = useCustomerServiceActor();
  const openCooperation = (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    customerService.send({ type: 'cooperation.open' });
  };
  return (
    <a
      className={`${secondaryButton} ${cardAction}`}
      href={href}
      rel="noopener noreferrer"
      title={t('valuePropositions.cooperate.newTabHint')}
      onClick={openCooperation}
    >
      {t('valuePropositions.cooperate.action')}
    </a>
  );
}

function AboutContent() {
  const { t } = useTranslation();
  return (
    <div className={container}>
      <h2 id="about-title" className={sectionHeading}>
        <HeadingText text={t('valuePropositions.heading')} />
      </h2>
      <p className={sectionIntro}>{t('valuePropositions.intro')}</p>
      <div className={actionCards}>
        <ValueCard
          icon={<CartIcon />}
          title={t('valuePropositions.buy.title')}
          subtitle={t('valuePropositions.buy.subtitle')}
          description={t('valuePropositions.buy.description')}
          action={
            <ShopEntryLink className={`${primaryButton} ${cardAction}`}>
              {t('valuePropositions.buy.action')}
              <ArrowIcon size={18} className="flip-in-rtl" />
            </ShopEntryLink>
          }
        />
        <ValueCard
          icon={<StoreIcon />}
          title={t('valuePropositions.sell.title')}
          subtitle={t('valuePropositions.sell.subtitle')}
          description={t('valuePropositions.sell.description')}
          action={
            <a className={`${secondaryButton} ${cardAction}`} href={sellerRegistrationUrl(config.merchantUrl)}>
              {t('valuePropositions.sell.action')}
            </a>
          }
        />
        <ValueCard
          icon={<HandshakeIcon />}
          title={t('valuePropositions.cooperate.title')}
          subtitle={t('valuePropositions.cooperate.subtitle')}
          description={t('valuePropositions.cooperate.description')}
          action={<CooperationLink />}
        />
      </div>
    </div>
  );
}
