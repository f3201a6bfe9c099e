// The suite's build (harness/engines/environment.ts), made once before it runs.
export { buildForEngines as default } from '@marketplace-landing/harness/engines/environment';
