import { afterEach, describe, expect, it, vi } from 'vitest';
import { version } from '../../package.json';
import { PAGE_REGISTRY_KEY, type PageRegistry } from './page-registry';

/*
 * Two copies of the kit on one page are two module instances of this file: a fresh import after
 * `vi.resetModules()` is such a second copy, as a page loading the one-file kit and an element
 * file (or `broker-widgets/core`) gets.
 */
type Copy = typeof import('./page-registry');
const loadCopy = async (): Promise<Copy> => {
  vi.resetModules();
  return import('./page-registry');
};

const page = globalThis as { [PAGE_REGISTRY_KEY]?: PageRegistry };

afterEach(() => {
  Reflect.deleteProperty(page, PAGE_REGISTRY_KEY);
  vi.restoreAllMocks();
});

describe('the page registry', () => {
  it('touches no global until a copy of the kit first needs it', async () => {
    const copy = await loadCopy();
    expect(page[PAGE_REGISTRY_KEY]).toBeUndefined();
    const registry = copy.pageRegistry();
    expect(page[PAGE_REGISTRY_KEY]).toBe(registry);
    expect(Object.keys(globalThis)).not.toContain(String(PAGE_REGISTRY_KEY));
  });

  it('is one for every copy of the same version: one session, connections and feeds', async () => {
    const first = (await loadCopy()).pageRegistry();
    const second = (await loadCopy()).pageRegistry();
    expect(second).toBe(first);
    expect(second.version).toBe(version);
  });

  it('is a copy’s own when another version made the page’s, which it says once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const other = { version: '0.0.1-other', connections: new Map(), feeds: new Map() };
    page[PAGE_REGISTRY_KEY] = other as unknown as PageRegistry;
    const copy = await loadCopy();
    const own = copy.pageRegistry();
    expect(own).not.toBe(other);
    expect(own.version).toBe(version);
    expect(copy.pageRegistry()).toBe(own);
    expect(page[PAGE_REGISTRY_KEY]).toBe(other);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain(
      '0.0.1-other is here too; each keeps its own session',
    );
  });
});
