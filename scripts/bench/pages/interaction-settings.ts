import type { TechnicalAnalysisParameters } from '../../../core/indicators';
import type {
  Comparator,
  TechnicalAnalysisSetting,
} from '../../../core/schemas/graph-user-settings';
import { addTechnicalAnalysisSetting } from '../../../widgets/price-graph/model/technical-analysis-setting';
import { comparisonId, type NamedPeriod } from '../harness/series-data';

/**
 * The interaction page's stored graph settings: the period the graph starts on, and the goal's
 * 3 comparisons and 4 indicators, stored only on the pages with the layers.
 */

/** The period the graph starts on. */
export const START_PERIOD: NamedPeriod = 'YEAR_10';

/** The compared instruments, as the graph stores them. */
export const COMPARATORS: readonly Comparator[] = [1, 2, 3].map((number, index) => ({
  orderBookId: comparisonId(number),
  symbol: `CMP ${String(number)}`,
  colorIndex: index,
}));

/** The goal's indicators. */
const INDICATORS: readonly TechnicalAnalysisParameters[] = [
  { type: 'SMA', values: { period: 20 } },
  { type: 'BOLLINGER', values: { period: 20, deviation: 2 } },
  { type: 'RSI', values: { period: 14, high: 70, low: 30 } },
  { type: 'MACD', values: { short: 12, long: 26, signal: 9 } },
];

/** The goal's indicators as the graph stores them, added in turn by the graph's own rule. */
export const TECHNICAL_ANALYSES = INDICATORS.reduce<readonly TechnicalAnalysisSetting[]>(
  (list, parameters) => {
    const result = addTechnicalAnalysisSetting(list, parameters);
    if (result.outcome !== 'added') throw new Error(`${parameters.type}: ${result.outcome}`);
    return result.analyses;
  },
  [],
);
