import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphSettingsStorage } from './graph-settings-storage';

/** A Storage over a Map, as a browser's localStorage behaves. */
class MapStorage implements Storage {
  readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
}

/** A storage that is full: every write fails as a browser's quota error does. */
class FullStorage extends MapStorage {
  override setItem(): void {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  }
}

/** A storage the page may not read (blocked cookies, sandboxed iframes). */
class ForbiddenStorage extends MapStorage {
  override getItem(): string | null {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('graph settings storage ({graphIdentifier}/{setting})', () => {
  it('writes each setting as JSON under its own key', () => {
    const storage = new MapStorage();
    const settings = graphSettingsStorage('writes-json', () => storage);
    settings.write('period', 'MONTH_3');
    settings.write('grid', false);
    settings.write('sharevilleOwners', true);
    expect(Object.fromEntries(storage.items)).toEqual({
      'writes-json/period': '"MONTH_3"',
      'writes-json/grid': 'false',
      'writes-json/sharevilleOwners': 'true',
    });
  });

  it('reads the stored text of a setting, null when there is none', () => {
    const storage = new MapStorage();
    storage.setItem('reads-text/resolution', '{"DAY_1":"MIN_5"}');
    const settings = graphSettingsStorage('reads-text', () => storage);
    expect(settings.read('resolution')).toBe('{"DAY_1":"MIN_5"}');
    expect(settings.read('period')).toBeNull();
  });

  it("does not read another graph identifier's settings", () => {
    const storage = new MapStorage();
    storage.setItem('other-graph/period', '"YEAR_1"');
    expect(graphSettingsStorage('this-graph', () => storage).read('period')).toBeNull();
  });

  it('logs a storage that cannot be read and reads nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const settings = graphSettingsStorage('forbidden', () => new ForbiddenStorage());
    expect(settings.read('period')).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      'Unable to load graph config from localStorage',
      expect.any(DOMException),
    );
  });

  it('logs a full storage and keeps the value in memory for the page', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = new FullStorage();
    const settings = graphSettingsStorage('full', () => storage);
    settings.write('grid', false);
    expect(warn).toHaveBeenCalledWith(
      'Unable to save grid to localStorage',
      expect.any(DOMException),
    );
    expect(storage.items.size).toBe(0);
    expect(settings.read('grid')).toBe('false');
    // Another graph of the same identifier on the page sees it too.
    expect(graphSettingsStorage('full', () => storage).read('grid')).toBe('false');
  });

  it('stores in the browser again, once it has room, instead of in memory', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let storage: MapStorage = new FullStorage();
    const settings = graphSettingsStorage('room-again', () => storage);
    settings.write('period', 'YEAR_1');
    storage = new MapStorage();
    settings.write('period', 'YEAR_3');
    expect(storage.getItem('room-again/period')).toBe('"YEAR_3"');
    expect(settings.read('period')).toBe('"YEAR_3"');
  });

  it('clears every setting of its graph identifier only', () => {
    const storage = new MapStorage();
    const settings = graphSettingsStorage('restored', () => storage);
    settings.write('period', 'YEAR_1');
    settings.write('graphType', 'ohlc');
    settings.write('technicalAnalyses', []);
    settings.write('sharevilleOwners', true);
    storage.setItem('restored-too/period', '"ALL"');
    storage.setItem('kept/period', '"MONTH_1"');
    storage.setItem('unrelated', 'x');
    settings.clear();
    expect(Object.fromEntries(storage.items)).toEqual({
      'restored-too/period': '"ALL"',
      'kept/period': '"MONTH_1"',
      unrelated: 'x',
    });
    expect(settings.read('period')).toBeNull();
  });

  it('clears what was kept in memory too', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const settings = graphSettingsStorage('cleared-memory', () => new FullStorage());
    settings.write('volume', false);
    settings.clear();
    expect(settings.read('volume')).toBeNull();
  });

  it('works without a storage, keeping settings in memory', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const settings = graphSettingsStorage('no-storage', () => undefined);
    expect(settings.read('period')).toBeNull();
    settings.write('period', 'YTD');
    expect(warn).toHaveBeenCalledWith('Unable to save period to localStorage', expect.any(Error));
    expect(settings.read('period')).toBe('"YTD"');
    settings.clear();
    expect(settings.read('period')).toBeNull();
  });
});
