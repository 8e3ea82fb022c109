import { afterEach, describe, expect, it, vi } from 'vitest';
import { textsFile, textsFileIntegrity } from './texts-file';

/** SHA-256 of `{}` in base64url, the form a texts file's name carries. */
const HASH = 'RBNvo1WzZ4oRRq0W9-hknpT7T8If536DEMBg9hyq_4o';
const FILE = `texts/broker-widgets.sv-${HASH}.json`;

function answer(status: number, body: unknown) {
  const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status })));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a texts file beside the one-file kit', () => {
  it('carries its Subresource Integrity in its name', () => {
    expect(textsFileIntegrity(FILE)).toBe('sha256-RBNvo1WzZ4oRRq0W9+hknpT7T8If536DEMBg9hyq/4o=');
    expect(() => textsFileIntegrity('texts/broker-widgets.sv.json')).toThrow(
      'texts/broker-widgets.sv.json is not named by the SHA-256 of its content',
    );
  });

  it('is fetched beside the kit with that integrity, and gives a widget its catalogue', async () => {
    const fetch = answer(200, { priceGraphSv: { 'priceGraph.noData': 'Ingen data' } });
    const module = await textsFile(FILE, 'priceGraphSv');
    expect(module).toEqual({ priceGraphSv: { 'priceGraph.noData': 'Ingen data' } });
    const [url, init] = fetch.mock.calls[0] as unknown as [URL, RequestInit];
    expect(url.href).toMatch(/\/texts\/broker-widgets\.sv-[\w-]{43}\.json$/);
    expect(init.integrity).toBe(textsFileIntegrity(FILE));
  });

  it('is fetched once for every widget', async () => {
    const file = FILE.replace('.sv-', '.nb-');
    const fetch = answer(200, { a: { k: 'A' }, b: { k: 'B' } });
    const [a, b] = await Promise.all([textsFile(file, 'a'), textsFile(file, 'b')]);
    expect([a, b]).toEqual([{ a: { k: 'A' } }, { b: { k: 'B' } }]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('fails with a clear message, and is fetched again the next time', async () => {
    const file = FILE.replace('.sv-', '.da-');
    answer(404, {});
    await expect(textsFile(file, 'a')).rejects.toThrow(
      /broker-widgets\.da-[\w-]+\.json answered HTTP 404/,
    );
    answer(200, { a: { k: 7 } });
    await expect(textsFile(file, 'a')).rejects.toThrow(/Invalid texts file .*: a\.k: Invalid type/);
    answer(200, { b: { k: 'B' } });
    await expect(textsFile(file, 'a')).rejects.toThrow(/holds no texts named a$/);
  });
});
