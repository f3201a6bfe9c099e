import { css } from '@linaria/core';
import { useEffect } from 'react';
import { useTranslation } from '../machineHooks.tsx';
import { container, primaryButton } from '../styles/layout.ts';
import { colors, font, space } from '../styles/tokens.ts';
import { Header } from './Header.tsx';
import { HeadingText } from './HeadingText.tsx';

const main = css`
  display: grid;
  place-items: center;
  min-block-size: calc(100vh - var(--header-height));
  padding-block: ${space.xxl};
  text-align: center;
`;

const code = css`
  font-size: clamp(4rem, 3rem + 8vw, 8rem);
  font-weight: 800;
  line-height: 1;
  color: ${colors.brand};
`;

const inner = css`
  display: grid;
  gap: ${space.md};
  justify-items: center;
  & h1 {
    font-size: ${font.h2};
  }
  & p:not(:first-child) {
    color: ${colors.inkMuted};
  }
`;

export function NotFound({ path }: { readonly path: string }) {
  const { t } = useTranslation();

  useEffect(() => {
    console.error(`404: no page at "${path}"`);
  }, [path]);

  return (
    <>
      <Header withSectionLinks={false} />
      <main id="main" className={main}>
        <div className={`${container} ${inner}`}>
          <p className={code}>{t('notFound.code')}</p>
          <h1>
            <HeadingText text={t('notFound.message')} />
          </h1>
          <p>{t('notFound.hint')}</p>
          <a className={primaryButton} href="/">
            {t('notFound.returnHome')}
          </a>
        </div>
      </main>
    </>
  );
}
