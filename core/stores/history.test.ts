import { describe, expect, it } from 'vitest';
import { createHistoryStore } from './history';

describe('history store', () => {
  it('pushes new locations to the front', () => {
    const store = createHistoryStore();
    store.push('/overview');
    store.push('/funds/1');
    expect(store.entries.value.map((entry) => entry.location)).toEqual(['/funds/1', '/overview']);
  });

  it('gives a new location the status code 200', () => {
    const store = createHistoryStore();
    store.push('/funds/1');
    expect(store.entries.value[0]?.statusCode).toBe(200);
  });

  it('sets the status code of the newest entry only', () => {
    const store = createHistoryStore();
    store.push('/overview');
    store.push('/funds/unknown');
    store.setStatusCode(404);
    expect(store.entries.value.map((entry) => entry.statusCode)).toEqual([404, 200]);
  });

  it('ignores a status code while the history is empty', () => {
    const store = createHistoryStore();
    store.setStatusCode(500);
    expect(store.entries.value).toEqual([]);
  });

  it('returns to the location before the current one', () => {
    const store = createHistoryStore();
    store.push('/watchlists');
    store.push('/funds/1');
    expect(store.returnUrl()).toBe('/watchlists');
  });

  it('returns to the newest earlier location the lookup accepts', () => {
    const store = createHistoryStore();
    store.push('/watchlists');
    store.push('/funds/2');
    store.push('/funds/1');
    expect(store.returnUrl((location) => !location.startsWith('/funds/'))).toBe('/watchlists');
  });

  it('falls back to /overview when the lookup finds nothing', () => {
    const store = createHistoryStore();
    expect(store.returnUrl()).toBe('/overview');
    store.push('/funds/1');
    expect(store.returnUrl()).toBe('/overview');
  });
});
