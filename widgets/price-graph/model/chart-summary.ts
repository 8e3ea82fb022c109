import { formatNumber, type Locale, type Translate } from '../../../core/i18n';
import { performanceText } from './period-performance';
import type { PriceSeries } from './price-series';

/**
 * The chart's text alternative: the period, its first and last price, the change between them
 * in percent, and the highest and lowest price, so a screen-reader user gets what the line
 * shows at a glance. Empty without points.
 */
export function chartSummary(
  series: PriceSeries,
  texts: { period: string; decimals: number; locale: Locale; t: Translate },
): string {
  const count = series.close.length;
  if (count === 0) return '';
  const { period, decimals, locale, t } = texts;
  const price = (value: number) =>
    formatNumber(value, locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
  const first = series.close[0] as number;
  const last = series.close[count - 1] as number;
  let high = -Infinity;
  let low = Infinity;
  for (let index = 0; index < count; index += 1) {
    high = Math.max(high, series.close[index] as number);
    low = Math.min(low, series.close[index] as number);
  }
  return t('priceGraph.chartSummary', {
    period,
    first: price(first),
    last: price(last),
    change: first === 0 ? '' : performanceText(((last - first) / first) * 100, locale),
    high: price(high),
    low: price(low),
  });
}
