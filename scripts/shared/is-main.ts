// Whether a script module was run as `tsx <script>` (and not imported), by real paths, not URL strings:
// a checkout path with a space or a non-ASCII letter is spelled differently in a file:// URL, and the
// module gets its real path while argv keeps the one typed, through a symlink too.
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** `moduleUrl`: the module's own `import.meta.url`. */
export function isMain(moduleUrl: string): boolean {
  const script = process.argv[1];
  if (script === undefined) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(moduleUrl));
  } catch {
    return false; // argv[1] is no file (`node -e`, a REPL): nothing was run directly
  }
}
