/**
 * The one call the page makes to the shop: the customer-service chat URL, checked and capped. Loaded
 * by the customer-service machine when it first asks, after the first paint, so that the page's entry
 * does not carry it. Pure: its fetch comes in as an argument or is the global one.
 */

export function customerServiceEndpoint(shopUrl: string, language: string): string {
  const query = new URLSearchParams({ code: 'customer_service_url', lang: language });
  return `${shopUrl}/wap/api/syspara!getSyspara.action?${query}`;
}

export class CustomerServiceError extends Error {
  override name = 'CustomerServiceError';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True for an absolute http: or https: URL; `javascript:`, relative and malformed URLs are not. */
export function isHttpUrl(value: string): boolean {
  let protocol: string;
  try {
    // Not URL.canParse: Safari has it only since 17, and the supported browsers include Safari 16.
    ({ protocol } = new URL(value));
  } catch {
    return false;
  }
  return protocol === 'http:' || protocol === 'https:';
}

/** Checks the lookup's JSON and returns the customer-service URL, or throws saying what is wrong. */
export function parseCustomerServiceResponse(body: unknown): string {
  if (!isRecord(body)) throw new CustomerServiceError('Customer-service response is not a JSON object');
  if (body.code !== '0') {
    throw new CustomerServiceError(`Customer-service lookup failed: code is ${JSON.stringify(body.code)}, expected "0"`);
  }
  if (!isRecord(body.data)) throw new CustomerServiceError('Customer-service response has no data object');
  const url = body.data.customer_service_url;
  if (typeof url !== 'string' || url.trim() === '') {
    throw new CustomerServiceError('Customer-service response has no customer_service_url');
  }
  if (!isHttpUrl(url.trim())) {
    throw new CustomerServiceError('Customer-service URL is not an absolute http(s) URL');
  }
  return url.trim();
}

/** The most of a customer-service answer that is read: a real one is a few hundred bytes. */
export const maxCustomerServiceBytes = 64 * 1024;

/** The body as text, read as it streams in and given up past the cap: at once when its Content-Length is over. */
async function readCapped(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (let size = 0; ; ) {
    if (size > maxCustomerServiceBytes || Number(response.headers.get('Content-Length')) > maxCustomerServiceBytes) {
      reader?.cancel().catch(() => {});
      throw new CustomerServiceError('Customer-service response is larger than 64 KiB');
    }
    const chunk = await reader?.read();
    if (!chunk || chunk.done) return text;
    size += chunk.value.length;
    text += decoder.decode(chunk.value, { stream: true });
  }
}

export interface CustomerServiceRequest {
  readonly shopUrl: string;
  readonly language: string;
  readonly signal?: AbortSignal;
  readonly fetch?: typeof fetch;
}

export async function fetchCustomerServiceUrl({
  shopUrl,
  language,
  signal,
  fetch: fetchImpl = globalThis.fetch,
}: CustomerServiceRequest): Promise<string> {
  const response = await fetchImpl(customerServiceEndpoint(shopUrl, language), {
    headers: { Accept: 'application/json' },
    credentials: 'omit',
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw new CustomerServiceError(`HTTP error! Status: ${response.status}`);
  const text = await readCapped(response);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new CustomerServiceError('Customer-service response is not valid JSON');
  }
  return parseCustomerServiceResponse(body);
}
