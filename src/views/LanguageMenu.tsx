import { css } from '@linaria/core';
import { type KeyboardEvent, type MouseEvent, type SyntheticEvent, useId, useLayoutEffect, useRef } from 'react';
import { languageInfo } from '../../locales/languages.ts';
import type { MenuEvent } from '../../machines/menu.machine.ts';
import { earlyInputNames, replayScope, replayTarget } from '../earlyInput/names.ts';
import { useLanguage, useMenu, useMenuActor, useTranslation } from '../machineHooks.tsx';
import { colors, font, narrowViewportQuery, radius, space, tapSize } from '../styles/tokens.ts';
import { CheckIcon, ChevronDownIcon, GlobeIcon } from './icons.tsx';

// The menu is a <details>: it opens natively, in the frame of the tap, before any script runs. Once
// the app runs, the menu machine owns `open` and the summary's own toggle is prevented.
const wrapper = css`
  position: relative;
  flex: none;
`;

const fullName = css`
  white-space: nowrap;
`;

const shortName = css`
  display: none;
  white-space: nowrap;
`;

const trigger = css`
  flex: none;
  display: inline-flex;
  list-style: none; /* no disclosure triangle on the <summary> */
  align-items: center;
  gap: ${space.xs};
  min-block-size: ${tapSize};
  padding-inline: ${space.sm};
  /* The muted ink, not the pale border colour: the button's edge shows against the header. */
  border: 1px solid ${colors.inkMuted};
  border-radius: ${radius.pill};
  background: ${colors.surface};
  color: ${colors.ink};
  font: inherit;
  font-size: 0.9375rem;
  cursor: pointer;
  user-select: none;
  &::-webkit-details-marker {
    display: none; /* Safari's disclosure triangle */
  }
  &:hover {
    border-color: ${colors.ink};
  }
  /* A phone gets the compact button: globe and short name (the full name is in its accessible name
     and the menu), so the brand beside it keeps its room. */
  @media ${narrowViewportQuery} {
    padding-inline: ${space.sm} ${space.xs};
    & > .${fullName} {
      display: none;
    }
    & > .${shortName} {
      display: inline;
    }
  }
`;

const dropdown = css`
  position: absolute;
  inset-block-start: calc(100% + ${space.xs});
  inset-inline-end: 0;
  z-index: 20;
  min-inline-size: 12rem;
  padding: ${space.xs};
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radius.sm};
  box-shadow: 0 12px 32px rgb(28 25 23 / 0.16);
  contain: layout paint; /* opening it lays out and paints the dropdown alone */
`;

const menuList = css`
  max-block-size: min(20rem, 60vh);
  overflow-y: auto;
  overscroll-behavior: contain;
`;

const noScriptNote = css`
  max-inline-size: 16rem;
  margin: 0;
  padding: ${space.sm} ${space.md};
  color: ${colors.inkMuted};
  font-size: ${font.small};
`;

const item = css`
  display: flex;
  inline-size: 100%;
  border: 0;
  background: none;
  font: inherit;
  color: inherit;
  text-align: start;
  align-items: center;
  justify-content: space-between;
  gap: ${space.md};
  padding-block: ${space.sm};
  padding-inline: ${space.md};
  border-radius: 6px;
  cursor: pointer;
  &:hover,
  &:focus {
    background: ${colors.brandSoft};
    outline-offset: -3px;
  }
  &[aria-checked='true'] {
    font-weight: 600;
    color: ${colors.brandStrong};
  }
  /* Forced colours drop the hover background: an edge keeps each item a visible target. */
  @media (forced-colors: active) {
    border: 1px solid ButtonText;
  }
`;

/**
 * The language menu button (WAI-ARIA menu button with `menuitemradio` items), built on <details> so
 * that it opens before the app runs. The menu machine, an actor of the page's system, decides; this
 * view sends it what the visitor does. The inline head script records what needs the app (a chosen
 * item, arrow keys) until then, and the app replays it (src/earlyInput/README.md): `replayScope` and
 * `replayTarget` name the targets for that, and the browser's entry finds the menu by them to move
 * focus (src/browserPageMachine.ts).
 */
export function LanguageMenu() {
  const { t, language } = useTranslation();
  const offered = useLanguage((snapshot) => snapshot.context.offered);
  const menu = useMenuActor();
  const send = (event: MenuEvent) => menu.send(event);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const menuId = useId();
  const isOpen = useMenu((snapshot) => snapshot.matches('open'));
  const checkedIndex = Math.max(offered.indexOf(language), 0);

  // A menu the visitor opened natively before the app ran is open in the machine from the start: taken
  // over before the first paint after hydration (a tap that follows is queued after it), on mount only.
  useLayoutEffect(() => {
    if (detailsRef.current?.open) send({ type: 'menu.open', activeIndex: checkedIndex });
  }, []);

  // The machine decides; the native toggle of <summary> (a click, or Enter and Space) is prevented.
  const onButtonClick = (event: MouseEvent) => {
    event.preventDefault();
    send({ type: 'menu.toggle', activeIndex: checkedIndex });
  };

  // Should the browser open or close <details> by itself (find-in-page opens it), the machine follows.
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const shown = event.currentTarget.open;
    if (shown === isOpen) return;
    send(shown ? { type: 'menu.open', activeIndex: checkedIndex } : { type: 'menu.close', restoreFocus: false });
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') send({ type: 'menu.open', activeIndex: checkedIndex });
    else if (event.key === 'ArrowUp') send({ type: 'menu.open', activeIndex: offered.length - 1 });
    else return;
    event.preventDefault();
  };

  // Enter and Space reach the items as native button clicks; the menu handles the rest.
  const onMenuKeyDown = (event: KeyboardEvent) => {
    switch (event.key) {
      case 'ArrowDown':
        send({ type: 'menu.next' });
        break;
      case 'ArrowUp':
        send({ type: 'menu.previous' });
        break;
      case 'Home':
        send({ type: 'menu.first' });
        break;
      case 'End':
        send({ type: 'menu.last' });
        break;
      case 'Escape':
        send({ type: 'menu.close', restoreFocus: true });
        break;
      case 'Tab':
        send({ type: 'menu.close', restoreFocus: false });
        return; // let focus move on as usual
      default:
        return;
    }
    event.preventDefault();
  };

  const current = languageInfo(language);
  return (
    <details
      ref={detailsRef}
      className={wrapper}
      open={isOpen}
      onToggle={onToggle}
      // A visitor may open it natively before hydration: that `open` is expected, and taken over above.
      suppressHydrationWarning
      {...replayScope('language-menu')}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a details' <summary> is a button to browsers, expanded while its <details> is open (which the machine drives); HTML forbids role and aria-expanded on it */}
      <summary
        className={trigger}
        aria-haspopup="menu"
        aria-controls={menuId}
        aria-label={t('nav.chooseLanguage', { language: current.nativeName })}
        onClick={onButtonClick}
        onKeyDown={onButtonKeyDown}
        {...replayTarget('language-menu-button')}
      >
        <GlobeIcon size={20} />
        <span className={fullName} lang={current.tag}>
          {current.nativeName}
        </span>
        <span className={shortName} lang={current.tag}>
          {current.shortName}
        </span>
        <ChevronDownIcon size={16} />
      </summary>
      <div className={dropdown}>
        <noscript>
          <p className={noScriptNote}>{t('nav.languageNeedsScript')}</p>
        </noscript>
        <div id={menuId} role="menu" aria-label={t('nav.language')} className={menuList} onKeyDown={onMenuKeyDown}>
          {offered.map((code, index) => {
            const info = languageInfo(code);
            const checked = code === language;
            return (
              <button
                key={code}
                type="button"
                role="menuitemradio"
                aria-checked={checked}
                tabIndex={-1}
                lang={info.tag}
                dir={info.dir}
                className={item}
                onClick={() => send({ type: 'menu.choose', index })}
                {...replayTarget(`language-${code}`)}
                {...{ [earlyInputNames.language]: code }}
              >
                {info.nativeName}
                {checked && <CheckIcon size={18} />}
              </button>
            );
          })}
        </div>
      </div>
    </details>
  );
}
