import { useCallback, useState } from 'react';
import type { GraphSettingsView } from '../data/use-graph-settings';
import type { GraphSettings } from '../model/graph-settings';
import { settingWithoutPill, toggledPill, withoutPill, type PillKind } from '../model/graph-pills';

/**
 * The pills switched off, which the chart leaves out while their series stay in the settings,
 * and what a pill's buttons do: switch its series off or on, or remove it from the settings
 * (model/graph-pills.ts).
 */
export function usePills(
  settings: Pick<GraphSettings, 'comparators' | 'technicalAnalyses'>,
  change: GraphSettingsView['change'],
) {
  const [disabled, setDisabled] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = useCallback(
    (key: string) => setDisabled((current) => toggledPill(current, key)),
    [],
  );
  const remove = (kind: PillKind, key: string) => {
    setDisabled((current) => withoutPill(current, key));
    const removal = settingWithoutPill(kind, key, settings);
    change(removal.name, removal.value);
  };
  return { disabled, toggle, remove };
}
