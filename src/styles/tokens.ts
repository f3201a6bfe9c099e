/** Design tokens: the one place for colours, colour schemes, spacing, type and the mobile breakpoint. */

// The breakpoint is a fact of the behaviour (the viewport machine decides /h5/ or /pc/ by it); the
// styles use the same number, from here.
export { mobileBreakpointPx, narrowViewportQuery } from '../../machines/lib/breakpoint.ts';

export type ColorScheme = 'light' | 'dark';

/**
 * Every colour by what it is for, in the light scheme and in the dark one (the visitor's system
 * setting, `prefers-color-scheme`). The hero and the footer are dark in both, so what is drawn on
 * them (`onDark…`, `accent`) keeps its value.
 */
const palette = {
  /** Brand-coloured text, icons and outlines. */
  brand: { light: '#c2410c', dark: '#fb923c' },
  /** Brand text that must stand out on `brandSoft` (the chosen language). */
  brandStrong: { light: '#9a3412', dark: '#fdba74' },
  /** The background of the primary action, under `onDark` text. */
  brandFill: { light: '#c2410c', dark: '#c2410c' },
  brandHover: { light: '#9a3412', dark: '#9a3412' },
  brandSoft: { light: '#fff1e8', dark: '#3a2519' },
  ink: { light: '#1c1917', dark: '#f5f5f4' },
  inkMuted: { light: '#57534e', dark: '#a8a29e' },
  surface: { light: '#ffffff', dark: '#1c1917' },
  surfaceAlt: { light: '#faf7f4', dark: '#141110' },
  border: { light: '#e7e0d8', dark: '#3d3531' },
  heroFrom: { light: '#1c1917', dark: '#0c0a09' },
  heroTo: { light: '#431407', dark: '#431407' },
  /** The warm glow at the hero's top right, dark enough that `accent` on the eyebrow keeps 5:1 there (right-to-left). */
  heroGlow: { light: '#5c220b', dark: '#5c220b' },
  onDark: { light: '#ffffff', dark: '#ffffff' },
  onDarkMuted: { light: '#e7e5e4', dark: '#e7e5e4' },
  accent: { light: '#fdba74', dark: '#fdba74' },
  focus: { light: '#2563eb', dark: '#60a5fa' },
} as const satisfies Record<string, Readonly<Record<ColorScheme, string>>>;

export type ColorRole = keyof typeof palette;
const roles = Object.keys(palette) as ColorRole[];
const customProperty = (role: ColorRole) => `--color-${role.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/**
 * What the styles use: one custom property per role, so that a rule follows the colour scheme without
 * a media query of its own (global.ts sets the values).
 */
export const colors = Object.fromEntries(roles.map((role) => [role, `var(${customProperty(role)})`])) as Readonly<
  Record<ColorRole, string>
>;

/** The custom properties of one scheme, as CSS declarations; the dark one declares only what differs from light. */
export const colorProperties = (scheme: ColorScheme): string =>
  roles
    .filter((role) => scheme === 'light' || palette[role].dark !== palette[role].light)
    .map((role) => `${customProperty(role)}: ${palette[role][scheme]};`)
    .join('\n');

/** One scheme's colours as values, for what cannot read custom properties (the build's images). */
export const schemeColors = (scheme: ColorScheme): Readonly<Record<ColorRole, string>> =>
  Object.fromEntries(roles.map((role) => [role, palette[role][scheme]])) as Record<ColorRole, string>;

/** The phone's browser bar continues the sticky header: its colour in each scheme (`theme-color`). */
export const themeColors: Readonly<Record<ColorScheme, string>> = {
  light: palette.surface.light,
  dark: palette.surface.dark,
};

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
 * so one page would be drawn in different, differently wide faces.
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
