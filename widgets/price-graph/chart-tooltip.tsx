import type { Locale, Translate } from '../../core/i18n';
import { formatNumber } from '../../core/i18n';
import type { TooltipPosition } from '../../core/schemas/graph-user-settings';
import type { ChartCursor } from './chart/chart-plugins';
import { tooltipName } from './model/graph-tooltip';
import type { PriceSeries } from './model/price-series';
import { tooltipTimeText } from './model/time-axis';
import * as css from './price-graph.css';

/** Room kept between the pointer and the tooltip, in CSS pixels. */
const POINTER_GAP_PX = 14;

/**
 * The tooltip of the point under the cursor (SPEC §2, §9): its date, or time for intraday
 * resolutions; the instrument's name truncated at 18 characters; the price, the candle's
 * values when the series has them, and the volume; all with the series' decimals. It follows
 * the cursor, or sits fixed in the corner (the tooltip-position setting).
 */
export function ChartTooltip(props: {
  series: PriceSeries;
  cursor: ChartCursor;
  name: string;
  candles: boolean;
  intraday: boolean;
  decimals: number;
  position: TooltipPosition;
  locale: Locale;
  timeZone: string;
  t: Translate;
}) {
  const { series, cursor, name, candles, intraday, decimals, position, locale, timeZone, t } =
    props;
  const { index } = cursor;
  const time = series.times[index];
  if (time === undefined) return null;
  const price = (value: number | undefined) =>
    value === undefined
      ? ''
      : formatNumber(value, locale, {
          minimumFractionDigits: decimals,
          maximumFractionDigits: decimals,
        });
  const rows: [string, string][] = candles
    ? [
        [t('priceGraph.tooltip.open'), price(series.open[index])],
        [t('priceGraph.tooltip.high'), price(series.high[index])],
        [t('priceGraph.tooltip.low'), price(series.low[index])],
        [t('priceGraph.tooltip.close'), price(series.close[index])],
      ]
    : [[tooltipName(name), price(series.close[index])]];
  const volume = series.volume[index];
  if (volume !== undefined && Number.isFinite(volume)) {
    rows.push([
      t('priceGraph.tooltip.volume'),
      formatNumber(volume, locale, { maximumFractionDigits: 0 }),
    ]);
  }
  const onRight = cursor.left < cursor.plotWidth / 2;
  const style =
    position === 'floating'
      ? {
          top: Math.max(0, cursor.top - 20),
          ...(onRight
            ? { left: cursor.left + POINTER_GAP_PX }
            : { right: cursor.plotWidth - cursor.left + POINTER_GAP_PX }),
        }
      : undefined;
  return (
    <div
      className={`${css.tooltip} ${css.tooltipPosition[position]}`}
      style={style}
      aria-hidden="true"
    >
      <div>{tooltipTimeText(time, intraday, locale, timeZone)}</div>
      {candles ? <div>{tooltipName(name)}</div> : null}
      {rows.map(([label, value]) => (
        <div key={label} className={css.tooltipRow}>
          <span className={css.tooltipLabel}>{label}</span>
          <span>{value}</span>
        </div>
      ))}
    </div>
  );
}
