import { css } from '@linaria/core';
import { config } from '../config.ts';
import { useTranslation } from '../machineHooks.tsx';
import { container, visuallyHidden } from '../styles/layout.ts';
import {
  colors,
  font,
  headerHeight,
  headerPhoneRowHeight,
  narrowViewportQuery,
  space,
  tapSize,
  wideLayoutRem,
} from '../styles/tokens.ts';
import { LanguageMenu } from './LanguageMenu.tsx';
import { Logo } from './Logo.tsx';

const header = css`
  position: sticky;
  /* One pixel above the window, that pixel padding: Firefox, scrolled to a fractional offset (a jump
     to a section), otherwise paints the header a pixel low and the page shows through above it. */
  inset-block-start: -1px;
  padding-block-start: 1px;
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
  /* Below the wide layout the brand's row is a row of its own: this is its height. */
  min-block-size: ${headerHeight};
  & > bdi {
    overflow-wrap: anywhere;
    text-wrap: balance;
  }
  @media ${narrowViewportQuery} {
    font-size: 1.125rem;
    min-block-size: ${headerPhoneRowHeight};
  }
`;

const brandLogo = css`
  block-size: 36px;
`;

// Below the wide layout the links take a row of their own, under the brand and the language button,
// from one edge of the window to the other. Where they do not fit (long words on a 320 px phone) the
// row scrolls sideways, and its end fades out over the cut link: `::after` sticks to the row's end
// while there is more to see, and rests over the list's empty end padding once there is not.
const nav = css`
  flex: none;
  @media (max-width: ${wideLayoutRem - 0.01}rem) {
    order: 3;
    display: flex;
    flex-basis: calc(100% + 2 * var(--gutter));
    margin-inline: calc(-1 * var(--gutter));
    overflow-x: auto;
    overflow-y: hidden; /* WebKit otherwise gives the row a vertical scrollbar of its own */
    scrollbar-width: thin; /* Firefox's classic scrollbar, beside the fade, need not be a wide one */
    border-block-start: 1px solid ${colors.border};
    &::after {
      content: '';
      flex: none;
      position: sticky;
      inset-inline-end: 0;
      inline-size: var(--gutter);
      margin-inline-start: calc(-1 * var(--gutter));
      /* The header's own colour, faded in by a mask: a gradient from "transparent" greys in WebKit 2.38. */
      background: ${colors.surface};
      mask-image: linear-gradient(to right, transparent, black 70%);
    }
    [dir='rtl'] &::after {
      mask-image: linear-gradient(to left, transparent, black 70%);
    }
  }
`;

const navList = css`
  display: flex;
  gap: ${space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (max-width: ${wideLayoutRem - 0.01}rem) {
    flex: 1 0 auto;
    justify-content: space-between;
    padding-inline: var(--gutter);
  }
`;

const navLink = css`
  display: inline-flex;
  align-items: center;
  min-block-size: ${tapSize};
  padding-inline: ${space.sm};
  color: ${colors.inkMuted};
  font-weight: 500;
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    color: ${colors.brand};
  }
  /* Forced colours draw every link alike: underlined, a section link still reads as a link. */
  @media (forced-colors: active) {
    text-decoration: underline;
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
  color: ${colors.surface};
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
          <Logo className={brandLogo} background="page" />
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
