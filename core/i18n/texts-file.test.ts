import { afterEach, describe, expect, it, vi } from 'vitest';
import { textsFile } from './texts-file';

const INTEGRITY = 'sha256-RBNvo1WzZ4oRRq0W9+hknpT7T8If536DEMBg9hyq/4o=';
const file = (language: string) => ({
  url: new URL(`https://cdn.broker.example/kit/texts/broker-widgets.${language}-1a2b3c4d.json`),
  integrity: INTEGRITY,
});

function answer(status: number, body: unknown) {
  const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status })));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a texts file beside the one-file kit', () => {
  it('is fetched with the integrity the kit carries, and gives each key its text', async () => {
    const fetch = answer(200, { priceGraphSv: ['Ingen data', 'Laddar'] });
    const keys = ['priceGraph.noData', 'priceGraph.loading'];
    const module = await textsFile(file('sv'), 'priceGraphSv', keys);
    expect(module).toEqual({
      priceGraphSv: { 'priceGraph.noData': 'Ingen data', 'priceGraph.loading': 'Laddar' },
    });
    expect(fetch).toHaveBeenCalledWith(file('sv').url, { integrity: INTEGRITY });
  });

  it('is fetched once for every widget', async () => {
    const fetch = answer(200, { a: ['A'], b: ['B'] });
    const [a, b] = await Promise.all([
      textsFile(file('nb'), 'a', ['k']),
      textsFile(file('nb'), 'b', ['k']),
    ]);
    expect([a, b]).toEqual([{ a: { k: 'A' } }, { b: { k: 'B' } }]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('fails with a clear message, and is fetched again the next time', async () => {
    answer(404, {});
    await expect(textsFile(file('da'), 'a', ['k'])).rejects.toThrow(
      'https://cdn.broker.example/kit/texts/broker-widgets.da-1a2b3c4d.json answered HTTP 404',
    );
    answer(200, { a: [7] });
    await expect(textsFile(file('da'), 'a', ['k'])).rejects.toThrow(
      /^Invalid texts file https:.*\.json: a\.0: Invalid type/,
    );
    answer(200, { b: ['B'] });
    await expect(textsFile(file('da'), 'a', ['k'])).rejects.toThrow(/holds no texts named a$/);
  });

  it('refuses a file whose texts do not match the widget’s keys one for one', async () => {
    answer(200, { a: ['A'] });
    await expect(textsFile(file('fi'), 'a', ['k', 'l'])).rejects.toThrow(
      /broker-widgets\.fi-1a2b3c4d\.json holds 1 texts for a, not 2$/,
    );
  });
});
