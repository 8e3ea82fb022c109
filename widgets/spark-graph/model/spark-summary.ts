import { formatNumber, formatPercent, type Locale, type Translate } from '../../../core/i18n';
import { SUMMARY_VALUE_DIGITS } from './spark-defaults';
import type { SparkSeries } from './spark-series';

/** What the spark's text alternative says: where it starts and ends, and the change. */
export interface SparkSummary {
  readonly first: number;
  readonly last: number;
  readonly close: number;
  /**
   * The change of the last value against the close, in percent: the same comparison that picks the
   * colour, so the text and the colour never disagree. Undefined when the close is 0, or the change
   * is too large for a number, where no percentage exists.
   */
  readonly changePercent: number | undefined;
}

/** The figures of a series' summary. */
export function sparkSummary(series: SparkSeries): SparkSummary {
  const first = series.points[0] ?? series.close;
  const last = series.points.at(-1) ?? series.close;
  const { close } = series;
  return {
    first,
    last,
    close,
    changePercent: changeInPercent(last, close),
  };
}

/**
 * `last` against `close` in percent. When their difference overflows (1e308 against -1e308) it
 * is taken at half their size; a change too large for a number (1e308 against 5e-324) has no
 * percentage to show, as a close of 0 has none.
 */
function changeInPercent(last: number, close: number): number | undefined {
  if (close === 0) return undefined;
  const unit = Number.isFinite(last - close) ? 1 : 0.5;
  const change = ((last * unit - close * unit) / (Math.abs(close) * unit)) * 100;
  return Number.isFinite(change) ? change : undefined;
}

/**
 * The summary as a sentence in the widget's language, numbers in the locale's conventions,
 * e.g. `From 100.00 to 105.50: up 5.50%`. The close is named only when it is not the first
 * value, as for a day's spark measured against yesterday's close.
 */
export function sparkSummaryText(summary: SparkSummary, locale: Locale, t: Translate): string {
  const value = (n: number) => formatNumber(n, locale, SUMMARY_VALUE_DIGITS);
  const values = { first: value(summary.first), last: value(summary.last) };
  const { changePercent } = summary;
  // Compared after rounding to the shown 2 decimals, so "up 0.00%" never appears.
  const shown = changePercent === undefined ? undefined : Math.round(changePercent * 100) / 100;
  const movement =
    shown === undefined
      ? t('sparkGraph.summary', values)
      : shown === 0
        ? t('sparkGraph.summaryUnchanged', values)
        : t(shown > 0 ? 'sparkGraph.summaryUp' : 'sparkGraph.summaryDown', {
            ...values,
            change: formatPercent(Math.abs(shown), locale),
          });
  return summary.close === summary.first
    ? movement
    : t('sparkGraph.summaryAgainstClose', { summary: movement, close: value(summary.close) });
}
