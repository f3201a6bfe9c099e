// Runs another TypeScript tool in a child process, through tsx as `npm run` does, from the repository.
import { execFileSync } from 'node:child_process';
import { repo } from '../../scripts/shared/paths.ts';

export function runScript(script: string, args: readonly string[] = [], env: NodeJS.ProcessEnv = process.env): void {
  execFileSync(process.execPath, ['--import', 'tsx', script, ...args], { cwd: repo, stdio: 'inherit', env });
}
