// Whether a script module was run as `tsx <script>` (and not imported). By real path: Node gives a module
// its real path, while argv keeps the one typed, through a symlink too.
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** `moduleUrl`: the module's own `import.meta.url`. */
export function isMain(moduleUrl: string): boolean {
  try {
    return process.argv[1] !== undefined && realpathSync(process.argv[1]) === fileURLToPath(moduleUrl);
  } catch {
    return false; // argv[1] is no file (`node -e`, a REPL): nothing was run directly
  }
}
