// The customer-service lookup, the page's one call (machines/lib/customerServiceLookup.ts): its request, what counts
// as an answer, and every way it fails.
import { describe, expect, it, vi } from 'vitest';
import {
  customerServiceEndpoint,
  fetchCustomerServiceUrl,
  maxCustomerServiceBytes,
  parseCustomerServiceResponse,
} from '../../machines/lib/customerServiceLookup.ts';

const shopUrl = 'https://shop.example.com/base';

describe('customerServiceEndpoint', () => {
  it('asks for the customer-service URL in the current language', () => {
    expect(customerServiceEndpoint(shopUrl, 'cn')).toBe(
      'https://shop.example.com/base/wap/api/syspara!getSyspara.action?code=customer_service_url&lang=cn',
    );
  });
});

describe('parseCustomerServiceResponse', () => {
  it.each([
    ['https://chat.example.com/x', 'https://chat.example.com/x'],
    ['\u00a0http://chat.example.com/x\n', 'http://chat.example.com/x'],
  ])('accepts code "0" with an absolute http(s) URL, trimmed: %j', (url, accepted) => {
    expect(parseCustomerServiceResponse({ code: '0', data: { customer_service_url: url } })).toBe(accepted);
  });

  it.each([
    ['null', null, /not a JSON object/],
    ['an array', [], /not a JSON object/],
    ['a string', '0', /not a JSON object/],
    ['numeric code 0', { code: 0, data: { customer_service_url: 'https://a.example' } }, /code is 0, expected "0"/],
    ['code "1"', { code: '1', data: { customer_service_url: 'https://a.example' } }, /code is "1"/],
    ['missing code', { data: { customer_service_url: 'https://a.example' } }, /code is undefined/],
    ['missing data', { code: '0' }, /no data object/],
    ['data null', { code: '0', data: null }, /no data object/],
    ['missing URL', { code: '0', data: {} }, /no customer_service_url/],
    ['empty URL', { code: '0', data: { customer_service_url: '' } }, /no customer_service_url/],
    ['blank URL', { code: '0', data: { customer_service_url: '   ' } }, /no customer_service_url/],
    ['numeric URL', { code: '0', data: { customer_service_url: 42 } }, /no customer_service_url/],
    ['relative URL', { code: '0', data: { customer_service_url: '/chat' } }, /not an absolute http/],
    ['javascript: URL', { code: '0', data: { customer_service_url: 'javascript:alert(1)' } }, /not an absolute http/],
    ['data: URL', { code: '0', data: { customer_service_url: 'data:text/html,hi' } }, /not an absolute http/],
    ['protocol-relative URL', { code: '0', data: { customer_service_url: '//evil.example' } }, /not an absolute http/],
  ])('rejects %s', (_, body, message) => {
    expect(() => parseCustomerServiceResponse(body)).toThrow(message);
  });
});

describe('fetchCustomerServiceUrl', () => {
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  it('calls the endpoint with GET for JSON, without credentials, abortable, and returns the URL', async () => {
    const fetch = vi.fn(async () => json({ code: '0', data: { customer_service_url: 'https://chat.example.com' } }));
    const { signal } = new AbortController();
    await expect(fetchCustomerServiceUrl({ shopUrl, language: 'de', signal, fetch })).resolves.toBe('https://chat.example.com');
    expect(fetch).toHaveBeenCalledWith(customerServiceEndpoint(shopUrl, 'de'), {
      headers: { Accept: 'application/json' },
      credentials: 'omit',
      signal,
    });
  });

  it('reads an answer that arrives in pieces, a character split between two', async () => {
    const bytes = new TextEncoder().encode(
      JSON.stringify({ code: '0', data: { customer_service_url: 'https://客服.example/' } }),
    );
    const at = bytes.indexOf(0xe5) + 1; // inside 客
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, at));
        controller.enqueue(bytes.slice(at));
        controller.close();
      },
    });
    const fetch = vi.fn(async () => new Response(body));
    await expect(fetchCustomerServiceUrl({ shopUrl, language: 'cn', fetch })).resolves.toBe('https://客服.example/');
  });

  it('raises "HTTP error! Status: <n>" on a non-OK status', async () => {
    const fetch = vi.fn(async () => json({ code: '0' }, 503));
    await expect(fetchCustomerServiceUrl({ shopUrl, language: 'en', fetch })).rejects.toThrow('HTTP error! Status: 503');
  });

  it('rejects a body that is not JSON', async () => {
    const fetch = vi.fn(async () => new Response('<html>oops</html>', { status: 200 }));
    await expect(fetchCustomerServiceUrl({ shopUrl, language: 'en', fetch })).rejects.toThrow('not valid JSON');
  });

  it('passes network failures on', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(fetchCustomerServiceUrl({ shopUrl, language: 'en', fetch })).rejects.toThrow('Failed to fetch');
  });

  /** A body of `chunks` 16 KiB pieces that counts what was read of it and whether it was given up. */
  function countedBody(chunks: number) {
    const read = { chunks: 0, cancelled: false };
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (read.chunks === chunks) return controller.close();
        read.chunks += 1;
        controller.enqueue(new Uint8Array(16 * 1024).fill(0x20));
      },
      cancel() {
        read.cancelled = true;
      },
    });
    return { body, read };
  }

  it(`stops reading an answer past ${maxCustomerServiceBytes / 1024} KiB and fails the lookup`, async () => {
    // 200 MB, as a broken or hostile shop sent once; no Content-Length says so beforehand.
    const { body, read } = countedBody(12_800);
    const fetch = vi.fn(async () => new Response(body, { status: 200 }));
    await expect(fetchCustomerServiceUrl({ shopUrl, language: 'en', fetch })).rejects.toThrow(
      'Customer-service response is larger than 64 KiB',
    );
    expect(read.chunks).toBeLessThanOrEqual(maxCustomerServiceBytes / (16 * 1024) + 2);
    expect(read.cancelled).toBe(true);
  });

  it('fails at once, reading nothing, when the Content-Length is over the cap', async () => {
    const { body, read } = countedBody(12_800);
    const fetch = vi.fn(async () => new Response(body, { headers: { 'Content-Length': String(200 * 1024 * 1024) } }));
    await expect(fetchCustomerServiceUrl({ shopUrl, language: 'en', fetch })).rejects.toThrow(/larger than 64 KiB/);
    expect(read.chunks).toBeLessThanOrEqual(1); // at most what the stream queues before anyone reads
    expect(read.cancelled).toBe(true);
  });

  it('reads an answer of exactly the cap', async () => {
    const answer = JSON.stringify({ code: '0', data: { customer_service_url: 'https://chat.example.com/x' } });
    const padded = answer.padEnd(maxCustomerServiceBytes, ' ');
    const fetch = vi.fn(async () => new Response(padded, { headers: { 'Content-Length': String(padded.length) } }));
    await expect(fetchCustomerServiceUrl({ shopUrl, language: 'en', fetch })).resolves.toBe('https://chat.example.com/x');
  });
});
