// The import check (architecture.ts) reads every home's imports, and reports each kind of wrong one.
import { describe, expect, it } from 'vitest';
import { importsOf, importViolations, projectFiles, type SourceFile } from './architecture.ts';

describe('the import check', () => {
  const files = projectFiles();

  it('reads the imports of every file in harness/, tests/, scripts/, src/, machines/ and locales/', () => {
    for (const folder of ['harness', 'tests', 'scripts', 'deploy', 'src', 'machines', 'locales']) {
      expect(files.filter((file) => file.path.startsWith(`${folder}/`)).length, folder).toBeGreaterThan(2);
    }
    expect(importsOf(files.find((file) => file.path === 'machines/language.machine.ts')?.source ?? '')).toContain('xstate');
  });

  it('catches each kind of wrong import (the check itself can fail)', () => {
    const planted: SourceFile[] = [
      { path: 'machines/a.machine.ts', source: "import { shopEntryUrl } from '../src/shop.ts';" },
      { path: 'machines/b.machine.ts', source: "import type {\n  PageKind,\n} from '../src/routes.ts';" },
      { path: 'machines/c.machine.ts', source: "import { useState } from 'react';" },
      { path: 'machines/d.machine.ts', source: "const views = () => import('../src/App.tsx');" },
      { path: 'locales/x.ts', source: "export { config } from '../src/config.ts';" },
      { path: 'locales/y.ts', source: "import '../machines/page.machine.ts';" },
      { path: 'src/z.ts', source: "import type { AppConfig } from '../scripts/build/parse-config.ts';" },
      {
        path: 'src/ok.tsx',
        source: "import { pageMachine } from '../machines/page.machine.ts';\nimport { css } from '@linaria/core';",
      },
      { path: 'machines/ok.ts', source: "import { setup } from 'xstate';\nimport { en } from '../locales/catalogues.ts';" },
      { path: 'scripts/build/w.ts', source: "import { nginx } from '../../harness/launchers/nginx.ts';" },
      { path: 'scripts/report/v.ts', source: "import { chromium } from '@playwright/test';" },
      { path: 'src/u.ts', source: "import { startNginx } from '@marketplace-landing/harness/nginx';" },
      { path: 'tests/e2e/t.spec.ts', source: "import { bench } from '../../harness/bench/bench.ts';" },
      { path: 'tests/e2e/s.spec.ts', source: "import { sample } from '@marketplace-landing/harness/bench/sample';" },
      { path: 'tests/app/r.test.ts', source: "import leftPad from 'left-pad';" },
      {
        path: 'tests/e2e/ok.spec.ts',
        source: "import { test } from '@playwright/test';\nimport { chromiumArgs } from '@marketplace-landing/harness/chromium';",
      },
      { path: 'harness/bench/ok.ts', source: "import lighthouse from 'lighthouse';\nimport { en } from '../../locales/en.ts';" },
    ];
    const found = importViolations(planted);
    expect(found).toHaveLength(13);
    const wrong = ['a.machine', 'b.machine', 'c.machine', 'd.machine', 'locales/x', 'locales/y', 'src/z', 'build/w', 'report/v'];
    for (const path of [...wrong, 'src/u', 'e2e/t.spec', 'e2e/s.spec', 'app/r.test']) {
      expect(
        found.some((line) => line.includes(path)),
        path,
      ).toBe(true);
    }
  });
});
