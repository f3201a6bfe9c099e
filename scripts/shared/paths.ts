// Where the repository is, for every tool whichever folder it sits in.
import { join } from 'node:path';

/** The repository root, with a trailing separator. */
export const repo = join(import.meta.dirname, '..', '..', '/');

/** A path inside the repository. */
export const inRepo = (...parts: string[]) => join(repo, ...parts);
