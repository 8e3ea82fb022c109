/**
 * The user's saved order-panel settings: the saved account
 * ids, whether the cost confirmation was dismissed, and the sell input's mode. They are loaded
 * and saved through the profile settings path (`core/endpoints/customer.ts`). The catalogue shows
 * neither method nor payload: GET to load and PUT of the whole settings object to save are
 * this kit's choice, as is sending the token as `x-nnx-access-token` for them.
 */
import * as v from 'valibot';
import { signal, type ReadonlySignal } from '@preact/signals-core';
import { orderFlowCalls } from '../endpoints/order-flow';
import type { ApiClient } from '../http/api-client';
import { apiClient } from '../http/api-registry';
import { UserSettingsSchema, type UserSettings } from '../schemas/user-settings';

/** Where the settings are: not asked for yet, on their way, here, or not loadable. */
export type UserSettingsStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** The answer of a save: the stored settings, or nothing. */
const SavedUserSettingsSchema = v.optional(UserSettingsSchema);

/** Puts back `from`'s value of `key` into `into` (undefined where `from` had none). */
function restore<K extends keyof UserSettings>(into: UserSettings, from: UserSettings, key: K) {
  into[key] = from[key];
}

/** The settings' state and their actions. */
export interface UserSettingsStore {
  /** The settings as the user last chose them; empty until loaded (a new user has none). */
  readonly settings: ReadonlySignal<UserSettings>;
  readonly status: ReadonlySignal<UserSettingsStatus>;
  /** Why the last load failed, if it did. */
  readonly error: ReadonlySignal<Error | undefined>;
  /**
   * Loads the settings. Never rejects: a failure shows in `status` and `error`, and the
   * widgets carry on with no saved settings. An abort leaves the state as it was.
   */
  load(options?: { signal?: AbortSignal }): Promise<void>;
  /**
   * Saves `changes` over the current settings. They show at once; when the save fails they
   * are taken back (unless changed again meanwhile) and the `ApiError` is thrown.
   */
  save(changes: Partial<UserSettings>): Promise<void>;
}

/** A settings store that loads and saves through `client`. */
export function createUserSettingsStore(
  client: Pick<ApiClient, 'query' | 'put'>,
): UserSettingsStore {
  const { userSettings } = orderFlowCalls;
  const settings = signal<UserSettings>({});
  const status = signal<UserSettingsStatus>('idle');
  const error = signal<Error | undefined>(undefined);
  // Counts saves: a load that started before a save answers with settings that are no longer
  // the user's latest choice, so its answer is dropped.
  let saves = 0;

  return {
    settings,
    status,
    error,
    async load(options = {}) {
      const savesAtStart = saves;
      const before = status.value;
      status.value = 'loading';
      try {
        const loaded = await client.query(userSettings, userSettings.path(), {
          signal: options.signal,
        });
        if (saves === savesAtStart) settings.value = loaded;
        error.value = undefined;
        status.value = 'ready';
      } catch (failure) {
        if (options.signal?.aborted) {
          status.value = before;
          return;
        }
        error.value = failure instanceof Error ? failure : new Error(String(failure));
        status.value = 'failed';
      }
    },
    async save(changes) {
      saves += 1;
      const previous = settings.value;
      const next = { ...previous, ...changes };
      settings.value = next;
      try {
        await client.put(userSettings.path(), next, SavedUserSettingsSchema, userSettings.what);
      } catch (failure) {
        const reverted = { ...settings.value };
        for (const key of Object.keys(changes) as (keyof UserSettings)[]) {
          // A later save of the same setting is the user's newer choice: keep it.
          if (reverted[key] === next[key]) restore(reverted, previous, key);
        }
        settings.value = reverted;
        throw failure;
      }
    },
  };
}

const pageStores = new Map<string, UserSettingsStore>();

/** The page's settings store for `apiBase`, shared by every widget that calls it. */
export function userSettingsStore(apiBase: string): UserSettingsStore {
  const client = apiClient(apiBase, 'x-nnx-access-token');
  let store = pageStores.get(client.apiBase);
  if (!store) {
    store = createUserSettingsStore(client);
    pageStores.set(client.apiBase, store);
  }
  return store;
}
