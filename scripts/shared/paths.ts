// Where the repository is, for every tool whichever folder it sits in. Made from the module's own URL
// string, not with `new URL`: in a browser-like test environment (jsdom) URL is the environment's,
// which Node's fileURLToPath refuses.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, with a trailing separator. */
export const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '/');

/** A path inside the repository. */
export const inRepo = (...parts: string[]) => join(repo, ...parts);
