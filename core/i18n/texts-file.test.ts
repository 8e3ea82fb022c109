import { afterEach, describe, expect, it, vi } from 'vitest';
import { textsFile } from './texts-file';

const INTEGRITY = 'sha256-RBNvo1WzZ4oRRq0W9+hknpT7T8If536DEMBg9hyq/4o=';
const url = (language: string) =>
  new URL(`https://cdn.broker.example/kit/texts/broker-widgets.${language}-1a2b3c4d.json`);

function answer(status: number, body: unknown) {
  const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status })));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a texts file beside the one-file kit', () => {
  it('is fetched with the integrity the kit carries, and gives a widget its catalogue', async () => {
    const fetch = answer(200, { priceGraphSv: { 'priceGraph.noData': 'Ingen data' } });
    const module = await textsFile(url('sv'), INTEGRITY, 'priceGraphSv');
    expect(module).toEqual({ priceGraphSv: { 'priceGraph.noData': 'Ingen data' } });
    expect(fetch).toHaveBeenCalledWith(url('sv'), { integrity: INTEGRITY });
  });

  it('is fetched once for every widget', async () => {
    const fetch = answer(200, { a: { k: 'A' }, b: { k: 'B' } });
    const [a, b] = await Promise.all([
      textsFile(url('nb'), INTEGRITY, 'a'),
      textsFile(url('nb'), INTEGRITY, 'b'),
    ]);
    expect([a, b]).toEqual([{ a: { k: 'A' } }, { b: { k: 'B' } }]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('fails with a clear message, and is fetched again the next time', async () => {
    answer(404, {});
    await expect(textsFile(url('da'), INTEGRITY, 'a')).rejects.toThrow(
      'https://cdn.broker.example/kit/texts/broker-widgets.da-1a2b3c4d.json answered HTTP 404',
    );
    answer(200, { a: { k: 7 } });
    await expect(textsFile(url('da'), INTEGRITY, 'a')).rejects.toThrow(
      /^Invalid texts file https:.*\.json: a\.k: Invalid type/,
    );
    answer(200, { b: { k: 'B' } });
    await expect(textsFile(url('da'), INTEGRITY, 'a')).rejects.toThrow(/holds no texts named a$/);
  });
});
