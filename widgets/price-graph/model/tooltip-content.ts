import { formatNumber, type Locale, type Translate } from '../../../core/i18n';
import type { ChartLayers } from './chart-layers';
import { tooltipName } from './graph-tooltip';
import type { PriceSeries } from './price-series';
import { tooltipTimeText } from './time-axis';
import { tradeQuantityText } from './trade-quantity';

/*
 * What the tooltip of the point under the cursor says, and where a floating one sits; the component
 * only lays it out.
 */

/** Room kept between the pointer and a floating tooltip, in CSS pixels. */
export const POINTER_GAP_PX = 14;

/** How far above the pointer a floating tooltip's top sits, in CSS pixels. */
const ABOVE_POINTER_PX = 20;

/** Percent is shown with 2 decimals; panels' values (RSI, MACD…) too. */
const PERCENT_DECIMALS = 2;

/** Owner and volume figures are shown with 0 decimals. */
const OWNERS_DECIMALS = 0;

/** A label and its value, one line of the tooltip. */
export type TooltipRow = readonly [label: string, value: string];

/**
 * The lines the layers add at a point: each comparison's change in percent, each shown indicator's
 * values, the owners, the customer's trades there and the historical events there. Values that are
 * missing at the point are left out.
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
): { values: TooltipRow[]; trades: TooltipRow[]; events: TooltipRow[] } {
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
  const values: TooltipRow[] = [];
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

  const trades: TooltipRow[] = [];
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

  const events: TooltipRow[] = [];
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

/** The tooltip's text at a point. */
export interface TooltipContent {
  /** The point's date, or its time for intraday resolutions. */
  readonly time: string;
  /** The instrument's name as a heading: with candles, whose rows do not name it. */
  readonly heading: string | undefined;
  /** The price (or the candle) and volume, then the layers' values. */
  readonly values: readonly TooltipRow[];
  /** The customer's trades at the point. */
  readonly trades: readonly TooltipRow[];
  /** The historical events at the point. */
  readonly events: readonly TooltipRow[];
}

/**
 * The tooltip of point `index`: its date, or time for intraday resolutions; the instrument's
 * name truncated at 18 characters; the price, the candle's values when the series has them, and
 * the volume; all with the series' decimals. Then what the layers show there (see
 * `layerRows`). Undefined when there is no such point.
 */
export function tooltipContent(at: {
  series: PriceSeries;
  index: number;
  name: string;
  candles: boolean;
  intraday: boolean;
  decimals: number;
  locale: Locale;
  timeZone: string;
  t: Translate;
  layers: ChartLayers;
}): TooltipContent | undefined {
  const { series, index, name, candles, decimals, locale, t } = at;
  const time = series.times[index];
  if (time === undefined) return undefined;
  const fixed = (value: number, digits: number) =>
    formatNumber(value, locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const price = (value: number | undefined) => (value === undefined ? '' : fixed(value, decimals));
  const rows: TooltipRow[] = candles
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
  const extra = layerRows(at.layers, index, { fixed, price, locale, t });
  return {
    time: tooltipTimeText(time, at.intraday, locale, at.timeZone),
    heading: candles ? tooltipName(name) : undefined,
    values: [...rows, ...extra.values],
    trades: extra.trades,
    events: extra.events,
  };
}

/** Where a floating tooltip sits in the plot: beside the pointer, on the side with more room. */
export function floatingTooltipPlace(cursor: {
  left: number;
  top: number;
  plotWidth: number;
}): { top: number; left: number } | { top: number; right: number } {
  const top = Math.max(0, cursor.top - ABOVE_POINTER_PX);
  return cursor.left < cursor.plotWidth / 2
    ? { top, left: cursor.left + POINTER_GAP_PX }
    : { top, right: cursor.plotWidth - cursor.left + POINTER_GAP_PX };
}
