// Every program the suites and the harness start is installed by a `need` line of harness/test.sh: a
// program that only happens to be on one machine (wrk was, on CI's) cannot hide a missing line again.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inRepo } from '../../scripts/shared/paths.ts';
import { needLines, programStarts, type Source, unlisted } from './programs.ts';

/** The repository's TypeScript: everything npm test runs, the shipped code included (it starts nothing). */
function sources(dir = ''): Source[] {
  return readdirSync(inRepo(dir), { withFileTypes: true }).flatMap((entry) => {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory())
      return /^(node_modules|dist.*|test-results|bench-results|\..*)$/.test(entry.name) ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')
      ? [{ path, text: readFileSync(inRepo(path), 'utf8') }]
      : [];
  });
}

const needs = needLines(readFileSync(inRepo('harness/test.sh'), 'utf8'));

describe('the programs the suites and the harness start', () => {
  const starts = programStarts(sources());

  it('are each installed by a need line of harness/test.sh, or come with Node, npm and the clone', () => {
    expect(unlisted(starts, needs)).toEqual([]);
  });

  it('are found where they start: browsers, servers and tools, through constants, imports and wrappers', () => {
    const started = new Set(starts.flatMap(({ programs }) => (programs === 'unknown' ? [] : programs)));
    const expected = ['wrk', '/usr/sbin/nginx', 'njs', 'java', 'logrotate', 'openssl', 'ip', 'po2xliff'];
    const browsers = ['/usr/bin/chromium', '/usr/bin/chromium-headless-shell', '/usr/bin/firefox-esr', '/usr/bin/WPEWebDriver'];
    for (const program of [...expected, ...browsers, 'npm:wrangler', 'node']) expect(started, program).toContain(program);
    expect([...started].some((program) => program.endsWith('/MiniBrowser'))).toBe(true);
  });
});

describe('the check', () => {
  const planted = (text: string, more: Source[] = []) =>
    unlisted(programStarts([{ path: 'tests/x/a.test.ts', text }, ...more]), needs);

  it('reads need lines, a variable’s default as the thing', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a shell's ${VAR:-default}, as test.sh writes it
    expect(needLines('need chromium "${CHROMIUM_PATH:-/usr/bin/chromium}"\nneed wrk wrk # the flood\n')).toEqual([
      { package: 'chromium', things: ['/usr/bin/chromium'] },
      { package: 'wrk', things: ['wrk'] },
    ]);
  });

  it('fails on a program no need line installs, however it is named', () => {
    expect(planted("spawn('cowsay', ['hi']);")).toEqual([
      'tests/x/a.test.ts:1: starts cowsay, which no need line of harness/test.sh installs',
    ]);
    expect(planted("const say = process.env.SAY ?? '/usr/games/cowsay';\nexecFileSync(say, []);")).toHaveLength(1);
    expect(planted("await promisify(execFile)(quiet ? 'nice' : 'cowsay', quiet ? ['-n', '19', 'cowsay'] : []);")).toEqual([
      'tests/x/a.test.ts:1: starts cowsay, which no need line of harness/test.sh installs',
    ]);
    expect(planted("spawnSync('unshare', ['--net', 'sh', '-c', 'cowsay && exec \"$0\" x', process.execPath]);")).toEqual([
      'tests/x/a.test.ts:1: starts cowsay, which no need line of harness/test.sh installs',
    ]);
    expect(planted('function say(program: string) { return spawnSync(program, []); }\nsay("cowsay");')).toHaveLength(1);
    expect(planted("chromium.launch({ executablePath: '/opt/chrome/chrome' });")).toHaveLength(1);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the planted source holds a template literal
    expect(planted('export default { webServer: { command: `cowsay ${port}` } };')).toHaveLength(1);
    expect(planted("const run = promisify(execFile);\nawait run('cowsay', []);")).toHaveLength(1);
    expect(planted("execFileSync('/bin/sh', ['-c', 'umask 022 && cowsay \"$0\"', 'moo']);")).toHaveLength(1);
    const imported = "import { say } from '../../harness/say.ts';\nspawn(say, []);";
    expect(planted(imported, [{ path: 'harness/say.ts', text: "export const say = 'cowsay';" }])).toHaveLength(1);
  });

  it('fails on a start it cannot follow', () => {
    expect(planted('spawn(programs[name], []);')).toEqual([
      'tests/x/a.test.ts:1: cannot tell which program programs[name] starts: name it there, or in a constant',
    ]);
  });

  it('passes what need lines, Node, npm and the clone provide', () => {
    const fine = [
      "spawn('wrk', []);",
      "spawn('/usr/sbin/nginx', []);",
      'spawn(process.execPath, []);',
      "spawn(inRepo('node_modules', '.bin', 'biome'), []);",
      "execFile('npm', ['run', 'build']);",
      "execFileSync('git', ['rev-parse', 'HEAD']);",
      "const [command = '', ...args] = line();\nfunction line() { return [inRepo('node_modules/.bin/wrangler'), 'dev']; }\nspawn(command, args);",

      // Vite's ConfigEnv: its command is Vite's mode of work, not a program.
      "await loadConfigFromFile({ command: 'serve', mode: 'test' }, 'vite.config.ts');",
    ];
    for (const text of fine) expect(planted(text), text).toEqual([]);
  });
});
