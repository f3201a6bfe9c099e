// Three homes, and dependencies that flow one way: harness/ → scripts/ → src/ → machines/ → locales/, with
// deploy/ beside them (docs/architecture.md#dependencies-flow-one-way). The check, its rules and its own
// tests are the harness's (harness/checks/architecture.ts): here it reads every file of the repository.
import { importViolations, projectFiles } from '@marketplace-landing/harness/architecture';
import { expect, it } from 'vitest';

it('nothing imports against the flow (src/ from scripts/, machines/ from src/, anything from harness/ …), and machines import no React', () => {
  expect(importViolations(projectFiles())).toEqual([]);
});
