import type { AppConfig } from './config.schema.ts';

declare const __APP_CONFIG__: AppConfig;

/** The configuration `vite.config.ts` validated at build time. */
export const config: AppConfig = __APP_CONFIG__;
