import type { Locale, Translate } from '../../../core/i18n';
import { formatNumber } from '../../../core/i18n';
import type { TooltipPosition } from '../../../core/schemas/graph-user-settings';
import { NO_LAYERS, type ChartLayers } from '../model/chart-layers';
import type { ChartCursor } from './plugins/cursor';
import { tooltipName } from '../model/graph-tooltip';
import { tradeQuantityText } from '../model/trade-quantity';
import type { PriceSeries } from '../model/price-series';
import { tooltipTimeText } from '../model/time-axis';
import * as css from '../price-graph.css';

/** Room kept between the pointer and the tooltip, in CSS pixels. */
const POINTER_GAP_PX = 14;

/** SPEC §9: "Percent is shown with 2 decimals." Panels' values (RSI, MACD…) too. */
const PERCENT_DECIMALS = 2;

/** SPEC §9: "Owner and volume figures are shown with 0 decimals." */
const OWNERS_DECIMALS = 0;

/** A label and its value, one line of the tooltip. */
type Row = readonly [label: string, value: string];

/**
 * The lines the layers add at a point: each comparison's change in percent, each shown
 * indicator's values, the owners, the customer's trades there (SPEC §3 "Tooltip aggregates")
 * and the historical events there. Values that are missing at the point are left out.
 */
function layerRows(
  layers: ChartLayers,
  index: number,
  format: {
    fixed: (value: number, decimals: number) => string;
    price: (value: number) => string;
    locale: Locale;
    t: Translate;
  },
): { values: Row[]; trades: Row[]; events: Row[] } {
  const { fixed, price, locale, t } = format;
  const percent = (value: number) => `${fixed(value, PERCENT_DECIMALS)} %`;
  const finiteAt = (values: Float64Array | undefined) => {
    const value = values?.[index];
    return value !== undefined && Number.isFinite(value) ? value : undefined;
  };
  const joined = (columns: readonly Float64Array[], text: (value: number) => string) => {
    const values = columns.map(finiteAt).filter((value) => value !== undefined);
    return values.length > 0 ? values.map(text).join(' / ') : undefined;
  };
  const values: Row[] = [];
  for (const comparison of layers.comparisons) {
    const value = finiteAt(comparison.percent);
    if (value !== undefined) values.push([tooltipName(comparison.symbol), percent(value)]);
  }
  // While comparing, the overlays are on the percent scale too.
  const overlayText = layers.priceInPercent ? percent : price;
  for (const overlay of layers.overlays) {
    const text = overlay.disabled
      ? undefined
      : joined(
          overlay.lines.map((line) => line.values),
          overlayText,
        );
    if (text !== undefined) values.push([overlay.label, text]);
  }
  for (const panel of layers.panels) {
    const columns = panel.lines.map((line) => line.values);
    if (panel.histogram) columns.push(panel.histogram);
    const text = panel.disabled
      ? undefined
      : joined(columns, (value) => fixed(value, PERCENT_DECIMALS));
    if (text !== undefined) values.push([panel.label, text]);
  }
  const owners = finiteAt(layers.owners);
  if (owners !== undefined) {
    values.push([t('priceGraph.layers.owners'), fixed(owners, OWNERS_DECIMALS)]);
  }

  const trades: Row[] = [];
  const marker = layers.buySell.find((candidate) => candidate.index === index);
  if (marker) {
    const aggregate = marker.tooltip;
    const money = (value: number) =>
      `${fixed(value, PERCENT_DECIMALS)}${aggregate.currency ? ` ${aggregate.currency}` : ''}`;
    const atPrice = (value: number) =>
      `${price(value)}${aggregate.currency ? ` ${aggregate.currency}` : ''}`;
    trades.push([t('priceGraph.layers.trades'), String(aggregate.count)]);
    if (aggregate.buyQuantity > 0) {
      trades.push([
        t('priceGraph.layers.bought'),
        tradeQuantityText(aggregate.buyQuantity, locale),
      ]);
      if (aggregate.buyPrice !== undefined) {
        trades.push([t('priceGraph.layers.buyPrice'), atPrice(aggregate.buyPrice)]);
      }
      trades.push([t('priceGraph.layers.buyAmount'), money(aggregate.buyAmount)]);
    }
    if (aggregate.sellQuantity > 0) {
      trades.push([t('priceGraph.layers.sold'), tradeQuantityText(aggregate.sellQuantity, locale)]);
      if (aggregate.sellPrice !== undefined) {
        trades.push([t('priceGraph.layers.sellPrice'), atPrice(aggregate.sellPrice)]);
      }
      trades.push([t('priceGraph.layers.sellAmount'), money(aggregate.sellAmount)]);
    }
    if (marker.kind === 'mixed' && aggregate.price !== undefined) {
      trades.push([t('priceGraph.layers.averagePrice'), atPrice(aggregate.price)]);
    }
  }

  const events: Row[] = [];
  for (const shown of layers.events) {
    if (shown.index !== index) continue;
    const { event } = shown;
    const change = event.change;
    events.push([
      t(`priceGraph.layers.event.${event.event}`),
      change !== undefined && Number.isFinite(change) ? percent(change) : '',
    ]);
    if (event.dividendAmount !== undefined) {
      events.push([
        t('priceGraph.layers.dividend'),
        `${fixed(event.dividendAmount, PERCENT_DECIMALS)}${event.dividendCurrency ? ` ${event.dividendCurrency}` : ''}`,
      ]);
    }
  }
  return { values, trades, events };
}

/**
 * The tooltip of the point under the cursor (SPEC §2, §9): its date, or time for intraday
 * resolutions; the instrument's name truncated at 18 characters; the price, the candle's
 * values when the series has them, and the volume; all with the series' decimals. Then what
 * the layers show there (see `layerRows`). It follows the cursor, or sits fixed in the corner
 * (the tooltip-position setting).
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
  /** What the chart draws besides the price; none when not given. */
  layers?: ChartLayers;
}) {
  const { series, cursor, name, candles, intraday, decimals, position, locale, timeZone, t } =
    props;
  const layers = props.layers ?? NO_LAYERS;
  const { index } = cursor;
  const time = series.times[index];
  if (time === undefined) return null;
  const fixed = (value: number, digits: number) =>
    formatNumber(value, locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const price = (value: number | undefined) => (value === undefined ? '' : fixed(value, decimals));
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
  const extra = layerRows(layers, index, { fixed, price, locale, t });
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
      part="tooltip"
      style={style}
      aria-hidden="true"
    >
      <div>{tooltipTimeText(time, intraday, locale, timeZone)}</div>
      {candles ? <div>{tooltipName(name)}</div> : null}
      <TooltipRows rows={[...rows, ...extra.values]} />
      {extra.trades.length > 0 ? (
        <div className={css.tooltipSection}>
          <TooltipRows rows={extra.trades} />
        </div>
      ) : null}
      {extra.events.length > 0 ? (
        <div className={css.tooltipSection}>
          <TooltipRows rows={extra.events} />
        </div>
      ) : null}
    </div>
  );
}

/** Lines of labels and values. */
function TooltipRows(props: { rows: readonly Row[] }) {
  return props.rows.map(([label, value], at) => (
    // Two events of one type may share a label: the position keeps the keys apart.
    <div key={`${at}:${label}`} className={css.tooltipRow}>
      <span className={css.tooltipLabel}>{label}</span>
      <span>{value}</span>
    </div>
  ));
}
