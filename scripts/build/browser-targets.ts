// The supported browsers are declared once, as "browserslist" in package.json; the build and the checks read them here.
import browserslist from 'browserslist';
import browserslistToEsbuild from 'browserslist-to-esbuild';
import { inRepo } from '../shared/paths.ts';

// browserslist looks for its config from this path upwards; a directory path would start one level too high.
const options = { path: inRepo('package.json') };

/** The browserslist entries (`safari 16.0`, `ios_saf 16.6-16.7`, …) of package.json. */
export const supportedBrowsers = (): string[] => browserslist(undefined, options);

/** Vite's `build.target` (and so its `cssTarget`): `['chrome109', 'edge109', 'firefox115', 'ios16', 'safari16']`. */
export const transpileTargets = (): string[] => browserslistToEsbuild(undefined, options);
