import type { LanguageCode } from '../locales/languages.ts';

/** The footer's legal pages, by their catalogue key (`footer.privacy` …). */
export const legalPages = ['privacy', 'terms', 'cookies'] as const;
export type LegalPage = (typeof legalPages)[number];

/** The page's configuration, validated at build time (scripts/build/config.ts); never import.meta.env at run time. */
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
