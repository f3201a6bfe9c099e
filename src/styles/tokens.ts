/** Design tokens: the one place for colours, spacing, type and the mobile breakpoint. */

// The breakpoint is a fact of the behaviour (the viewport machine decides /h5/ or /pc/ by it); the
// styles use the same number, from here.
export { mobileBreakpointPx, narrowViewportQuery } from '../../machines/breakpoint.ts';

export const colors = {
  brand: '#c2410c',
  brandHover: '#9a3412',
  brandSoft: '#fff1e8',
  ink: '#1c1917',
  inkMuted: '#57534e',
  surface: '#ffffff',
  surfaceAlt: '#faf7f4',
  border: '#e7e0d8',
  heroFrom: '#1c1917',
  heroTo: '#431407',
  onDark: '#ffffff',
  onDarkMuted: '#e7e5e4',
  accent: '#fdba74',
  focus: '#2563eb',
} as const;

export const space = {
  xs: '0.25rem',
  sm: '0.5rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2.5rem',
  xxl: '4rem',
} as const;

const latin = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial';

export const font = {
  family: `${latin}, "PingFang SC", "Hiragino Sans", "Microsoft YaHei", sans-serif`,
  /**
   * Han characters take a different form in each of these languages: each gets its own region's
   * fonts (Apple, Windows, then Noto CJK of Android and Linux), named, not left to fallback.
   */
  han: {
    'zh-CN': `"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", ${latin}, sans-serif`,
    'zh-TW': `"PingFang TC", "Microsoft JhengHei", "Noto Sans CJK TC", ${latin}, sans-serif`,
    ja: `"Hiragino Sans", "Yu Gothic", Meiryo, "Noto Sans CJK JP", ${latin}, sans-serif`,
    ko: `"Apple SD Gothic Neo", "Malgun Gothic", "Noto Sans CJK KR", ${latin}, sans-serif`,
  },
  small: '0.875rem',
  body: '1rem',
  lead: 'clamp(1.05rem, 0.9rem + 0.6vw, 1.25rem)',
  h2: 'clamp(1.6rem, 1.2rem + 1.6vw, 2.25rem)',
  h1: 'clamp(2rem, 1.3rem + 3vw, 3.5rem)',
} as const;

export const radius = { sm: '0.5rem', md: '1rem', pill: '999px' } as const;

/** The header's bar: its one row on wide screens, and the row with the brand below that. */
export const headerHeight = '4rem';
/** The brand row on phones: a little less, still room around the language button. */
export const headerPhoneRowHeight = '3.75rem';
/** The smallest block size of anything tapped (links, buttons): 44 px. */
export const tapSize = '2.75rem';
/** From this width the page lays out side by side: the hero's two columns, the header on one row. */
export const wideLayoutRem = 64;

/** Phones narrower than 30rem (480 px at the default size): one column everywhere. */
export const smallPhoneQuery = '(max-width: 29.98rem)';
export const contentWidth = '72rem';
