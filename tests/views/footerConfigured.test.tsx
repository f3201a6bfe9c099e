// The footer of an operator who configured legal pages, social profiles and an address of their own.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import en from '../../locales/en.ts';
import { renderPage, settle } from './renderPage.tsx';

const configured = vi.hoisted(() => ({
  companyAddress: 'Calle Mayor 1, 28013 Madrid, España',
  legalUrls: { privacy: 'https://legal.example.org/privacy', terms: null, cookies: 'https://legal.example.org/cookies' },
  socialProfiles: [
    { url: 'https://www.instagram.com/example', label: 'Instagram' },
    { url: 'https://mastodon.social/@example', label: 'mastodon.social' },
  ],
}));

vi.mock('../../src/config.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/config.ts')>();
  return { ...original, config: { ...original.config, ...configured } };
});

describe('footer with the company settings configured', () => {
  it('shows the configured address verbatim and marks it as not to be translated', async () => {
    const { container } = renderPage();
    await settle();
    const address = within(container.querySelector('footer') as HTMLElement).getByText(configured.companyAddress);
    expect(address.getAttribute('translate')).toBe('no');
  });

  it('links the legal pages that have a URL; the one without still leads nowhere', async () => {
    renderPage();
    await settle();
    expect(screen.getByRole('link', { name: en.footer.privacy }).getAttribute('href')).toBe(configured.legalUrls.privacy);
    expect(screen.getByRole('link', { name: en.footer.cookies }).getAttribute('href')).toBe(configured.legalUrls.cookies);
    const terms = screen.getByRole('link', { name: en.footer.terms });
    expect(terms.hasAttribute('href')).toBe(false);
    expect(terms.getAttribute('aria-disabled')).toBe('true');
  });

  it('lists each social profile under "Follow us" by its platform name', async () => {
    renderPage();
    await settle();
    const list = screen.getByRole('heading', { name: en.footer.followUs }).nextElementSibling as HTMLElement;
    const links = Array.from(within(list).getAllByRole('link'), (link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual(configured.socialProfiles.map(({ label, url }) => [label, url]));
  });
});
