import { describe, expect, it } from 'vitest';
import { createSessionStore } from './session';

describe('session store', () => {
  it('is logged out until a session init', () => {
    expect(createSessionStore().loggedIn.value).toBe(false);
  });

  it('is logged in after a session init', () => {
    const store = createSessionStore();
    store.init();
    expect(store.loggedIn.value).toBe(true);
  });

  it('is logged out after a session terminate', () => {
    const store = createSessionStore();
    store.init();
    store.terminate();
    expect(store.loggedIn.value).toBe(false);
  });

  it('is logged out after an invalid-session event', () => {
    const store = createSessionStore();
    store.init();
    store.invalid();
    expect(store.loggedIn.value).toBe(false);
  });

  it('tells subscribers when the state changes', () => {
    const store = createSessionStore();
    const seen: boolean[] = [];
    store.loggedIn.subscribe((value) => seen.push(value));
    store.init();
    store.invalid();
    expect(seen).toEqual([false, true, false]);
  });

  it('needs a session unless the page says it is optional', () => {
    const store = createSessionStore();
    expect(store.optional.value).toBe(false);
    store.setOptional(true);
    expect(store.optional.value).toBe(true);
    expect(store.loggedIn.value).toBe(false);
  });
});
