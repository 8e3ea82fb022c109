import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessionRefresh } from '../../core/endpoints/authentication';
import { profileSettings, userAccounts } from '../../core/endpoints/customer';
import { fundOrders, placeFundOrder } from '../../core/endpoints/fund-trading';
import { accountPositions } from '../../core/endpoints/holdings';
import { instrumentById } from '../../core/endpoints/instrument';
import { allocationRequests } from '../../core/endpoints/investment-plan';
import { FUND_IDS } from './data/funds';
import { TEST_START } from './sandbox-client';
import { createSandbox, type Sandbox } from './server';

const pages = mkdtempSync(join(tmpdir(), 'sandbox-pages-'));
writeFileSync(join(pages, 'index.html'), '<h1>demo</h1>');
const dist = mkdtempSync(join(tmpdir(), 'sandbox-dist-'));
writeFileSync(join(dist, 'broker-widgets.js'), 'export {};');

let sandbox: Sandbox;
let base: string;

beforeAll(async () => {
  sandbox = createSandbox({
    seed: 7,
    // An ordinary trading morning, so nothing read depends on the day the test runs.
    clockStart: TEST_START,
    pagesDir: pages,
    distDir: dist,
    allowedOrigins: ['http://partner.test'],
  });
  base = await sandbox.listen(0);
});
afterAll(() => sandbox.close());
afterEach(() => sandbox.faults.clear());

const injectFault = (fault: object) =>
  fetch(`${base}/sandbox/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  });

describe('sandbox curated lists', () => {
  it('serves a list by id and by slug, the same data both ways', async () => {
    const all = (await (await fetch(`${base}/inspiration/v1/curated-lists`)).json()) as {
      curatedLists: { id: number; slug: string | null }[];
    };
    const first = all.curatedLists[0];
    expect(first).toBeDefined();
    const byId = await (await fetch(`${base}/inspiration/v1/curated-lists/${first?.id}`)).json();
    const bySlug = await (
      await fetch(`${base}/inspiration/v1/curated-lists/${first?.slug}`)
    ).json();
    expect(byId).toEqual(bySlug);
  });

  it('gives the same data for the same seed and other data for another seed', async () => {
    const other = createSandbox({ seed: 8 });
    const otherBase = await other.listen(0);
    const again = createSandbox({ seed: 7 });
    const againBase = await again.listen(0);
    const read = async (b: string) => (await fetch(`${b}/inspiration/v1/curated-lists`)).json();
    try {
      expect(await read(againBase)).toEqual(await read(base));
      expect(await read(otherBase)).not.toEqual(await read(base));
    } finally {
      await other.close();
      await again.close();
    }
  });

  it('answers an unknown list with the backend error shape', async () => {
    const response = await fetch(`${base}/inspiration/v1/curated-lists/nope`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ fields: [{ code: 'CURATED_LIST_NOT_FOUND' }] });
  });

  it('serves the cover images it links to', async () => {
    const list = (await (await fetch(`${base}/inspiration/v1/curated-lists/1001`)).json()) as {
      image: { url: string };
      instrumentPreviews: { logoUrl: string }[];
    };
    const cover = await fetch(`${base}${list.image.url}`);
    expect(cover.headers.get('content-type')).toBe('image/svg+xml');
    const logo = await fetch(`${base}${list.instrumentPreviews[0]?.logoUrl}`);
    expect(logo.status).toBe(200);
    expect((await fetch(`${base}/sandbox/images/covers/160.svg`)).status).toBe(200);
    expect((await fetch(`${base}/sandbox/images/covers/999.svg`)).status).toBe(404);
  });
});

describe('sandbox fault injection', () => {
  it('answers a status with a code for the next N requests, then recovers', async () => {
    await injectFault({
      route: '/inspiration/v1/curated-lists',
      status: 503,
      code: 'DOWN',
      times: 2,
    });
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${base}/inspiration/v1/curated-lists/1001`);
      statuses.push(response.status);
      if (response.status === 503) {
        expect(await response.json()).toMatchObject({ fields: [{ code: 'DOWN' }] });
      } else {
        await response.body?.cancel();
      }
    }
    expect(statuses).toEqual([503, 503, 200]);
  });

  it('answers a malformed body', async () => {
    await injectFault({ route: '/inspiration/', malformed: true, times: 1 });
    const response = await fetch(`${base}/inspiration/v1/curated-lists/1001`);
    await expect(response.json()).rejects.toThrow();
  });

  it('drops the connection', async () => {
    await injectFault({ route: '/inspiration/', drop: true, times: 1 });
    await expect(fetch(`${base}/inspiration/v1/curated-lists/1001`)).rejects.toThrow();
  });

  it('delays an answer', async () => {
    await injectFault({ route: '/inspiration/', delayMs: 150, times: 1 });
    const started = performance.now();
    const response = await fetch(`${base}/inspiration/v1/curated-lists/1001`);
    expect(response.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('refuses an invalid fault with a clear message', async () => {
    const response = await injectFault({ route: 'inspiration', status: 'x' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/Invalid fault/);
  });

  it('clears faults', async () => {
    await injectFault({ route: '/inspiration/', status: 500 });
    await fetch(`${base}/sandbox/faults`, { method: 'DELETE' });
    expect((await fetch(`${base}/inspiration/v1/curated-lists/1001`)).status).toBe(200);
  });
});

describe('sandbox hosting', () => {
  it('serves dist/ to any origin, as a CDN would', async () => {
    const response = await fetch(`${base}/dist/broker-widgets.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers a browser that has the current dist/ file with 304 and no body', async () => {
    const first = await fetch(`${base}/dist/broker-widgets.js`);
    const tag = first.headers.get('etag') ?? '';
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(tag).toMatch(/^".+"$/);
    const again = await fetch(`${base}/dist/broker-widgets.js`, {
      headers: { 'If-None-Match': tag },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('access-control-allow-origin')).toBe('*');
    const stale = await fetch(`${base}/dist/broker-widgets.js`, {
      headers: { 'If-None-Match': '"an-older-build"' },
    });
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe('export {};');
  });

  it('serves the pages directory at /', async () => {
    expect(await (await fetch(`${base}/`)).text()).toContain('demo');
  });

  it('never serves files outside the pages directory', async () => {
    const response = await fetch(`${base}/%2e%2e/%2e%2e/etc/passwd`);
    expect(response.status).toBe(404);
  });

  it('allows credentialed API calls only from the origins it was given', async () => {
    const allowed = await fetch(`${base}/inspiration/v1/curated-lists/1001`, {
      headers: { Origin: 'http://partner.test' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://partner.test');
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    const other = await fetch(`${base}/inspiration/v1/curated-lists/1001`, {
      headers: { Origin: 'http://elsewhere.test' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('sandbox fault injection on the broker API', () => {
  let token: string;
  const withToken = (init: RequestInit = {}): RequestInit => ({
    ...init,
    headers: { 'Content-Type': 'application/json', 'x-nnx-access-token': token },
  });
  const order = {
    orderside: 'BUY',
    instrument_id: FUND_IDS.globalGrowth,
    accid: 31001,
    amount: { value: 500, currency: 'SEK' },
  };
  const placeOrder = () =>
    fetch(`${base}${placeFundOrder()}`, withToken({ method: 'POST', body: JSON.stringify(order) }));

  beforeAll(async () => {
    const refreshed = await fetch(`${base}${sessionRefresh()}`, { method: 'POST' });
    token = ((await refreshed.json()) as { jwt: string }).jwt;
  });

  it('answers a status and code on a fund order the next N times, then recovers', async () => {
    await injectFault({
      route: placeFundOrder(),
      method: 'POST',
      status: 503,
      code: 'DOWN',
      times: 2,
    });
    const before = sandbox.received.entries.filter((e) => e.kind === 'fund-order').length;
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      const response = await placeOrder();
      statuses.push(response.status);
      if (response.status === 503) {
        expect(await response.json()).toMatchObject({ fields: [{ code: 'DOWN' }] });
      } else {
        await response.body?.cancel();
      }
    }
    expect(statuses).toEqual([503, 503, 201]);
    // Faulted requests never reached the broker: only the last one is logged.
    expect(sandbox.received.entries.filter((e) => e.kind === 'fund-order').length).toBe(before + 1);
  });

  it('answers a repeated idempotency key with the first answer, booking one order', async () => {
    const send = () =>
      fetch(`${base}${placeFundOrder()}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'x-nnx-access-token': token,
          'Idempotency-Key': 'order-key-1',
        },
        body: JSON.stringify(order),
      });
    const first = (await (await send()).json()) as { fund_order: { order_id: number } };
    const again = await send();
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(first);
    const entries = sandbox.received.entries.filter((e) => e.kind === 'fund-order');
    expect(entries.slice(-2).map((e) => e.replayed ?? false)).toEqual([false, true]);
  });

  it('refuses a repeated idempotency key with another body, booking nothing more', async () => {
    const send = (body: unknown) =>
      fetch(`${base}${placeFundOrder()}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'x-nnx-access-token': token,
          'Idempotency-Key': 'order-key-2',
        },
        body: JSON.stringify(body),
      });
    expect((await send(order)).status).toBe(201);
    const before = sandbox.received.entries.filter((e) => e.status === 201).length;
    const other = await send({ ...order, amount: { value: 12_345, currency: 'SEK' } });
    expect(other.status).toBe(422);
    expect(await other.json()).toMatchObject({ fields: [{ code: 'IDEMPOTENCY_KEY_REUSED' }] });
    expect(sandbox.received.entries.filter((e) => e.status === 201).length).toBe(before);
  });

  it('after handling, books the order and then loses its answer', async () => {
    const orderCount = async () => {
      const response = await fetch(`${base}${fundOrders()}`, withToken());
      return ((await response.json()) as { fund_orders: unknown[] }).fund_orders.length;
    };
    const before = await orderCount();
    await injectFault({
      route: placeFundOrder(),
      method: 'POST',
      drop: true,
      afterHandling: true,
      times: 1,
    });
    await expect(placeOrder()).rejects.toThrow();
    await injectFault({
      route: placeFundOrder(),
      method: 'POST',
      status: 504,
      afterHandling: true,
      times: 1,
    });
    const gatewayTimeout = await placeOrder();
    expect(gatewayTimeout.status).toBe(504);
    await gatewayTimeout.body?.cancel();
    // Both orders reached the broker although neither answer did.
    expect(await orderCount()).toBe(before + 2);
  });

  it('answers a malformed body, drops the connection and delays on user accounts', async () => {
    await injectFault({ route: userAccounts(), malformed: true, times: 1 });
    await expect((await fetch(`${base}${userAccounts()}`, withToken())).json()).rejects.toThrow();
    await injectFault({ route: userAccounts(), drop: true, times: 1 });
    await expect(fetch(`${base}${userAccounts()}`, withToken())).rejects.toThrow();
    await injectFault({ route: userAccounts(), delayMs: 150, times: 1 });
    const started = performance.now();
    const response = await fetch(`${base}${userAccounts()}`, withToken());
    expect(response.status).toBe(200);
    await response.body?.cancel();
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('applies to every new area, by path prefix', async () => {
    const paths = [
      sessionRefresh(),
      accountPositions(31001),
      instrumentById(FUND_IDS.swedenIndex),
      fundOrders(),
      allocationRequests(),
      profileSettings(),
    ];
    for (const path of paths) {
      await injectFault({ route: path, status: 502, code: 'BAD_GATEWAY', times: 1 });
      const response = await fetch(
        `${base}${path}`,
        withToken({ method: path === sessionRefresh() ? 'POST' : 'GET' }),
      );
      expect([path, response.status]).toEqual([path, 502]);
      await response.body?.cancel();
    }
  });

  it('lets an allowed origin send the token header (CORS preflight)', async () => {
    const response = await fetch(`${base}${accountPositions(31001)}`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://partner.test',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'x-nnx-access-token',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://partner.test');
    expect(response.headers.get('access-control-allow-headers')).toBe('x-nnx-access-token');
  });
});
