// The import check of `tests/app/architecture.test.ts` (docs/architecture.md#dependencies-flow-one-way).
// Three homes, and dependencies that flow one way. What ships: src/ (entry, routes, views) → machines/
// (behaviour and the pure modules it uses) → locales/, and deploy/ (what a host runs). What operators and
// translators run: scripts/ (the build, the deploy, the report, the translations), which may use all of
// it. The developers' harness: harness/, an npm workspace of its own, which nothing that ships or serves
// operators imports, and tests/ reach only through the entry points its package.json declares. The check
// reads every import and reports any other direction, a machine or catalogue that imports a package it
// should not know about (React, say), and a package its home's package.json does not declare.
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const manifest = (path: string) => JSON.parse(readFileSync(join(repo, path), 'utf8')) as Record<string, Record<string, string>>;
const declared = (path: string) => {
  const { dependencies = {}, devDependencies = {} } = manifest(path);
  return [...Object.keys(dependencies), ...Object.keys(devDependencies)];
};
const harnessPackage = manifest('harness/package.json') as unknown as { name: string; exports: Record<string, string> };
/** What the product and its operators' and translators' tools may use: the root package.json. */
const productPackages = declared('package.json');
/** The harness's own packages besides: its package.json. */
const harnessPackages = [...productPackages, ...declared('harness/package.json')];

type Folder = 'scripts' | 'deploy' | 'src' | 'machines' | 'locales' | 'harness' | 'tests';

interface Rule {
  /** Project folders this folder may import from by path (itself included). */
  readonly folders: readonly Folder[];
  /** npm packages it may import. */
  readonly packages: readonly string[];
}

const rules: Readonly<Record<Folder, Rule>> = {
  // The developers' harness tests, benches, checks and serves all of it; nothing but tests/ reaches into it.
  harness: { folders: ['harness', 'scripts', 'deploy', 'src', 'machines', 'locales'], packages: harnessPackages },
  // Tests read the product by path and the harness by its package's entry points (below), never by path.
  tests: { folders: ['tests', 'scripts', 'deploy', 'src', 'machines', 'locales'], packages: harnessPackages },
  // Tooling builds, deploys and reports on the app; the app never reaches back into it (build-time code,
  // `process.exit`, Node's modules stay out of the browser).
  scripts: { folders: ['scripts', 'deploy', 'src', 'machines', 'locales'], packages: productPackages },
  // Code a host runs (the Cloudflare Worker, nginx's njs): the language rules and the reports'
  // validator, never the app or its tooling; `fs` is njs's own module, isbot is bundled into both.
  deploy: { folders: ['deploy', 'machines', 'locales'], packages: ['fs', 'isbot'] },
  src: { folders: ['src', 'machines', 'locales'], packages: productPackages },
  // Behaviour without React: a machine is driven from tests and the inspector, never from a view.
  machines: { folders: ['machines', 'locales'], packages: ['xstate'] },
  locales: { folders: ['locales'], packages: ['rosetta'] },
};

export interface SourceFile {
  /** Path relative to the repository, with forward slashes. */
  readonly path: string;
  readonly source: string;
}

/** Every module specifier a file imports: static, type-only, re-exports, side-effect and dynamic imports. */
export function importsOf(source: string): string[] {
  const patterns = [
    /^\s*(?:import|export)\s[^;'"]*?\sfrom\s*['"]([^'"]+)['"]/gm,
    /^\s*import\s*['"]([^'"]+)['"]/gm,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\bimport\.meta\.glob(?:<[^>]*>)?\(\s*\[?\s*['"]([^'"]+)['"]/g,
  ];
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1] ?? ''));
}

const packageName = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : (specifier.split('/')[0] ?? specifier);

const isBuiltin = (specifier: string) => specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0] ?? '');
/** Vite's virtual modules and the type-only packages TypeScript resolves (`@types/x` declares `x`). */
const isVirtual = (specifier: string) => specifier.startsWith('virtual:') || specifier.startsWith('/');

/** The broken rules in `files`, one line each (`machines/page.machine.ts imports ../src/App.tsx (src/), …`). */
export function importViolations(files: readonly SourceFile[]): string[] {
  const violations: string[] = [];
  for (const file of files) {
    const folder = file.path.split('/')[0] as Folder;
    const rule = rules[folder];
    if (!rule) continue;
    for (const specifier of importsOf(file.source)) {
      if (specifier.startsWith('.')) {
        const target = normalize(join(dirname(file.path), specifier)).replaceAll('\\', '/');
        const targetFolder = target.split('/')[0] ?? '';
        if (!(rule.folders as readonly string[]).includes(targetFolder)) {
          violations.push(
            `${file.path} imports ${specifier} (${targetFolder}/), but ${folder}/ may only import ${rule.folders.join(', ')}`,
          );
        }
      } else if (packageName(specifier) === harnessPackage.name) {
        const entry = `.${specifier.slice(harnessPackage.name.length)}`;
        if (folder !== 'tests') violations.push(`${file.path} imports ${specifier}, but only tests/ reach the harness`);
        else if (!(entry in harnessPackage.exports)) {
          violations.push(`${file.path} imports ${specifier}, which harness/package.json does not export`);
        }
      } else if (isVirtual(specifier) || (isBuiltin(specifier) && folder !== 'deploy')) {
        // Node's own modules, and the bundler's virtual ones
      } else if (!rule.packages.includes(packageName(specifier)) && !rule.packages.includes(`@types/${specifier}`)) {
        const where = folder === 'harness' || folder === 'tests' ? 'package.json nor harness/package.json' : 'package.json';
        const allowed = rule.packages.length < 5 ? `: ${folder}/ may only import ${rule.packages.join(', ')}` : '';
        violations.push(`${file.path} imports the package ${specifier}, which ${where} does not declare${allowed}`);
      }
    }
  }
  return violations;
}

function sourceFiles(folder: Folder): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|tsx|mts|js|mjs)$/.test(entry.name)) {
        files.push({ path: relative(repo, path).replaceAll('\\', '/'), source: readFileSync(path, 'utf8') });
      }
    }
  };
  walk(join(repo, folder));
  return files.filter((file) => !file.path.includes('/node_modules/'));
}

/** Every source file of every home the rules name, with its text. */
export function projectFiles(): SourceFile[] {
  return (Object.keys(rules) as Folder[]).flatMap(sourceFiles);
}
