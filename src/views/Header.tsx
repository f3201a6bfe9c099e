import { css } from '@linaria/core';
import { config } from '../config.ts';
import { useTranslation } from '../machineHooks.tsx';
import { container, visuallyHidden } from '../styles/layout.ts';
import { colors, font, headerHeight, narrowViewportQuery, space, wideLayoutRem } from '../styles/tokens.ts';
import { LanguageMenu } from './LanguageMenu.tsx';
import { Logo } from './Logo.tsx';

const header = css`
  position: sticky;
  inset-block-start: 0;
  z-index: 10;
  /* Opaque, no backdrop blur: a blur behind 94% white barely showed, and repainting it slowed the
     first frames, when a visitor's first tap comes. */
  background: ${colors.surface};
  border-block-end: 1px solid ${colors.border};
`;

const bar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: ${space.lg};
  min-block-size: ${headerHeight};
  @media ${narrowViewportQuery} {
    column-gap: ${space.sm};
  }
`;

const brand = css`
  /* Basis 0: the brand takes the room the language button leaves, and wraps rather than being cut. */
  flex: 1 0 0;
  min-inline-size: 0;
  display: inline-flex;
  align-items: center;
  gap: ${space.sm};
  font-family: ${font.wordmark};
  font-weight: 700;
  font-size: 1.25rem;
  line-height: 1.15;
  text-decoration: none;
  color: ${colors.ink};
  & > img {
    flex: none;
  }
  & > bdi {
    overflow-wrap: anywhere;
    text-wrap: balance;
  }
  @media ${narrowViewportQuery} {
    font-size: 1.125rem;
  }
`;

// Below the wide layout the links take a row of their own, under the brand and the language button.
const nav = css`
  flex: none;
  @media (max-width: ${wideLayoutRem - 0.01}rem) {
    order: 3;
    flex-basis: 100%;
    overflow-x: auto;
    border-block-start: 1px solid ${colors.border};
  }
`;

const navList = css`
  display: flex;
  gap: ${space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (max-width: ${wideLayoutRem - 0.01}rem) {
    justify-content: space-between;
  }
`;

const navLink = css`
  display: inline-flex;
  align-items: center;
  min-block-size: 2.75rem;
  padding-inline: ${space.sm};
  color: ${colors.inkMuted};
  font-weight: 500;
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    color: ${colors.brand};
  }
  @media ${narrowViewportQuery} {
    padding-inline: ${space.xs};
    font-size: 0.875rem;
  }
`;

const skipLink = css`
  position: absolute;
  inset-inline-start: ${space.md};
  inset-block-start: -4rem;
  z-index: 30;
  padding: ${space.sm} ${space.md};
  background: ${colors.ink};
  color: ${colors.onDark};
  &:focus {
    inset-block-start: ${space.sm};
  }
`;

const sections = ['home', 'about', 'features', 'contact'] as const;

/** Sticky header: brand, the section links (on the landing page) and the language menu. */
export function Header({ withSectionLinks }: { readonly withSectionLinks: boolean }) {
  const { t } = useTranslation();
  return (
    <header className={header}>
      <a className={skipLink} href="#main">
        {t('nav.skipToContent')}
      </a>
      <div className={`${container} ${bar}`}>
        <a className={brand} href={withSectionLinks ? '#home' : '/'}>
          <Logo height={36} />
          {/* Isolated: a Latin brand keeps its own direction inside right-to-left copy. */}
          <bdi>{config.brandName}</bdi>
          <span className={visuallyHidden}>{t('nav.home')}</span>
        </a>
        {withSectionLinks && (
          <nav className={nav} aria-label={t('nav.primary')}>
            <ul className={navList}>
              {sections.map((id) => (
                <li key={id}>
                  <a className={navLink} href={`#${id}`}>
                    {t(`nav.${id}`)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <LanguageMenu />
      </div>
    </header>
  );
}
