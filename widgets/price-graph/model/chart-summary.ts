import { formatNumber, type Locale, type Translate } from '../../../core/i18n';
import { performanceText } from './period-performance';
import type { PriceSeries } from './price-series';

/**
 * The chart's text alternative: the period, its first and last price, the change between them
 * in percent, and the highest and lowest price, so a screen-reader user gets what the line
 * shows at a glance. Empty without points.
 *
 * The change is the one the period's button shows (`performance`, the backend's figure) when
 * there is one, so the two never disagree; a period measured from the previous close (one day)
 * says so and starts from it.
 */
export function chartSummary(
  series: PriceSeries,
  texts: {
    period: string;
    decimals: number;
    locale: Locale;
    t: Translate;
    /** The previous close the period is measured from, when it is (one day). */
    previousClose?: number | undefined;
    /** The period's performance in percent, as its button shows it. */
    performance?: number | undefined;
  },
): string {
  const count = series.close.length;
  if (count === 0) return '';
  const { period, decimals, locale, t, previousClose, performance } = texts;
  const price = (value: number) =>
    formatNumber(value, locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
  const first = previousClose ?? (series.close[0] as number);
  const last = series.close[count - 1] as number;
  let high = -Infinity;
  let low = Infinity;
  for (let index = 0; index < count; index += 1) {
    high = Math.max(high, series.close[index] as number);
    low = Math.min(low, series.close[index] as number);
  }
  let change = '';
  if (performance !== undefined) change = performanceText(performance, locale);
  else if (first !== 0) change = performanceText(((last - first) / first) * 100, locale);
  return t('priceGraph.chartSummary', {
    period,
    first:
      previousClose === undefined
        ? price(first)
        : t('priceGraph.summaryPreviousClose', { price: price(first) }),
    last: price(last),
    change,
    high: price(high),
    low: price(low),
  });
}

/**
 * What the chart marks that a screen reader cannot see: how many points carry the reader's
 * trades and historical events. Empty without marks.
 */
export function marksSummary(counts: { trades: number; events: number }, t: Translate): string {
  return [
    counts.trades > 0 ? t('priceGraph.tradesSummary', { count: counts.trades }) : '',
    counts.events > 0 ? t('priceGraph.eventsSummary', { count: counts.events }) : '',
  ]
    .filter(Boolean)
    .join(' ');
}
