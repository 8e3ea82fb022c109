import * as v from 'valibot';
import type { MessageKey } from '../../../core/i18n';
import { PeriodIdSchema } from '../../../core/schemas/enumerations';
import type { HistoricalReturns } from '../../../core/schemas/historical-returns';
import { priceDecimals } from './graph-tooltip';

/** The columns the historical table can have. */
export type HistoricalColumn = 'period' | 'development' | 'high' | 'low' | 'turnover';

/** The columns that only some instruments' rows fill. */
const OPTIONAL_COLUMNS = ['high', 'low', 'turnover'] as const;

/**
 * Columns: Period and Development; High, Low and turnover appear only if any row has such data. A
 * null, like a missing value, is no data.
 */
export function historicalColumns(rows: HistoricalReturns): HistoricalColumn[] {
  return [
    'period',
    'development',
    ...OPTIONAL_COLUMNS.filter((column) => rows.some((row) => row[column] != null)),
  ];
}

/** The heading of each column. */
export const HISTORICAL_COLUMN_HEADINGS: Readonly<Record<HistoricalColumn, MessageKey>> = {
  period: 'priceGraph.table.period',
  development: 'priceGraph.table.development',
  high: 'priceGraph.table.high',
  low: 'priceGraph.table.low',
  turnover: 'priceGraph.table.turnover',
};

/**
 * The message of a row's period when it is one of the graph's period ids (`YEAR_1` reads "One
 * year"); undefined for a label the backend writes itself, such as a year (`2024`), which is shown
 * as it comes.
 */
export function historicalPeriodKey(period: string): MessageKey | undefined {
  const id = v.safeParse(PeriodIdSchema, period);
  return id.success && id.output !== 'CUSTOM' ? `priceGraph.periodName.${id.output}` : undefined;
}

/**
 * The decimals High and Low are shown with: the price decimals of the prices they hold (as the
 * tooltip shows prices, 2 to 4).
 */
export function historicalPriceDecimals(rows: HistoricalReturns): number {
  const prices = rows.flatMap((row) => [row.high, row.low]).filter((price) => price != null);
  return priceDecimals(Float64Array.from(prices));
}

/** Owner and volume figures are shown with 0 decimals; turnover is such a figure. */
export const TURNOVER_DECIMALS = 0;
