import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import en from '../../locales/en.ts';
import { config, headlineFigureTexts } from '../../src/config.ts';
import { featureCards } from '../../src/featureCards.ts';
import { headlineFigures } from '../../src/headlineFigures.ts';
import { renderPage, settle } from './renderPage.tsx';

const brand = config.brandName;
const fill = (text: string) => text.replaceAll('{{brand}}', brand);
const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('landing page', () => {
  it.each(['/', '/about.html'])('shows every section at %s', async (path) => {
    const { container } = renderPage({ path });
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: en.hero.title })).toBeTruthy();
    const sections = ['home', 'about', 'features', 'contact'] as const;
    for (const id of sections) expect(container.querySelector(`#${id}`)).not.toBeNull();
    const nav = screen.getByRole('navigation', { name: en.nav.primary });
    for (const id of sections) expect(within(nav).getByRole('link', { name: en.nav[id] }).getAttribute('href')).toBe(`#${id}`);
  });

  it('renders every hero, card and footer text of the English catalogue, the headline figures with their labels, and the cards as articles', async () => {
    const { container } = renderPage();
    await settle();
    const cards = ['buy', 'sell', 'cooperate'] as const;
    const features = featureCards;
    // Headings and the hero's subtitle keep their last two words in a span of their own (HeadingText).
    const headings = [
      en.hero.title,
      en.valuePropositions.heading,
      ...cards.map((key) => en.valuePropositions[key].title),
      fill(en.features.heading),
      ...features.map((key) => en.features[key].title),
    ];
    const texts = [
      en.hero.description,
      en.marketing.tagline,
      en.marketing.refundBadge,
      en.marketing.supportBadge,
      en.marketing.trust,
      ...cards.flatMap((key) => [en.valuePropositions[key].subtitle, en.valuePropositions[key].description]),
      ...features.map((key) => en.features[key].description),
      fill(en.footer.companyDescription),
      config.companyAddress,
    ];
    for (const name of headings) expect(screen.getAllByRole('heading', { name }).length).toBeGreaterThan(0);
    const subtitle = (_: string, element: Element | null) => element?.tagName === 'P' && element.textContent === en.hero.subtitle;
    expect(screen.getAllByText(subtitle)).toHaveLength(1);
    for (const text of texts) expect(screen.getAllByText(text, { exact: false }).length).toBeGreaterThan(0);

    // The figures as the build formatted them, each with its label.
    const stats = container.querySelector('#home dl') as HTMLElement;
    expect(stats.getAttribute('aria-label')).toBe(en.headlineFigures.label);
    const inStats = (role: string) => Array.from(within(stats).getAllByRole(role), (element) => element.textContent);
    expect(inStats('definition')).toEqual(headlineFigureTexts.en);
    expect(inStats('term')).toEqual(headlineFigures.map(({ key }) => en.headlineFigures[key]));

    // An about card for each of the three actions, each with one action, and a card for each feature.
    const aboutCards = container.querySelectorAll('#about article');
    const featureArticles = container.querySelectorAll('#features article');
    expect(aboutCards).toHaveLength(3);
    expect(featureArticles).toHaveLength(featureCards.length);
    for (const card of [...aboutCards, ...featureArticles]) expect(within(card as HTMLElement).getByRole('heading')).toBeTruthy();
    for (const card of aboutCards) expect(card.querySelectorAll('a, button')).toHaveLength(1);
  });

  it('sends shoppers to the desktop shop on wide screens and the mobile shop on phones, the footer too, following the viewport', async () => {
    const { setNarrow } = renderPage({ isNarrow: false });
    await settle();
    const shopLinks = () => [en.hero.getStarted, en.valuePropositions.buy.action, en.footer.openShop].map(href);
    expect(shopLinks()).toEqual(Array(3).fill(`${config.shopUrl}/pc/`));
    setNarrow(true);
    expect(shopLinks()).toEqual(Array(3).fill(`${config.shopUrl}/h5/`));
    setNarrow(false);
    expect(shopLinks()).toEqual(Array(3).fill(`${config.shopUrl}/pc/`));
  });

  it('sends sellers to the application page and "learn more" to the about section', async () => {
    renderPage();
    await settle();
    expect(href(en.valuePropositions.sell.action)).toBe(`${config.merchantUrl}/#/pagesC/applyshop/applyType`);
    expect(href(en.hero.learnMore)).toBe('#about');
  });

  it('opens the looked-up customer-service URL in a new tab with noopener, without fetching on click', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { lookups } = renderPage();
    await settle();
    const cooperate = screen.getByRole('link', { name: en.valuePropositions.cooperate.action });
    expect(cooperate.getAttribute('href')).toBe('https://chat.example.com/en');
    await userEvent.click(cooperate);
    expect(open).toHaveBeenCalledWith('https://chat.example.com/en', '_blank', 'noopener,noreferrer');
    expect(lookups).toEqual(['en']);
  });

  it('shows the contact e-mail, the configured address, the year, legal links that lead nowhere while unset, and no empty "Follow us"', async () => {
    const { container } = renderPage();
    await settle();
    const footer = container.querySelector('footer') as HTMLElement;
    expect(within(footer).getByRole('link', { name: config.contactEmail }).getAttribute('href')).toBe(
      `mailto:${config.contactEmail}`,
    );
    expect(footer.textContent).toContain(`${en.footer.address}: ${config.companyAddress}`);
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()} ${brand}. ${en.footer.allRightsReserved}`);
    for (const name of [en.footer.privacy, en.footer.terms, en.footer.cookies]) {
      const link = within(footer).getByText(name);
      expect(link.tagName).toBe('A');
      expect(link.hasAttribute('href')).toBe(false);
    }
    // No profiles configured: no "Follow us" over a placeholder.
    expect(within(footer).queryByRole('heading', { name: en.footer.followUs })).toBeNull();
  });
});

describe('not-found page', () => {
  it('shows 404, the message and a link home, and logs the attempted path', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage({ path: '/no/such/page' });
    await settle();
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    // No section links: they would point at sections that are not there.
    expect(screen.queryByRole('link', { name: en.nav.features })).toBeNull();
    expect(error).toHaveBeenCalledWith('404: no page at "/no/such/page"');
    await waitFor(() => expect(document.title).toBe(fill(en.meta.notFoundTitle)));
  });
});
