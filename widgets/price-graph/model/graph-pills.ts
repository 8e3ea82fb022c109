import type {
  Comparator,
  TechnicalAnalysisSetting,
} from '../../../core/schemas/graph-user-settings';
import { comparisonLayerKey, OWNERS_LAYER_KEY, technicalAnalysisLayerKey } from './chart-layers';

/**
 * The pill bar's rules: a pill switched off keeps its series in the settings and leaves it out of
 * the chart; a pill removed takes its series out of the settings. A pill's key is its layer's
 * (chart-layers.ts).
 */

/** Which kind of series a pill stands for. */
export type PillKind = 'comparator' | 'analysis' | 'owners';

/** The key of a comparison's pill: its layer's, so a switched-off pill leaves its layer out. */
export const comparatorPillKey = (comparator: Pick<Comparator, 'orderBookId'>): string =>
  comparisonLayerKey(comparator.orderBookId);

/** The key of a technical analysis's pill: its layer's. */
export const analysisPillKey = (analysis: Pick<TechnicalAnalysisSetting, 'id'>): string =>
  technicalAnalysisLayerKey(analysis.id);

/** The key of the owners series' pill: its layer's. */
export const OWNERS_PILL_KEY = OWNERS_LAYER_KEY;

/** The pills switched off, with the pill of `key` switched the other way. */
export function toggledPill(disabled: ReadonlySet<string>, key: string): ReadonlySet<string> {
  const next = new Set(disabled);
  if (!next.delete(key)) next.add(key);
  return next;
}

/** The pills switched off, without the pill of `key` (removed, it is neither on nor off). */
export const withoutPill = (disabled: ReadonlySet<string>, key: string): ReadonlySet<string> =>
  new Set([...disabled].filter((entry) => entry !== key));

/** The setting a removed pill changes, and its new value. */
export type PillRemoval =
  | { name: 'owners'; value: false }
  | { name: 'comparators'; value: Comparator[] }
  | { name: 'technicalAnalyses'; value: TechnicalAnalysisSetting[] };

/** The setting without the series of a removed pill: the owners off, or the entry dropped. */
export function settingWithoutPill(
  kind: PillKind,
  key: string,
  settings: {
    comparators: readonly Comparator[];
    technicalAnalyses: readonly TechnicalAnalysisSetting[];
  },
): PillRemoval {
  if (kind === 'owners') return { name: 'owners', value: false };
  if (kind === 'comparator') {
    return {
      name: 'comparators',
      value: settings.comparators.filter((comparator) => comparatorPillKey(comparator) !== key),
    };
  }
  return {
    name: 'technicalAnalyses',
    value: settings.technicalAnalyses.filter((analysis) => analysisPillKey(analysis) !== key),
  };
}
