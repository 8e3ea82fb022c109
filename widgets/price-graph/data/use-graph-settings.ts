import { useCallback, useMemo, useState } from 'react';
import type { InstrumentKind } from '../model/graph-instrument';
import {
  defaultGraphSettings,
  OWNERS_SETTING,
  readGraphSettings,
  type GraphSettingName,
  type GraphSettings,
} from '../model/graph-settings';
import { graphSettingsStorage } from './graph-settings-storage';

/** A graph's settings and how to change them. */
export interface GraphSettingsView {
  settings: GraphSettings;
  /** Changes one setting and stores it under `{graphIdentifier}/{setting}`. */
  change: <K extends keyof GraphSettings>(name: K, value: GraphSettings[K]) => void;
  /** Clears the identifier's stored settings and goes back to the defaults. */
  restore: () => void;
}

const storageName = (name: keyof GraphSettings): GraphSettingName =>
  name === 'owners' ? OWNERS_SETTING : name;

/**
 * The settings of one graph identifier, read from storage when the graph mounts or its identifier
 * changes. A stored value that cannot be used is reported once, and its default used.
 */
export function useGraphSettings(graphIdentifier: string, kind: InstrumentKind): GraphSettingsView {
  const storage = useMemo(() => graphSettingsStorage(graphIdentifier), [graphIdentifier]);
  const [state, setState] = useState(() => ({
    key: `${graphIdentifier}|${kind}`,
    settings: loadSettings(storage, kind),
  }));
  const key = `${graphIdentifier}|${kind}`;
  const settings = state.key === key ? state.settings : loadSettings(storage, kind);
  if (state.key !== key) setState({ key, settings });

  const change = useCallback<GraphSettingsView['change']>(
    (name, value) => {
      storage.write(storageName(name), value);
      setState((previous) => ({ ...previous, settings: { ...previous.settings, [name]: value } }));
    },
    [storage],
  );
  const restore = useCallback(() => {
    storage.clear();
    setState((previous) => ({ ...previous, settings: defaultGraphSettings(kind) }));
  }, [storage, kind]);
  return { settings, change, restore };
}

function loadSettings(
  storage: ReturnType<typeof graphSettingsStorage>,
  kind: InstrumentKind,
): GraphSettings {
  const { settings, problems } = readGraphSettings((name) => storage.read(name), kind);
  for (const problem of problems) {
    const effect = problem.trimmed ? 'was trimmed' : 'was ignored';
    console.warn(`<price-graph>: the stored ${problem.name} ${effect}: ${problem.reason}`);
  }
  return settings;
}
