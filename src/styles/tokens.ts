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

/**
 * Faces named for each platform (Apple, Windows, Android, then Noto on Linux), never `system-ui`: each
 * engine resolves that by its own rules, Firefox on Linux by the page's language (DejaVu Sans for Arabic),
 * so one page was drawn in different, differently wide faces.
 */
const latin = '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial';

export const font = {
  family: `${latin}, "PingFang SC", "Hiragino Sans", "Microsoft YaHei", sans-serif`,
  /** The brand name: one face in every language, whatever the language's own script. */
  wordmark: `${latin}, sans-serif`,
  /**
   * Each language's script, named, not left to each engine's fallback (BCP 47 tag → stack). Han takes a
   * different form in each of its languages, so each gets its own region's fonts; Arabic, Thai and
   * Devanagari take the Latin face first, for the Latin inside them (brand, e-mail, figures), then their
   * own (Segoe UI and the Apple system face draw Arabic themselves).
   */
  script: {
    'zh-CN': `"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", ${latin}, sans-serif`,
    'zh-TW': `"PingFang TC", "Microsoft JhengHei", "Noto Sans CJK TC", ${latin}, sans-serif`,
    ja: `"Hiragino Sans", "Yu Gothic", Meiryo, "Noto Sans CJK JP", ${latin}, sans-serif`,
    ko: `"Apple SD Gothic Neo", "Malgun Gothic", "Noto Sans CJK KR", ${latin}, sans-serif`,
    ar: `${latin}, "Noto Sans Arabic", "Geeza Pro", Tahoma, sans-serif`,
    th: `${latin}, "Noto Sans Thai", Thonburi, "Leelawadee UI", Tahoma, sans-serif`,
    hi: `${latin}, "Noto Sans Devanagari", "Kohinoor Devanagari", "Nirmala UI", Mangal, sans-serif`,
  },
  small: '0.875rem',
  body: '1rem',
  lead: 'clamp(1.05rem, 0.9rem + 0.6vw, 1.25rem)',
  h2: 'clamp(1.6rem, 1.2rem + 1.6vw, 2.25rem)',
  h1: 'clamp(2rem, 1.3rem + 3vw, 3.5rem)',
} as const;

export const radius = { sm: '0.5rem', md: '1rem', pill: '999px' } as const;

export const headerHeight = '4rem';
/** From this width the page lays out side by side: the hero's two columns, the header on one row. */
export const wideLayoutRem = 64;

/** Phones narrower than 30rem (480 px at the default size): one column everywhere. */
export const smallPhoneQuery = '(max-width: 29.98rem)';
export const contentWidth = '72rem';
