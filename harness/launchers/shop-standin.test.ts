// The shop stand-in's own answers are what the browser suites meet (harness/playwright/fixtures.ts answers the
// shop's pages with it, tests/engines serves it over HTTP and fails its lookup); what only a newcomer's
// `npm start` would show is that the stand-in build's settings point at it.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { inRepo } from '../../scripts/shared/paths.ts';
import { standInEnvironment, standInPort } from './shop-standin.ts';

it('.env.standin builds against the stand-in npm start serves', () => {
  const env = Object.fromEntries(
    readFileSync(inRepo('.env.standin'), 'utf8')
      .split('\n')
      .filter((line) => /^VITE_\w+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
  expect(env).toMatchObject(standInEnvironment(`http://127.0.0.1:${standInPort}`));
});
