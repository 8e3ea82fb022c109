import { useEffect } from 'react';
import type { UserSettings } from '../../core/schemas/user-settings';
import {
  userSettingsStore,
  type UserSettingsStatus,
  type UserSettingsStore,
} from '../../core/stores/user-settings';
import { useSignalValue } from './use-signal-value';
import { useWidget } from './widget-context';

/** What a component reads of the user's saved settings, and how it saves a change. */
export interface UserSettingsView {
  settings: UserSettings;
  status: UserSettingsStatus;
  /** Saves changes over the current settings; rejects with the `ApiError` if the save fails. */
  save: UserSettingsStore['save'];
}

/**
 * The user's saved order-panel settings (the saved accounts, whether the order confirmation was
 * dismissed, the sell input's amount or percent) for the widget's `api-base`, loaded on first use.
 * The load is not cancelled when the widget unmounts: the settings belong to the page, and another
 * widget may be waiting for the same answer.
 */
export function useUserSettings(): UserSettingsView {
  const store = userSettingsStore(useWidget().apiBase);
  const settings = useSignalValue(store.settings);
  const status = useSignalValue(store.status);
  useEffect(() => {
    if (store.status.peek() === 'idle') void store.load();
  }, [store]);
  return { settings, status, save: store.save };
}
