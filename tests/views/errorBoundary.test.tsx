import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { config } from '../../src/config.ts';
import { ErrorBoundary } from '../../src/views/ErrorBoundary.tsx';

function Broken(): never {
  throw new Error('render failed');
}

describe('error boundary', () => {
  it('shows the brand, the shop link and the support link instead of a white page, and logs the error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: config.brandName })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe(`${config.shopUrl}/pc/`);
    expect(screen.getByRole('link', { name: 'Contact us about cooperation' }).getAttribute('href')).toBe(config.supportChatUrl);
    expect(error).toHaveBeenCalledWith('The page failed to render; showing the fallback.', expect.any(Error), expect.any(String));
  });
});
