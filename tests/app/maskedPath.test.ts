// A not-found path is reported without what could name a visitor (docs/operators.md, "What is sent").
import { expect, it } from 'vitest';
import { maskedPath } from '../../machines/lib/fieldReport.ts';

it.each([
  ['/prodcuts', '/prodcuts'],
  ['/winter-sale-2026/schuhe', '/winter-sale-2026/schuhe'],
  ['/u/alice@example.com/orders', '/u/:id/orders'],
  ['/u/alice%40example.com', '/u/:id'],
  ['/orders/20261127001', '/orders/:id'],
  ['/reset/9f86d081884c7d659a2feaa0c55ad015', '/reset/:id'],
  ['/invite/Xk2pQ9rT7vLm3nB8wZ4s', '/invite/:id'],
  ['/Donaudampfschifffahrtsgesellschaft', '/Donaudampfschifffahrtsgesellschaft'],
  ['/plush-toys-working-now', '/plush-toys-working-now'],
])('%s is reported as %s', (path, reported) => {
  expect(maskedPath(path)).toBe(reported);
});

it('keeps at most 200 characters', () => {
  expect(maskedPath(`/${'a-'.repeat(150)}`)).toHaveLength(200);
});
