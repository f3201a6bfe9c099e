import { css } from '@linaria/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import en from '../../locales/en.ts';
import { shopEntryUrl } from '../../machines/lib/shop.ts';
import { config } from '../config.ts';
import { container, primaryButton, secondaryButton } from '../styles/layout.ts';
import { colors, space } from '../styles/tokens.ts';

const fallback = css`
  display: grid;
  gap: ${space.lg};
  justify-items: start;
  padding-block: ${space.xxl};
  color: ${colors.ink};
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md};
`;

/**
 * If rendering ever fails, the visitor still gets the brand and the two ways forward (the shop and
 * the support chat) instead of a white page. Plain English and config only: nothing that may be
 * what broke.
 */
export class ErrorBoundary extends Component<{ readonly children: ReactNode }, { readonly failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('The page failed to render; showing the fallback.', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main id="main" className={`${container} ${fallback}`}>
        <p>
          <img src="/logo.svg" alt="" width="48" height="48" />
        </p>
        <h1>{config.brandName}</h1>
        <p>{en.common.error}</p>
        <div className={actions}>
          <a className={primaryButton} href={shopEntryUrl(config.shopUrl, false)}>
            {en.hero.getStarted}
          </a>
          <a className={secondaryButton} href={config.supportChatUrl}>
            {en.valuePropositions.cooperate.action}
          </a>
        </div>
      </main>
    );
  }
}
