import { css } from '@linaria/core';
import { sellerRegistrationUrl, shopEntryUrl } from '../../machines/lib/shop.ts';
import { config, legalPages } from '../config.ts';
import { useTranslation } from '../machineHooks.tsx';
import { container } from '../styles/layout.ts';
import { colors, font, mobileBreakpointPx, space } from '../styles/tokens.ts';
import { useClientValue } from '../useClientValue.ts';
import { DeferredLanguagePart } from './DeferredLanguagePart.tsx';
import { MailIcon, PinIcon } from './icons.tsx';
import { Logo } from './Logo.tsx';
import { ShopEntryLink } from './ShopEntryLink.tsx';

declare const __BUILD_YEAR__: number;

const footer = css`
  background: ${colors.heroFrom};
  color: ${colors.onDarkMuted};
  padding-block: ${space.xxl} ${space.lg};
  font-size: 0.9375rem;
  & a {
    color: ${colors.onDark};
    /* Also on a legal link that leads nowhere yet (no href, so the browser would not underline it). */
    text-decoration-line: underline;
    text-underline-offset: 0.2em;
  }
`;

const grid = css`
  display: grid;
  gap: ${space.xl};
  grid-template-columns: 1.6fr repeat(4, 1fr);
  @media (max-width: 1023.98px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    & > :first-child {
      grid-column: 1 / -1;
    }
  }
  @media (max-width: ${mobileBreakpointPx / 2}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const brandLine = css`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  color: ${colors.onDark};
  font-family: ${font.wordmark};
  font-weight: 700;
  font-size: 1.25rem;
  margin-block-end: ${space.sm};
`;

const brandLogo = css`
  block-size: 28px;
`;

const contactList = css`
  display: grid;
  gap: ${space.sm};
  margin-block-start: ${space.md};
  font-style: normal;
  & p {
    display: flex;
    gap: ${space.sm};
    align-items: flex-start;
  }
  & svg {
    flex: none;
    margin-block-start: 0.2em;
  }
`;

const group = css`
  & h2 {
    color: ${colors.onDark};
    font-size: ${font.body};
    margin-block-end: ${space.sm};
  }
  & ul {
    display: grid;
    gap: ${space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const bottom = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${space.sm};
  margin-block-start: ${space.xl};
  padding-block-start: ${space.lg};
  border-block-start: 1px solid rgb(255 255 255 / 0.14);
`;

const followUs = css`
  margin-block-start: ${space.md};
`;

/** The current year; the prerendered page says the build year until it hydrates, so hydration matches. */
const useCurrentYear = () =>
  useClientValue(
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );

/** A legal page's link; while the operator has given no URL, a link that leads nowhere (docs/product.md). */
function LegalLink({ url, label }: { readonly url: string | null; readonly label: string }) {
  if (url) return <a href={url}>{label}</a>;
  // Without href a link is not focusable, so it traps nobody and logs nothing; role and aria-disabled
  // say to assistive technology (and crawlers) what it is.
  return (
    // biome-ignore lint/a11y/useValidAnchor: the legal links lead nowhere until configured (a disabled link)
    <a role="link" aria-disabled="true">
      {label}
    </a>
  );
}

/** The footer; its copy follows a new language in a transition after the click's render (DeferredLanguagePart). */
export function Footer() {
  return (
    <DeferredLanguagePart as="footer" id="contact" className={footer}>
      <FooterContent />
    </DeferredLanguagePart>
  );
}

function FooterContent() {
  const { t } = useTranslation();
  const year = useCurrentYear();
  return (
    <div className={container}>
      <div className={grid}>
        <div>
          <h2 id="contact-title" className={brandLine}>
            <Logo className={brandLogo} background="dark" />
            <bdi>{config.brandName}</bdi>
          </h2>
          <p>{t('footer.companyDescription')}</p>
          <address className={contactList}>
            <p>
              <MailIcon size={18} />
              <span>
                <span>{t('footer.emailLabel')}: </span>
                <a href={`mailto:${config.contactEmail}`}>
                  <bdi>{config.contactEmail}</bdi>
                </a>
              </span>
            </p>
            <p>
              <PinIcon size={18} />
              <span>
                <span>{t('footer.address')}: </span>
                {/* The company's own spelling, in every language; isolated, so right-to-left copy keeps its commas in place. */}
                <bdi translate="no">{config.companyAddress}</bdi>
              </span>
            </p>
          </address>
        </div>
        <nav className={group} aria-labelledby="footer-company">
          <h2 id="footer-company">{t('footer.company')}</h2>
          <ul>
            <li>
              <a href="#about">{t('footer.aboutUs')}</a>
            </li>
            <li>
              <a href="#features">{t('nav.features')}</a>
            </li>
            <li>
              <a href="#about">{t('footer.partnerships')}</a>
            </li>
          </ul>
        </nav>
        <nav className={group} aria-labelledby="footer-product">
          <h2 id="footer-product">{t('footer.product')}</h2>
          <ul>
            <li>
              <ShopEntryLink>{t('footer.openShop')}</ShopEntryLink>
            </li>
            <li>
              <a href={sellerRegistrationUrl(config.merchantUrl)}>{t('footer.sellerCentre')}</a>
            </li>
          </ul>
        </nav>
        <nav className={group} aria-labelledby="footer-legal">
          <h2 id="footer-legal">{t('footer.legal')}</h2>
          <ul>
            {legalPages.map((page) => (
              <li key={page}>
                <LegalLink url={config.legalUrls[page]} label={t(`footer.${page}`)} />
              </li>
            ))}
          </ul>
        </nav>
        <div className={group}>
          <h2>{t('footer.downloadApp')}</h2>
          <ul>
            <li>
              <a href={shopEntryUrl(config.shopUrl, true)}>{t('footer.mobileShop')}</a>
            </li>
          </ul>
          {/* Only profiles the operator has given: no heading over nothing. */}
          {config.socialProfiles.length > 0 && (
            <>
              <h2 className={followUs}>{t('footer.followUs')}</h2>
              <ul>
                {config.socialProfiles.map(({ url, label }) => (
                  <li key={url}>
                    <a href={url} rel="me">
                      {label}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </div>
      <div className={bottom}>
        <p>
          © {year} <bdi>{config.brandName}</bdi>. {t('footer.allRightsReserved')}
        </p>
        <p>{t('marketing.trust')}</p>
      </div>
    </div>
  );
}
