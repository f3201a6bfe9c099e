// The suite's build (scripts/engines/config.ts), made once before it runs.
export { buildForEngines as default } from '../../scripts/engines/config.ts';
