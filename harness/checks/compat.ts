// `tsx harness/checks/compat.ts [DIR]`: fails when the built site (default dist/) calls a web or JavaScript API that a
// browser of package.json's "browserslist" lacks. It lints what ships, dependencies and inline scripts included (the
// sources are TypeScript 7, which typescript-eslint cannot read); ESLint is here for this one rule, Biome lints the rest.
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { oldestVersions } from './browser-support.ts';
import { browserCompatRule } from './compat-rule.ts';

const dir = process.argv[2] ?? 'dist';
// Uses that are feature-tested where the rule cannot see it. Each needs its reason.
const featureTested = {
  navigation: 'React DOM calls it from a function it runs only after `typeof navigation == "object"`',
  cancelIdleCallback: "machines/language.machine.ts calls it only where 'requestIdleCallback' in window",
  PerformanceEventTiming: 'web-vitals (field reports) returns first: `if (!globalThis.PerformanceEventTiming || …) return`',
};
const eslint = new ESLint({
  overrideConfigFile: true, // this config alone: no eslint.config.js for editors to pick up beside Biome
  overrideConfig: [
    {
      files: ['**/*.js'],
      plugins: { browser: { rules: { compat: browserCompatRule } } },
      languageOptions: { ecmaVersion: 'latest', sourceType: 'module' },
      rules: { 'browser/compat': ['error', { oldest: oldestVersions(), featureTested }] },
    },
  ],
});

const scripts = (await readdir(join(dir, 'assets')))
  .filter((name) => name.endsWith('.js'))
  .map((name) => join(dir, 'assets', name));
const results = await eslint.lintFiles(scripts);

// The prerendered pages' inline scripts (the head script), each linted as if it were a file.
const inlineSources = new Map<string, string>();
for (const page of (await readdir(dir)).filter((name) => name.endsWith('.html'))) {
  const html = await readFile(join(dir, page), 'utf8');
  for (const [index, [, code = '']] of [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].entries()) {
    const filePath = resolve(dir, `${page}.inline-${index}.js`);
    inlineSources.set(filePath, code);
    results.push(...(await eslint.lintText(code, { filePath })));
  }
}

// Minified code has one long line: show a little of it around each finding, to grep the sources by.
let findings = 0;
for (const result of results) {
  const lines = (inlineSources.get(result.filePath) ?? (await readFile(result.filePath, 'utf8'))).split('\n');
  for (const message of result.messages) {
    findings += 1;
    const line = lines[message.line - 1] ?? '';
    const excerpt = line.slice(Math.max(0, message.column - 41), message.column + 40);
    console.error(`${result.filePath}:${message.line}:${message.column}  ${message.message}\n    …${excerpt}…`);
  }
}
const checked = `${scripts.length} scripts and the pages' inline scripts in ${dir}/`;
if (findings > 0) {
  console.error(`\n${findings} API use(s) outside the browserslist in package.json (${checked}).`);
  process.exitCode = 1;
} else {
  console.log(`No API outside the browserslist in package.json (${checked}).`);
}
