// @vitest-environment node
// The shop stand-in (npm start, the browser suites, the bench): the spec's paths, the lookup's answers,
// and the stand-in build's settings pointing at it.
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerStandIn,
  customerServicePath,
  serveShopStandin,
  standInEnvironment,
  standInPort,
} from '../../scripts/dev/shop-standin.ts';
import { inRepo } from '../../scripts/shared/paths.ts';

const supportOrigin = 'https://support.example.com';
const answer = (path: string, method = 'GET') =>
  answerStandIn(method, new URL(path, 'https://shop.example.com'), { supportOrigin });
const titleOf = (html: string) => html.match(/<h1>([^<]*)<\/h1>/)?.[1];

describe('answerStandIn', () => {
  it.each([
    ['/h5/', 'Shop: mobile site'],
    ['/pc/', 'Shop: desktop site'],
    ['/', 'Shop: home'],
    ['/chat?key=k', 'Support chat'],
    ['/partners?lang=de', 'Partner chat (de)'],
  ])('%s is a page: %s', (path, title) => {
    const reply = answer(path);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(titleOf(reply.body)).toBe(title);
  });

  it('answers any other path with a 404 page', () => {
    const reply = answer('/merchant/');
    expect(reply.status).toBe(404);
    expect(titleOf(reply.body)).toBe('Stand-in: no such page');
  });

  it('answers the lookup with the partner chat for the language asked, readable from any origin', () => {
    const reply = answer(`${customerServicePath}?code=customer_service_url&lang=vi`);
    expect(reply.status).toBe(200);
    expect(reply.headers['access-control-allow-origin']).toBe('*');
    expect(JSON.parse(reply.body)).toEqual({
      code: '0',
      data: { customer_service_url: 'https://support.example.com/partners?lang=vi' },
    });
  });

  it('refuses a lookup for another setting than the customer-service URL', () => {
    const reply = answer(`${customerServicePath}?code=something_else&lang=en`);
    expect(reply.status).toBe(400);
    expect(JSON.parse(reply.body).code).not.toBe('0');
  });

  it('allows the lookup’s preflight', () => {
    const reply = answer(`${customerServicePath}?code=customer_service_url&lang=en`, 'OPTIONS');
    expect(reply.status).toBe(204);
    expect(reply.headers['access-control-allow-origin']).toBe('*');
  });
});

it('.env.standin builds against the stand-in npm start serves', () => {
  const env = Object.fromEntries(
    readFileSync(inRepo('.env.standin'), 'utf8')
      .split('\n')
      .filter((line) => /^VITE_\w+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
  expect(env).toMatchObject(standInEnvironment(`http://127.0.0.1:${standInPort}`));
});

describe('serveShopStandin', () => {
  let server: Server;
  let origin: string;
  let failing = false;

  beforeAll(async () => {
    // Port 0: a free port the system picks, so checkouts testing at once never share one.
    server = await serveShopStandin({ port: 0, failLookups: () => failing });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const lookup = () => fetch(`${origin}${customerServicePath}?code=customer_service_url&lang=cn`);

  it('serves the handler over HTTP, with the partner chat on its own origin', async () => {
    const response = await lookup();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ code: '0', data: { customer_service_url: `${origin}/partners?lang=cn` } });
    const page = await fetch(`${origin}/h5/`);
    expect(titleOf(await page.text())).toBe('Shop: mobile site');
  });

  it('fails the lookup with 500 while it is told to, and answers again after', async () => {
    failing = true;
    expect((await lookup()).status).toBe(500);
    failing = false;
    expect((await lookup()).status).toBe(200);
  });
});
