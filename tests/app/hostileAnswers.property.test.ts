/**
 * Whatever the shop's API answers, the page never throws and only ever keeps a valid http(s) URL.
 * fast-check generates arbitrary JSON, near-miss shapes, odd schemes, huge strings and raw bytes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CustomerServiceError,
  fetchCustomerServiceUrl,
  isHttpUrl,
  parseCustomerServiceResponse,
} from '../../machines/lib/customerServiceLookup.ts';

const runs = 10_000;

const urlLike = fc.oneof(
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.string(),
  fc.constantFrom(
    '',
    ' ',
    '/chat',
    '//evil.example/x',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'file:///etc/passwd',
    'ftp://example.com',
    'http://',
    'https://',
    'http://[::1',
    'https://exa mple.com',
  ),
  fc.string({ minLength: 5_000, maxLength: 20_000 }),
  fc.webUrl().map((url) => `${url}${'a'.repeat(10_000)}`),
);

/** Answers shaped almost like the real one, and anything else JSON can say. */
const answer = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record(
      {
        code: fc.oneof(fc.constant('0'), fc.jsonValue()),
        data: fc.oneof(fc.record({ customer_service_url: fc.oneof(urlLike, fc.jsonValue()) }), fc.jsonValue()),
      },
      { requiredKeys: [] },
    ),
  },
  { weight: 1, arbitrary: fc.jsonValue() },
  { weight: 1, arbitrary: fc.anything() },
);

const body = fc.oneof(
  answer.map((value) => {
    try {
      return JSON.stringify(value) ?? 'undefined';
    } catch {
      return '{';
    }
  }),
  fc.uint8Array({ maxLength: 512 }),
  fc.string(),
);

function expectValidOrRejected(outcome: { url: string } | { error: unknown }) {
  if ('url' in outcome) {
    expect(isHttpUrl(outcome.url)).toBe(true);
    expect(outcome.url).toBe(outcome.url.trim());
  } else {
    expect(outcome.error).toBeInstanceOf(CustomerServiceError);
  }
}

// Ten thousand runs take seconds, more when the other test files run beside them.
describe(`hostile and broken answers (${runs} each)`, { timeout: 60_000 }, () => {
  it('parseCustomerServiceResponse returns a valid http(s) URL or throws its own error, never anything else', () => {
    let accepted = 0;
    fc.assert(
      fc.property(answer, (value) => {
        let outcome: { url: string } | { error: unknown };
        try {
          outcome = { url: parseCustomerServiceResponse(value) };
          accepted++;
        } catch (error) {
          outcome = { error };
        }
        expectValidOrRejected(outcome);
      }),
      { numRuns: runs },
    );
    console.info(`parse: ${runs} generated answers, ${accepted} accepted as valid URLs, ${runs - accepted} rejected`);
  });

  it('fetchCustomerServiceUrl turns any body or status into a valid URL or a CustomerServiceError', async () => {
    await fc.assert(
      fc.asyncProperty(body, fc.constantFrom(200, 200, 200, 204, 301, 404, 500, 503), async (payload, status) => {
        const fetch = async () => new Response(status === 204 ? null : payload, { status });
        const outcome = await fetchCustomerServiceUrl({ shopUrl: 'https://shop.example.com', language: 'en', fetch }).then(
          (url) => ({ url }),
          (error: unknown) => ({ error }),
        );
        expectValidOrRejected(outcome);
      }),
      { numRuns: runs },
    );
    console.info(`fetch: ${runs} generated bodies and statuses, none escaped as an unexpected error`);
  });
});
