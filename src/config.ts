import type { LanguageCode } from '../locales/languages.ts';
import type { HeadlineFigureTexts } from './headlineFigures.ts';

/** The footer's legal pages, by their catalogue key (`footer.privacy` …). */
export const legalPages = ['privacy', 'terms', 'cookies'] as const;
export type LegalPage = (typeof legalPages)[number];

/** The page's configuration, validated at build time (scripts/build/parse-config.ts); never import.meta.env at run time. */
export interface AppConfig {
  readonly brandName: string;
  readonly shopUrl: string;
  readonly merchantUrl: string;
  readonly supportChatUrl: string;
  readonly contactEmail: string;
  /** Shown as written in every language: an address is not translated. */
  readonly companyAddress: string;
  /** Where each legal link goes; null: the page does not exist yet, the link leads nowhere. */
  readonly legalUrls: Readonly<Record<LegalPage, string | null>>;
  /** The "Follow us" links; empty: none yet. */
  readonly socialProfiles: readonly SocialProfile[];
  readonly offeredLanguages: readonly LanguageCode[];
  readonly siteUrl: string;
}

/** A "Follow us" link: the profile's URL and the platform's name, which is what the link says. */
export interface SocialProfile {
  readonly url: string;
  readonly label: string;
}

declare const __APP_CONFIG__: AppConfig;

/** The configuration `vite.config.ts` validated at build time. */
export const config: AppConfig = __APP_CONFIG__;

/**
 * The operator's hero picture (VITE_HERO_IMAGE) as the build made it (scripts/brand/hero-picture.ts), or
 * null for the default, the brand's drawing. The drawing needs nothing here: the build puts it in the
 * stylesheet, as the background of the element with `heroDrawing.className` (views/heroDrawing.ts), so it
 * is painted with the text in the first frame, without a request of its own. Null also lets the bundler
 * leave the code for an operator's picture out.
 */
export interface OperatorPicture {
  /** The picture's own size: the page reserves its box at this aspect ratio before it loads. */
  readonly width: number;
  readonly height: number;
  /** What any browser can show, and the same at every width it was made in. */
  readonly src: string;
  readonly srcset: string;
  /** Smaller formats first (AVIF, WebP): a browser takes the first it can show. */
  readonly sources: readonly { readonly type: string; readonly srcset: string }[];
}

declare const __HEADLINE_FIGURE_TEXTS__: HeadlineFigureTexts;

/** The headline figures in each offered language, as the build formatted them (scripts/build/headline-figures.ts). */
export const headlineFigureTexts: HeadlineFigureTexts = __HEADLINE_FIGURE_TEXTS__;

declare const __OPERATOR_HERO_PICTURE__: OperatorPicture | null;

export const operatorPicture: OperatorPicture | null = __OPERATOR_HERO_PICTURE__;
