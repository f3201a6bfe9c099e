import { css } from '@linaria/core';
import { memo } from 'react';
import { headlineFigureTexts } from '../config.ts';
import { headlineFigures } from '../headlineFigures.ts';
import { useTranslation } from '../machineHooks.tsx';
import { container, ghostOnDarkButton, primaryButton } from '../styles/layout.ts';
import { colors, font, radius, smallPhoneQuery, space, wideLayoutRem } from '../styles/tokens.ts';
import { DeferredLanguagePart } from './DeferredLanguagePart.tsx';
import { HeadingText } from './HeadingText.tsx';
import { HeroPicture, heroColumns } from './HeroPicture.tsx';
import { ArrowIcon, BadgeCheckIcon, HeadsetIcon, TruckIcon } from './icons.tsx';
import { ShopEntryLink } from './ShopEntryLink.tsx';

const hero = css`
  color: ${colors.onDark};
  /* One opaque gradient: a warm glow from above the top right corner, through the hero's brown, to its
     dark. Opaque and single: it is drawn again under every switch's new copy (docs/decisions.md,
     "The hero's background is one opaque gradient"). */
  background: radial-gradient(90rem 70rem at 90% -5%, ${colors.heroGlow}, ${colors.heroTo} 45%, ${colors.heroFrom});
  background-color: ${colors.heroFrom}; /* under the gradient: the white text never stands on white */
  padding-block: ${space.xxl};
  @media (min-width: ${wideLayoutRem}rem) {
    /* Tighter on a wide screen, so the figures are on the first screen of a 1280 × 800 window in every language. */
    padding-block: ${space.xl};
  }
`;

const layout = css`
  display: grid;
  gap: ${space.xl};
  align-items: center;
  @media (min-width: ${wideLayoutRem}rem) {
    grid-template-columns: minmax(0, ${heroColumns.text}fr) minmax(0, ${heroColumns.picture}fr);
  }
`;

const inner = css`
  display: grid;
  gap: ${space.lg};
  justify-items: start;
  @media (min-width: ${wideLayoutRem}rem) {
    gap: ${space.md};
  }
`;

// Beside the text on a wide screen: the picture, and under it the three promises.
const side = css`
  display: grid;
  gap: ${space.md};
`;

const trustPanel = css`
  display: grid;
  gap: ${space.md};
  margin: 0;
  padding: ${space.lg};
  list-style: none;
  border-radius: ${radius.md};
  background: rgb(255 255 255 / 0.06);
  border: 1px solid rgb(255 255 255 / 0.14);
  & li {
    display: flex;
    align-items: center;
    gap: ${space.md};
    font-weight: 600;
  }
  & li > span:first-child {
    flex: none;
    display: inline-grid;
    place-items: center;
    inline-size: 2.75rem;
    block-size: 2.75rem;
    border-radius: ${radius.sm};
    background: rgb(253 186 116 / 0.16);
    color: ${colors.accent};
  }
`;

const eyebrow = css`
  display: inline-block;
  padding: ${space.xs} ${space.md};
  border-radius: ${radius.pill};
  background: rgb(255 255 255 / 0.12);
  color: ${colors.accent};
  font-weight: 600;
  font-size: ${font.small};
`;

const title = css`
  font-size: ${font.h1};
  letter-spacing: -0.02em;
  max-inline-size: 20ch;
  @media (min-width: ${wideLayoutRem}rem) {
    max-inline-size: 24ch;
  }
`;

const subtitle = css`
  font-size: ${font.lead};
  font-weight: 600;
  color: ${colors.accent};
`;

const description = css`
  max-inline-size: 40rem;
  color: ${colors.onDarkMuted};
  font-size: ${font.lead};
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md};
`;

const figureList = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md};
  inline-size: 100%;
  max-inline-size: 40rem;
  margin: ${space.lg} 0 0;
  padding: 0;
  @media (min-width: ${wideLayoutRem}rem) {
    margin-block-start: ${space.sm};
  }
  @media ${smallPhoneQuery} {
    gap: ${space.sm};
  }
`;

const figure = css`
  /* Equal shares of the row, but as a flex item never narrower than its figure, which does not wrap (the
     widest, "100 тыс.+" and "10 مليون+", are 4.8 em): when they do not all fit a row, the last ones take the next.
     (Not container query units: Safari 16 leaves a container's descendants with stale inherited styles,
     the figures hidden after lang-pending.) */
  flex: 1 1 0;
  display: flex;
  flex-direction: column-reverse;
  padding: ${space.md};
  border-radius: ${radius.md};
  background: rgb(255 255 255 / 0.08);
  border: 1px solid rgb(255 255 255 / 0.14);
  & dd {
    margin: 0;
    font-size: clamp(1.5rem, 1.1rem + 1.8vw, 2rem);
    font-weight: 800;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  & dt {
    color: ${colors.onDarkMuted};
    font-size: ${font.small};
  }
  /* Four figures or more (a quantity query: the first of at least four, and each after it): on a wide
     screen they share one row with the phone's number size and less padding, so the last stays on the
     first screen (docs/typography.md); three keep the larger size. */
  @media (min-width: ${wideLayoutRem}rem) {
    &:first-child:nth-last-child(n + 4),
    &:first-child:nth-last-child(n + 4) ~ & {
      padding: ${space.sm};
      & dd {
        font-size: 1.5rem;
      }
    }
  }
  @media ${smallPhoneQuery} {
    /* Small phones: one figure a row, value before its label, so long figures (100.000+) fit. */
    flex-basis: 100%;
    flex-direction: row-reverse;
    justify-content: flex-end;
    align-items: baseline;
    gap: ${space.md};
    padding-block: ${space.sm};
  }
`;

/**
 * The picture and the promises beside the text (below it on a phone, out of the first screen): an
 * DeferredLanguagePart's view, memoised so that it renders when that part hands it a language, not with the hero.
 */
const HeroSide = memo(function HeroSide() {
  const { t } = useTranslation();
  return (
    <>
      <HeroPicture />
      <ul className={trustPanel}>
        <li>
          <span>
            <BadgeCheckIcon />
          </span>
          <span>{t('marketing.refundBadge')}</span>
        </li>
        <li>
          <span>
            <HeadsetIcon />
          </span>
          <span>{t('marketing.supportBadge')}</span>
        </li>
        <li>
          <span>
            <TruckIcon />
          </span>
          <span>
            <HeadingText text={t('features.delivery.title')} />
          </span>
        </li>
      </ul>
    </>
  );
});

export function Hero() {
  const { t, language } = useTranslation();
  // Formatted by the build for every offered language (the only ones the page is in); else English's, as a missing key.
  const figures = headlineFigureTexts[language] ?? headlineFigureTexts.en;
  return (
    <section id="home" className={hero} aria-labelledby="home-title">
      <div className={`${container} ${layout}`}>
        <div className={inner}>
          <p className={eyebrow}>{t('marketing.tagline')}</p>
          <h1 id="home-title" className={title}>
            <HeadingText text={t('hero.title')} />
          </h1>
          <p className={subtitle}>
            <HeadingText text={t('hero.subtitle')} />
          </p>
          <p className={description}>{t('hero.description')}</p>
          <div className={actions}>
            <ShopEntryLink className={primaryButton}>
              {t('hero.getStarted')}
              <ArrowIcon size={20} className="flip-in-rtl" />
            </ShopEntryLink>
            <a className={ghostOnDarkButton} href="#about">
              {t('hero.learnMore')}
            </a>
          </div>
          <dl className={figureList} aria-label={t('headlineFigures.label')}>
            {headlineFigures.map(({ key }, index) => (
              <div key={key} className={figure}>
                <dt>{t(`headlineFigures.${key}`)}</dt>
                <dd>{figures?.[index]}</dd>
              </div>
            ))}
          </dl>
        </div>
        <DeferredLanguagePart as="div" className={side}>
          <HeroSide />
        </DeferredLanguagePart>
      </div>
    </section>
  );
}
