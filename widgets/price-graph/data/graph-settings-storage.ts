import {
  GRAPH_SETTING_NAMES,
  settingKey,
  storedText,
  type GraphSettingName,
} from '../model/graph-settings';

/**
 * Where a graph's settings live: the browser's localStorage under `{graphIdentifier}/{setting}`.
 * Storage may be missing, full or forbidden (private windows, sandboxed iframes, cookie blocking):
 * failures are only logged ('Unable to save … to localStorage', 'Unable to load graph config from
 * localStorage'), and the settings are kept in memory for the page's life instead, so the graph
 * behaves the same, it just forgets on reload.
 */
export interface GraphSettingsStorage {
  /** The stored text of a setting, null when there is none. */
  read(name: GraphSettingName): string | null;
  /** Stores a setting's value. */
  write(name: GraphSettingName, value: unknown): void;
  /** Forgets every setting of the graph identifier. */
  clear(): void;
}

/** Settings kept when localStorage fails, by key; shared by the page's graphs as storage is. */
const memory = new Map<string, string>();

function browserStorage(): Storage | undefined {
  // Reading `localStorage` itself throws where storage is forbidden.
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

/** The settings storage of one graph identifier. */
export function graphSettingsStorage(
  graphIdentifier: string,
  storage: () => Storage | undefined = browserStorage,
): GraphSettingsStorage {
  const key = (name: GraphSettingName) => settingKey(graphIdentifier, name);
  return {
    read(name) {
      const remembered = memory.get(key(name));
      if (remembered !== undefined) return remembered;
      try {
        return storage()?.getItem(key(name)) ?? null;
      } catch (error) {
        console.warn('Unable to load graph config from localStorage', error);
        return null;
      }
    },
    write(name, value) {
      const text = storedText(value);
      try {
        const target = storage();
        if (!target) throw new Error('localStorage is not available');
        target.setItem(key(name), text);
        memory.delete(key(name));
      } catch (error) {
        console.warn(`Unable to save ${name} to localStorage`, error);
        memory.set(key(name), text);
      }
    },
    clear() {
      for (const name of GRAPH_SETTING_NAMES) {
        memory.delete(key(name));
        try {
          storage()?.removeItem(key(name));
        } catch (error) {
          console.warn(`Unable to save ${name} to localStorage`, error);
        }
      }
    },
  };
}
