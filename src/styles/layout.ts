import { css } from '@linaria/core';
import { colors, contentWidth, font, radius, smallPhoneQuery, space } from './tokens.ts';

/** The page's column; `--gutter` is its side padding, for what reaches out to the window's edges. */
export const container = css`
  --gutter: ${space.lg};
  inline-size: 100%;
  max-inline-size: ${contentWidth};
  margin-inline: auto;
  padding-inline: var(--gutter);
  @media ${smallPhoneQuery} {
    --gutter: ${space.md};
  }
`;

export const section = css`
  padding-block: ${space.xxl};
`;

export const sectionHeading = css`
  font-size: ${font.h2};
  letter-spacing: -0.01em;
  text-align: center;
`;

export const sectionIntro = css`
  max-inline-size: 40rem;
  margin-inline: auto;
  margin-block: ${space.sm} ${space.xl};
  color: ${colors.inkMuted};
  text-align: center;
  font-size: ${font.lead};
`;

export const cardGrid = css`
  display: grid;
  gap: ${space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 17rem), 1fr));
`;

export const card = css`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  padding: ${space.lg};
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radius.md};
  box-shadow: 0 1px 2px rgb(28 25 23 / 0.04), 0 8px 24px rgb(28 25 23 / 0.05);
`;

export const iconBadge = css`
  display: inline-grid;
  place-items: center;
  inline-size: 3rem;
  block-size: 3rem;
  border-radius: ${radius.sm};
  background: ${colors.brandSoft};
  color: ${colors.brand};
`;

const buttonBase = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space.sm};
  min-block-size: 2.75rem;
  padding-block: ${space.sm};
  padding-inline: ${space.lg};
  border-radius: ${radius.pill};
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  transition: background-color 0.15s ease, border-color 0.15s ease;
`;

export const primaryButton = css`
  ${buttonBase}
  background: ${colors.brandFill};
  color: ${colors.onDark};
  border: 2px solid ${colors.brandFill};
  &:hover {
    background: ${colors.brandHover};
    border-color: ${colors.brandHover};
  }
`;

export const secondaryButton = css`
  ${buttonBase}
  background: transparent;
  color: ${colors.brand};
  border: 2px solid ${colors.brand};
  &:hover {
    background: ${colors.brandSoft};
  }
`;

export const ghostOnDarkButton = css`
  ${buttonBase}
  background: transparent;
  color: ${colors.onDark};
  border: 2px solid rgb(255 255 255 / 0.6);
  &:hover {
    background: rgb(255 255 255 / 0.1);
  }
`;

export const visuallyHidden = css`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
