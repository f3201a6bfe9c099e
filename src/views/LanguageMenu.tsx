import { css } from '@linaria/core';
import { useMachine } from '@xstate/react';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { languageInfo } from '../../locales/languages.ts';
import { menuMachine } from '../../machines/menu.machine.ts';
import { useLanguage, useLanguageActor, useTranslation } from '../page.tsx';
import { colors, radius, space } from '../styles/tokens.ts';
import { CheckIcon, ChevronDownIcon, GlobeIcon } from './icons.tsx';

const wrapper = css`
  position: relative;
  flex: none;
`;

const trigger = css`
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: ${space.xs};
  min-block-size: 2.75rem;
  padding-inline: ${space.sm};
  border: 1px solid ${colors.border};
  border-radius: ${radius.pill};
  background: ${colors.surface};
  color: ${colors.ink};
  font: inherit;
  font-size: 0.9375rem;
  cursor: pointer;
  &:hover {
    border-color: ${colors.inkMuted};
  }
  & > span {
    max-inline-size: 7.5rem;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  /* The smallest phones keep the brand whole: the globe alone, its label says the language. */
  @media (max-width: 359.98px) {
    & > span {
      display: none;
    }
  }
`;

const list = css`
  position: absolute;
  inset-block-start: calc(100% + ${space.xs});
  inset-inline-end: 0;
  z-index: 20;
  min-inline-size: 12rem;
  max-block-size: min(20rem, 60vh);
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${space.xs};
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radius.sm};
  box-shadow: 0 12px 32px rgb(28 25 23 / 0.16);
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
    color: ${colors.brandHover};
  }
`;

/** The language menu button (WAI-ARIA menu button with `menuitemradio` items). */
export function LanguageMenu() {
  const { t, language } = useTranslation();
  const offered = useLanguage((snapshot) => snapshot.context.offered);
  const languageActor = useLanguageActor();
  const [menu, send] = useMachine(menuMachine, { input: { itemCount: offered.length } });
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const isOpen = menu.matches('open');
  const checkedIndex = Math.max(offered.indexOf(language), 0);

  // Focus follows the active item while open, and returns to the button when the menu asks for it.
  useEffect(() => {
    if (isOpen) itemRefs.current[menu.context.activeIndex]?.focus();
    else if (menu.context.restoreFocus) buttonRef.current?.focus();
  }, [isOpen, menu.context.activeIndex, menu.context.restoreFocus]);

  useEffect(() => {
    if (!isOpen) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) send({ type: 'menu.close', restoreFocus: false });
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [isOpen, send]);

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') send({ type: 'menu.open', activeIndex: checkedIndex });
    else if (event.key === 'ArrowUp') send({ type: 'menu.open', activeIndex: offered.length - 1 });
    else return;
    event.preventDefault();
  };

  const choose = (code: string) => {
    languageActor.send({ type: 'language.select', language: code });
    send({ type: 'menu.close', restoreFocus: true });
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
    <div className={wrapper} ref={wrapperRef}>
      <button
        ref={buttonRef}
        type="button"
        className={trigger}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={menuId}
        aria-label={t('nav.chooseLanguage', { language: current.nativeName })}
        onClick={() => send({ type: 'menu.toggle', activeIndex: checkedIndex })}
        onKeyDown={onButtonKeyDown}
      >
        <GlobeIcon size={20} />
        <span lang={current.tag}>{current.nativeName}</span>
        <ChevronDownIcon size={16} />
      </button>
      <div id={menuId} role="menu" aria-label={t('nav.language')} className={list} hidden={!isOpen} onKeyDown={onMenuKeyDown}>
        {offered.map((code, index) => {
          const info = languageInfo(code);
          const checked = code === language;
          return (
            <button
              key={code}
              type="button"
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              role="menuitemradio"
              aria-checked={checked}
              tabIndex={-1}
              lang={info.tag}
              dir={info.dir}
              className={item}
              onClick={() => choose(code)}
            >
              {info.nativeName}
              {checked && <CheckIcon size={18} />}
            </button>
          );
        })}
      </div>
    </div>
  );
}
