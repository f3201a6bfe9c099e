/**
 * The classes of the boxes that show the brand's logo. The stylesheet the build makes
 * (scripts/brand/logo-stylesheet.ts) gives `logo` the configured logo as its background, at the logo's
 * aspect ratio, and the dark variant (VITE_BRAND_LOGO_DARK) in the dark scheme. `onDark`, for a box on
 * a background that is dark in both schemes (the footer), shows the dark variant, except with forced
 * colours, which paint that background with the theme's: there the scheme decides. `onLight`, for one
 * that is light in both (the hero drawing's white window), never shows it.
 */
export const logoClasses = { logo: 'brand-logo', onDark: 'brand-logo-on-dark', onLight: 'brand-logo-on-light' } as const;
