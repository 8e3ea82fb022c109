import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { discoverySearch } from '../../../core/endpoints/cms';
import {
  InstrumentSearchResultListSchema,
  type InstrumentSearchResultList,
} from '../../../core/schemas/instrument-search';
import { parse } from '../../../core/schemas/parse-boundary';
import { startSandbox, type SandboxClient } from '../sandbox-client';

let client: SandboxClient;
beforeAll(async () => {
  client = await startSandbox();
});
afterAll(() => client.close());
beforeEach(() => client.reset('anonymous'));

type SearchQuery = Omit<Parameters<typeof discoverySearch>[0], 'environment'>;

/** The search's path, asking the test CMS as the kit does of an API on localhost. */
const searchPath = (query: SearchQuery) => discoverySearch({ ...query, environment: 'test' });

/** The search's hits, read with the schema the Compare tab reads them with. */
async function search(query: SearchQuery) {
  const { status, body } = await client.json('GET', searchPath(query));
  expect(status).toBe(200);
  const hits: InstrumentSearchResultList = parse(
    InstrumentSearchResultListSchema,
    body,
    'search results',
  );
  // Nothing the schema knows was dropped: every country and type is one it reads.
  expect(hits).toEqual(body);
  return hits;
}

describe('the discovery search (catalogue: /cms/v1 discovery-search-engine/search)', () => {
  it('answers without a login, as a logged-out instrument page compares too', async () => {
    expect(client.token).toBeUndefined();
    expect(await search({ query: 'volvo' })).toEqual([
      {
        orderBookId: '16099872',
        name: 'Volvo B',
        symbol: 'VOLV B',
        country: 'SE',
        groupType: 'STOCK',
        entityType: 'INSTRUMENT',
      },
    ]);
  });

  it('answers 5 hits unless asked for another number', async () => {
    expect(await search({ query: 'e' })).toHaveLength(5);
    expect(await search({ query: 'e', limit: 2 })).toHaveLength(2);
    expect(await search({ query: 'e', limit: 8 })).toHaveLength(8);
  });

  it('answers at most 20 hits, however many are asked for', async () => {
    // 26 listings have an "o" in their name or symbol.
    const hits = await search({ query: 'o', limit: 100 });
    expect(hits).toHaveLength(20);
    expect(await search({ query: 'o', limit: 20 })).toEqual(hits);
  });

  it('ranks prefix matches first, case- and accent-insensitively', async () => {
    expect((await search({ query: 'NO' })).map((hit) => hit.symbol)).toEqual([
      'NOKIA',
      'NHA',
      'NOIX',
      'NOOB',
      'NOVO B',
    ]);
    expect((await search({ query: 'tillvaxt' })).map((hit) => hit.name)).toEqual([
      'Global Tillväxt',
    ]);
    expect((await search({ query: 'Orsted' })).map((hit) => hit.name)).toEqual(['Ørsted']);
  });

  it('filters by category: stock, fund or index', async () => {
    const kinds = async (category: string) =>
      (await search({ query: 'o', category, limit: 20 })).map((hit) => hit.groupType);
    expect(new Set(await kinds('stock'))).toEqual(new Set(['STOCK']));
    expect(new Set(await kinds('fund'))).toEqual(new Set(['FUND']));
    expect(await kinds('INDEX')).toEqual(['INDEX', 'INDEX', 'INDEX', 'INDEX']);
  });

  it('gives the indices readable names, as an index entity', async () => {
    expect(await search({ query: 'oslo', category: 'index' })).toEqual([
      {
        orderBookId: 'OBX',
        name: 'Oslo Børs OBX',
        symbol: 'OBX',
        country: 'NO',
        groupType: 'INDEX',
        entityType: 'INDEX',
      },
    ]);
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await search({ query: 'bitcoin' })).toEqual([]);
  });

  it.each([
    ['no query', { category: 'stock' }, 'query is required and may not be blank'],
    ['an empty query', { query: '' }, 'query is required and may not be blank'],
    ['a blank query', { query: '   ' }, 'query is required and may not be blank'],
    [
      'an unknown category',
      { query: 'a', category: 'bond' },
      'category is one of stock, fund, index, not bond',
    ],
    ['a limit of 0', { query: 'a', limit: 0 }, 'limit must be 1 or more, not 0'],
  ])('refuses %s with 400 INPUT_ERROR', async (_case, query, message) => {
    expect(await client.json('GET', searchPath(query))).toEqual({
      status: 400,
      body: { message, fields: [{ code: 'INPUT_ERROR', message }] },
    });
  });

  it('answers the prod and the test CMS alike, and refuses a lookup naming neither', async () => {
    const prod = await client.json('GET', discoverySearch({ query: 'volvo', environment: 'prod' }));
    expect(prod).toEqual({ status: 200, body: await search({ query: 'volvo' }) });
    const path = (environment: string) =>
      `/cms/v1/discovery-search-engine/search?query=volvo${environment}`;
    expect(await client.json('GET', path(''))).toMatchObject({
      status: 400,
      body: { fields: [{ code: 'MANDATORY_FIELD_MISSING' }] },
    });
    expect(await client.json('GET', path('&environment=stage'))).toMatchObject({
      status: 400,
      body: { message: 'environment is prod or test, not stage' },
    });
  });

  it('refuses a limit that is no whole number', async () => {
    const { status, body } = await client.json('GET', `${searchPath({ query: 'a' })}&limit=five`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ fields: [{ code: 'INPUT_ERROR' }] });
  });
});
