import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionRefresh } from '../endpoints/authentication';
import { pageRegistry } from '../page/page-registry';
import { apiClient, apiConnection } from './api-registry';
import { jsonResponse, stubFetch } from './stub-fetch';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('page-wide API connections', () => {
  it('gives every widget on one API base the same connection and clients', () => {
    const base = 'https://one.broker.test';
    expect(apiConnection(`${base}/`)).toBe(apiConnection(base));
    expect(apiClient(base, 'bearer')).toBe(apiClient(`${base}/`, 'bearer'));
    expect(apiClient(base, 'bearer')).not.toBe(apiClient(base, 'x-nnx-access-token'));
    expect(apiConnection('https://two.broker.test')).not.toBe(apiConnection(base));
  });

  it('shares one token between both clients and drives the page session', async () => {
    const backend = stubFetch(() => jsonResponse(200, { jwt: 'page-jwt' }));
    vi.stubGlobal('fetch', backend.fetch);
    const base = 'https://three.broker.test';
    const tokens = await Promise.all([
      apiConnection(base).tokens.token(),
      apiConnection(`${base}/`).tokens.token(),
    ]);
    expect(tokens).toEqual(['page-jwt', 'page-jwt']);
    expect(backend.count('POST', sessionRefresh())).toBe(1);
    expect(pageRegistry().session.loggedIn.value).toBe(true);
  });
});
