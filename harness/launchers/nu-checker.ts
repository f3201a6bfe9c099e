/**
 * The W3C Nu Html Checker (`vnu-jar`, the checker behind validator.w3.org/nu), run on saved
 * documents in one JVM start: starting Java costs seconds, checking a page a fraction of one.
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { basename } from 'node:path';
import { promisify } from 'node:util';

const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/** One error, where the checker found it. */
export interface NuError {
  readonly line: number | undefined;
  readonly message: string;
  readonly extract: string | undefined;
}

interface NuMessage {
  readonly type: 'error' | 'info' | 'non-document-error';
  readonly url: string;
  readonly lastLine?: number;
  readonly message: string;
  readonly extract?: string;
}

/** The errors the checker reports in each file, by file name; a file without errors is not listed. */
export async function nuErrors(files: readonly string[]): Promise<Record<string, NuError[]>> {
  let stderr: string;
  try {
    ({ stderr } = await promisify(execFile)(
      'java',
      ['-jar', vnuJar, '--errors-only', '--exit-zero-always', '--format', 'json', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
    ));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error('The Nu checker needs Java 11 or later on PATH: apt-get install default-jre-headless');
    throw error;
  }
  const { messages } = JSON.parse(stderr) as { messages: NuMessage[] };
  const errors: Record<string, NuError[]> = {};
  for (const { type, url, lastLine, message, extract } of messages) {
    if (type === 'info') continue;
    const file = basename(decodeURIComponent(new URL(url).pathname));
    errors[file] = [...(errors[file] ?? []), { line: lastLine, message, extract }];
  }
  return errors;
}
