import { describe, expect, it } from 'vitest';
import { profileSettings } from '../endpoints/customer';
import { createApiConnection } from '../http/api-client';
import { deferred, jsonResponse, stubFetch, type StubHandler } from '../http/stub-fetch';
import { createUserSettingsStore } from './user-settings';

const API = 'https://api.broker.test';
const SETTINGS = profileSettings();
const saved = {
  accountIds: [2, 1],
  confirmOrderModalDismissed: false,
  fundSellToggleOption: 'amount',
};

/** A settings store over a backend whose profile settings answer with `routes`. */
function storeWith(routes: { get?: StubHandler; put?: StubHandler }) {
  const backend = stubFetch((request) => {
    if (request.path.endsWith('/sessions/refresh')) return jsonResponse(200, { jwt: 'jwt' });
    const handler = request.method === 'GET' ? routes.get : routes.put;
    return handler ? handler(request) : jsonResponse(405, {});
  });
  const client = createApiConnection({ apiBase: API, fetch: backend.fetch }).client(
    'x-nnx-access-token',
  );
  return { backend, store: createUserSettingsStore(client) };
}

describe('user settings store', () => {
  it('has no saved settings before it loads', () => {
    const { store } = storeWith({});
    expect(store.settings.value).toEqual({});
    expect(store.status.value).toBe('idle');
  });

  it('loads the account ids, the dismissed confirmation and the sell toggle', async () => {
    const { store } = storeWith({ get: () => jsonResponse(200, saved) });
    await store.load();
    expect(store.settings.value).toEqual(saved);
    expect(store.status.value).toBe('ready');
  });

  it('shows a failed load in its status and carries on with no settings', async () => {
    const { store } = storeWith({ get: () => jsonResponse(404, {}, 'Not Found') });
    await expect(store.load()).resolves.toBeUndefined();
    expect(store.status.value).toBe('failed');
    expect(store.error.value?.message).toMatch(/404/);
    expect(store.settings.value).toEqual({});
  });

  it('leaves the state as it was when a load is aborted', async () => {
    const { store } = storeWith({ get: () => new Promise<Response>(() => {}) });
    const controller = new AbortController();
    const loading = store.load({ signal: controller.signal });
    expect(store.status.value).toBe('loading');
    controller.abort();
    await loading;
    expect(store.status.value).toBe('idle');
    expect(store.error.value).toBeUndefined();
  });

  it('saves the whole settings with a PUT to the profile settings path', async () => {
    const { store, backend } = storeWith({
      get: () => jsonResponse(200, saved),
      put: () => jsonResponse(204, undefined),
    });
    await store.load();
    await store.save({ confirmOrderModalDismissed: true });
    const put = backend.requests.find((request) => request.method === 'PUT');
    expect(put?.path).toBe(SETTINGS);
    expect(JSON.parse(put?.body ?? '')).toEqual({ ...saved, confirmOrderModalDismissed: true });
    expect(store.settings.value.confirmOrderModalDismissed).toBe(true);
  });

  it('shows a change at once and takes it back when the save fails', async () => {
    const answer = deferred<Response>();
    const { store } = storeWith({
      get: () => jsonResponse(200, saved),
      put: () => answer.promise,
    });
    await store.load();
    const saving = store.save({ fundSellToggleOption: 'percent' });
    expect(store.settings.value.fundSellToggleOption).toBe('percent');
    answer.resolve(jsonResponse(503, { fields: [{ code: 'DOWN' }] }));
    await expect(saving).rejects.toMatchObject({ kind: 'http', status: 503 });
    expect(store.settings.value).toEqual(saved);
  });

  it('keeps a newer choice of the same setting when an older save fails', async () => {
    const answers = [deferred<Response>(), deferred<Response>()];
    const { store } = storeWith({
      put: () => answers.shift()?.promise ?? Promise.reject(new Error('unexpected')),
    });
    const [first, second] = answers;
    const older = store.save({ fundSellToggleOption: 'percent' });
    const newer = store.save({ fundSellToggleOption: 'amount' });
    first?.resolve(jsonResponse(500, {}));
    await expect(older).rejects.toMatchObject({ status: 500 });
    second?.resolve(jsonResponse(200, { fundSellToggleOption: 'amount' }));
    await newer;
    expect(store.settings.value.fundSellToggleOption).toBe('amount');
  });

  it('does not let a load that started before a save overwrite the saved choice', async () => {
    const loaded = deferred<Response>();
    const { store } = storeWith({
      get: () => loaded.promise,
      put: () => jsonResponse(204, undefined),
    });
    const loading = store.load();
    await store.save({ confirmOrderModalDismissed: true });
    loaded.resolve(jsonResponse(200, saved));
    await loading;
    expect(store.settings.value.confirmOrderModalDismissed).toBe(true);
    expect(store.status.value).toBe('ready');
  });
});
