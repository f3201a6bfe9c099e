// Whether a script module was run as `tsx <script>` (and not imported), by paths, not URL strings:
// a checkout path with a space or a non-ASCII letter is spelled differently in a file:// URL.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** `moduleUrl`: the module's own `import.meta.url`. */
export function isMain(moduleUrl: string): boolean {
  return process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(moduleUrl);
}
