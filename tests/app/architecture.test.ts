// @vitest-environment node
// Dependencies flow one way: scripts/ (tooling) → src/ (entry, routes, views) → machines/ (behaviour
// and the pure modules it uses) → locales/. This test reads every import in those folders and fails on any other direction,
// and on a machine or catalogue that imports a package it should not know about (React, say).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../', import.meta.url));

type Folder = 'scripts' | 'deploy' | 'src' | 'machines' | 'locales';

interface Rule {
  /** Project folders this folder may import from (itself included). */
  readonly folders: readonly Folder[];
  /** npm packages it may import; `'*'` for any. */
  readonly packages: readonly string[] | '*';
}

const rules: Readonly<Record<Folder, Rule>> = {
  // Tooling builds, checks and serves the app; the app never reaches back into it (build-time code,
  // `process.exit`, Node's modules stay out of the browser).
  scripts: { folders: ['scripts', 'deploy', 'src', 'machines', 'locales'], packages: '*' },
  // Code a host runs (the Cloudflare Worker, nginx's njs): the language rules and the reports'
  // validator, never the app or its tooling; `fs` is njs's own module, isbot is bundled into both.
  deploy: { folders: ['deploy', 'machines', 'locales'], packages: ['fs', 'isbot'] },
  src: { folders: ['src', 'machines', 'locales'], packages: '*' },
  // Behaviour without React: a machine is driven from tests and the inspector, never from a view.
  machines: { folders: ['machines', 'locales'], packages: ['xstate'] },
  locales: { folders: ['locales'], packages: ['rosetta'] },
};

interface SourceFile {
  /** Path relative to the repository, with forward slashes. */
  readonly path: string;
  readonly source: string;
}

/** Every module specifier a file imports: static, type-only, re-exports, side-effect and dynamic imports. */
function importsOf(source: string): string[] {
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

/** The broken rules in `files`, one line each (`machines/x.ts imports ../src/y.ts (src/)`). */
function importViolations(files: readonly SourceFile[]): string[] {
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
      } else if (rule.packages !== '*' && !rule.packages.includes(packageName(specifier))) {
        violations.push(
          `${file.path} imports the package ${specifier}, but ${folder}/ may only import ${rule.packages.join(', ')}`,
        );
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
  return files;
}

describe('dependencies flow one way: scripts → src → machines → locales', () => {
  const files = (Object.keys(rules) as Folder[]).flatMap(sourceFiles);

  it('reads the imports of every file in scripts/, src/, machines/ and locales/', () => {
    expect(files.filter((file) => file.path.startsWith('machines/')).length).toBeGreaterThan(5);
    expect(importsOf(files.find((file) => file.path === 'machines/language.machine.ts')?.source ?? '')).toContain('xstate');
  });

  it('nothing imports against the flow (src/ from scripts/, machines/ from src/ …), and machines import no React', () => {
    expect(importViolations(files)).toEqual([]);
  });

  it('catches each kind of wrong import (the check itself can fail)', () => {
    const planted: SourceFile[] = [
      { path: 'machines/a.machine.ts', source: "import { shopEntryUrl } from '../src/shop.ts';" },
      { path: 'machines/b.machine.ts', source: "import type {\n  PageKind,\n} from '../src/routes.ts';" },
      { path: 'machines/c.machine.ts', source: "import { useState } from 'react';" },
      { path: 'machines/d.machine.ts', source: "const views = () => import('../src/App.tsx');" },
      { path: 'locales/x.ts', source: "export { config } from '../src/config.ts';" },
      { path: 'locales/y.ts', source: "import '../machines/page.machine.ts';" },
      { path: 'src/z.ts', source: "import type { AppConfig } from '../scripts/build/config.ts';" },
      {
        path: 'src/ok.tsx',
        source: "import { pageMachine } from '../machines/page.machine.ts';\nimport { css } from '@linaria/core';",
      },
      { path: 'machines/ok.ts', source: "import { setup } from 'xstate';\nimport { en } from '../locales/catalogues.ts';" },
    ];
    const found = importViolations(planted);
    expect(found).toHaveLength(7);
    for (const path of ['a.machine', 'b.machine', 'c.machine', 'd.machine', 'locales/x', 'locales/y', 'src/z']) {
      expect(
        found.some((line) => line.includes(path)),
        path,
      ).toBe(true);
    }
  });
});
