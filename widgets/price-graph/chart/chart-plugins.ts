import uPlot from 'uplot';
import type { BuySellMarker, EventMarker, EventMarkerKind } from '../../../core/indicators';
import { formatNumber, type Locale } from '../../../core/i18n';
import {
  panelLayout,
  panelRange,
  panelTicks,
  RSI_AXIS,
  type PlotBand,
} from '../model/indicator-panels';
import { extremes, type PriceSeries } from '../model/price-series';
import { candlesByColumn, drawsInTurbo, type CandleColumns } from '../model/turbo-candles';
import type { PanelLayer } from './chart-layers';
import { pointPosition, pointWidth } from './point-positions';
import { barsPath, snappedBars } from './snapped-bars';

/**
 * uPlot plugins of the price graph: each draws one thing on top of uPlot's own drawing, or
 * adds one interaction, through uPlot's hooks (never a fork of uPlot). All coordinates are
 * canvas pixels (uPlot scales the canvas by the device pixel ratio, so drawings stay crisp).
 */

/** SPEC §9: "Wheel zoom step 20%." */
export const WHEEL_ZOOM_STEP = 0.2;

/** The fewest points a zoomed-in view keeps, so the wheel cannot zoom into nothing. */
const MIN_VISIBLE_POINTS = 5;

/**
 * Zooms the time axis with the mouse wheel in 20 % steps around the pointer; zooming out stops
 * at the whole series. A double click shows the whole series again (uPlot's own reset).
 */
export function wheelZoomPlugin(pointCount: () => number): uPlot.Plugin {
  return {
    hooks: {
      ready: (u) => {
        u.over.addEventListener(
          'wheel',
          (event) => {
            const min = u.scales.x?.min;
            const max = u.scales.x?.max;
            if (min === undefined || max === undefined) return;
            const lastIndex = pointCount() - 1;
            if (lastIndex < 1) return;
            const range = max - min;
            const zoomIn = event.deltaY < 0;
            const nextRange = Math.min(
              lastIndex,
              Math.max(
                MIN_VISIBLE_POINTS - 1,
                zoomIn ? range * (1 - WHEEL_ZOOM_STEP) : range / (1 - WHEEL_ZOOM_STEP),
              ),
            );
            if (nextRange === range) return;
            event.preventDefault();
            const rect = u.over.getBoundingClientRect();
            const share = rect.width > 0 ? (event.clientX - rect.left) / rect.width : 0.5;
            const anchor = min + range * share;
            let nextMin = anchor - nextRange * share;
            let nextMax = nextMin + nextRange;
            if (nextMin < 0) [nextMin, nextMax] = [0, nextRange];
            if (nextMax > lastIndex) [nextMin, nextMax] = [lastIndex - nextRange, lastIndex];
            u.setScale('x', { min: nextMin, max: nextMax });
          },
          { passive: false },
        );
      },
    },
  };
}

/** Colours of candles: rising and falling. */
export interface CandleColors {
  up: string;
  down: string;
}

/**
 * Draws candlesticks (a body from open to close and a wick from low to high) or OHLC bars (a
 * vertical low–high line with the open ticked left and the close right), coloured by whether
 * the point closed above its open. Above SPEC §9's turbo threshold of points on screen, the
 * candles of each pixel column are drawn as one (model/turbo-candles.ts).
 */
export function candlesPlugin(
  kind: 'candlestick' | 'ohlc',
  series: () => PriceSeries,
  colors: CandleColors,
): uPlot.Plugin {
  return {
    hooks: {
      draw: (u) => {
        const all = series();
        const first = Math.max(0, Math.floor(u.scales.x?.min ?? 0));
        const last = Math.min(all.times.length - 1, Math.ceil(u.scales.x?.max ?? -1));
        if (last < first) return;
        const { ctx } = u;
        const pxPerPoint = pointWidth(u);
        const position = pointPosition(u);
        const merged = drawsInTurbo(last - first + 1)
          ? candlesByColumn(all, first, last, (index) => Math.round(position(index)))
          : undefined;
        const data: CandleColumns = merged ?? all;
        const [min, max] = merged ? [0, merged.length - 1] : [first, last];
        const xAt = merged ? (index: number) => merged.column[index] as number : position;
        const bodyWidth = Math.max(1, Math.min(pxPerPoint * 0.7, 24 * uPlot.pxRatio));
        const lineWidth = Math.max(1, Math.round(uPlot.pxRatio));
        ctx.save();
        ctx.beginPath();
        ctx.rect(u.bbox.left, u.bbox.top, u.bbox.width, u.bbox.height);
        ctx.clip();
        ctx.lineWidth = lineWidth;
        for (const rising of [true, false]) {
          const color = rising ? colors.up : colors.down;
          ctx.strokeStyle = color;
          ctx.fillStyle = color;
          const wicks = new Path2D();
          const bodies = new Path2D();
          for (let index = min; index <= max; index += 1) {
            const open = data.open[index] as number;
            const close = data.close[index] as number;
            if (close >= open !== rising) continue;
            const x = Math.round(xAt(index));
            const high = Math.round(u.valToPos(data.high[index] as number, 'y', true));
            const low = Math.round(u.valToPos(data.low[index] as number, 'y', true));
            const openY = Math.round(u.valToPos(open, 'y', true));
            const closeY = Math.round(u.valToPos(close, 'y', true));
            wicks.moveTo(x + 0.5, high);
            wicks.lineTo(x + 0.5, low);
            const half = Math.round(bodyWidth / 2);
            if (kind === 'ohlc') {
              wicks.moveTo(x - half, openY + 0.5);
              wicks.lineTo(x, openY + 0.5);
              wicks.moveTo(x + 1, closeY + 0.5);
              wicks.lineTo(x + half + 1, closeY + 0.5);
            } else {
              bodies.rect(
                x - half + 1,
                Math.min(openY, closeY),
                half * 2,
                Math.max(lineWidth, Math.abs(closeY - openY)),
              );
            }
          }
          ctx.stroke(wicks);
          ctx.fill(bodies);
        }
        ctx.restore();
      },
    },
  };
}

/** What the highest/lowest labels need: the values to search, their texts, and the colours. */
export interface ExtremesOptions {
  highs: () => Float64Array;
  lows: () => Float64Array;
  labels: { highest: string; lowest: string };
  decimals: number;
  locale: Locale;
  color: string;
  font: string;
}

/**
 * Marks the highest and the lowest value of the visible stretch with a dot and a label
 * ("Highest 123.45"), turned away from the plot's edge so it stays readable.
 */
export function extremesPlugin(options: ExtremesOptions): uPlot.Plugin {
  return {
    hooks: {
      draw: (u) => {
        const highs = options.highs();
        const found = extremes(highs, options.lows(), u.scales.x?.min ?? 0, u.scales.x?.max ?? -1);
        if (!found) return;
        const { ctx } = u;
        ctx.save();
        ctx.font = options.font;
        ctx.fillStyle = options.color;
        const marks = [
          {
            index: found.highIndex,
            value: highs[found.highIndex] as number,
            label: options.labels.highest,
            above: true,
          },
          {
            index: found.lowIndex,
            value: options.lows()[found.lowIndex] as number,
            label: options.labels.lowest,
            above: false,
          },
        ];
        for (const mark of marks) {
          const x = u.valToPos(mark.index, 'x', true);
          const y = u.valToPos(mark.value, 'y', true);
          const text = `${mark.label} ${formatNumber(mark.value, options.locale, { minimumFractionDigits: options.decimals, maximumFractionDigits: options.decimals })}`;
          const width = ctx.measureText(text).width;
          const gap = 6 * uPlot.pxRatio;
          const leftward = x + gap + width > u.bbox.left + u.bbox.width;
          ctx.beginPath();
          ctx.arc(x, y, 2.5 * uPlot.pxRatio, 0, 2 * Math.PI);
          ctx.fill();
          ctx.textAlign = leftward ? 'right' : 'left';
          ctx.textBaseline = mark.above ? 'bottom' : 'top';
          ctx.fillText(text, leftward ? x - gap : x + gap, mark.above ? y - gap / 2 : y + gap / 2);
        }
        ctx.restore();
      },
    },
  };
}

/** A price drawn as a label on the price axis, with an optional line across the plot. */
export interface PriceMark {
  value: number;
  text: string;
  color: string;
  /** Draws a dashed line across the plot at the price (the previous close). */
  line: boolean;
}

/**
 * Labels prices on the price axis (SPEC §3 price markers: the closing price, the current
 * price, or both) and draws the previous close as a dashed line. Marks outside the visible
 * price range are left out rather than pinned to an edge, which would misstate them.
 */
export function priceMarksPlugin(
  marks: () => readonly PriceMark[],
  style: { font: string; textColor: string },
): uPlot.Plugin {
  return {
    hooks: {
      draw: (u) => {
        const { ctx } = u;
        const top = u.bbox.top;
        const bottom = u.bbox.top + u.bbox.height;
        const axisLeft = u.bbox.left + u.bbox.width;
        ctx.save();
        ctx.font = style.font;
        for (const mark of marks()) {
          const y = Math.round(u.valToPos(mark.value, 'y', true));
          if (!Number.isFinite(y) || y < top || y > bottom) continue;
          if (mark.line) {
            ctx.strokeStyle = mark.color;
            ctx.lineWidth = uPlot.pxRatio;
            ctx.setLineDash([4 * uPlot.pxRatio, 4 * uPlot.pxRatio]);
            ctx.beginPath();
            ctx.moveTo(u.bbox.left, y + 0.5);
            ctx.lineTo(axisLeft, y + 0.5);
            ctx.stroke();
            ctx.setLineDash([]);
          }
          const padding = 4 * uPlot.pxRatio;
          const height = 18 * uPlot.pxRatio;
          const width = ctx.measureText(mark.text).width + padding * 2;
          ctx.fillStyle = mark.color;
          ctx.fillRect(axisLeft + 1, y - height / 2, width, height);
          ctx.fillStyle = style.textColor;
          ctx.textAlign = 'left';
          ctx.textBaseline = 'middle';
          ctx.fillText(mark.text, axisLeft + 1 + padding, y);
        }
        ctx.restore();
      },
    },
  };
}

/** The point under the cursor, and where the cursor is in the plot (CSS pixels). */
export interface ChartCursor {
  index: number;
  left: number;
  top: number;
  /** The plot's width, to keep a tooltip inside it. */
  plotWidth: number;
}

/** Tells the component which point the cursor is on (null when it left the plot). */
export function cursorPlugin(onCursor: (cursor: ChartCursor | null) => void): uPlot.Plugin {
  return {
    hooks: {
      setCursor: (u) => {
        const { idx, left, top } = u.cursor;
        onCursor(
          idx === null || idx === undefined || left === undefined || left < 0
            ? null
            : { index: idx, left, top: top ?? 0, plotWidth: u.bbox.width / uPlot.pxRatio },
        );
      },
    },
  };
}

/**
 * Strokes the series drawn after the axes with bevel joins instead of uPlot's round ones. The
 * 2 px price line of a long series turns at nearly every pixel, and without a GPU its raster
 * is a frame's costliest stroke: in headless Chromium, 2 500 points alone took about 6 ms with
 * bevel joins against 10–11 ms with round ones, and the canvas raster of a ten-year period
 * switch (with 3 comparisons and 4 indicators) 10.8 ms against 12.9 ms. At 2 px the two joins
 * look the same. uPlot sets a join only when it differs from the last one it set (its style
 * cache): the axes' grid sets round, so the join set here, after it, holds for the series. Where
 * no axis stroked first (the first frame of a chart, or of a new size, without a grid), uPlot's
 * round joins stay for that frame; nothing else changes.
 */
export function bevelJoinsPlugin(): uPlot.Plugin {
  return {
    hooks: {
      drawAxes: (u) => {
        u.ctx.lineJoin = 'bevel';
      },
    },
  };
}

/** Tells when a frame has been drawn (the first frame, for the benchmark and tests). */
export function drawnPlugin(onDrawn: (points: number) => void): uPlot.Plugin {
  return { hooks: { draw: (u) => onDrawn(u.data[0].length) } };
}

/** The visible points' indexes, first and last, within the series' `count` points. */
function visibleIndexes(u: uPlot, count: number): [number, number] {
  return [
    Math.max(0, Math.floor(u.scales.x?.min ?? 0)),
    Math.min(count - 1, Math.ceil(u.scales.x?.max ?? count - 1)),
  ];
}

/** Strokes a line through the visible values, broken where a value is missing. */
function strokeValues(
  ctx: CanvasRenderingContext2D,
  values: Float64Array,
  [from, to]: [number, number],
  place: { x: (index: number) => number; y: (value: number) => number },
): void {
  const { x: xAt, y } = place;
  ctx.beginPath();
  let drawing = false;
  for (let index = from; index <= to; index += 1) {
    const value = values[index] as number;
    if (!Number.isFinite(value)) {
      drawing = false;
      continue;
    }
    const x = xAt(index);
    if (drawing) ctx.lineTo(x, y(value));
    else ctx.moveTo(x, y(value));
    drawing = true;
  }
  ctx.stroke();
}

/** What the indicator panels are drawn with. */
export interface PanelsOptions {
  panels: () => readonly PanelLayer[];
  /** An indicator's colour by its `colorIndex`. */
  colorOf: (colorIndex: number) => string;
  /** An indicator's secondary colour (signal, %D, histogram). */
  fade: (color: string) => string;
  colors: { text: string; textMuted: string; grid: string; positive: string; negative: string };
  font: string;
  locale: Locale;
}

/** A MACD histogram bar's share of its point's width. */
const HISTOGRAM_SHARE = 0.6;

/** Opacity of the shaded RSI band, as a two-digit hex alpha. */
const PANEL_BAND_ALPHA_HEX = '14';

/** `#rrggbb` with an alpha; other colour syntaxes are used as they are. */
export const withAlpha = (color: string, alphaHex: string): string =>
  /^#[0-9a-f]{6}$/i.test(color) ? `${color}${alphaHex}` : color;

/**
 * Draws the indicator panels below the price area (model/indicator-panels.ts): each in its band,
 * with a line on top to part it from what is above, its label, its levels (RSI and Stochastic
 * low and high, dashed), its midline (dotted), RSI's 0–100 band shaded, MACD's difference as
 * bars around zero, its lines (the main one in the indicator's colour, the signal or %D faded),
 * and its axis labels on the right. The lines follow the time axis's zoom.
 */
export function panelsPlugin(options: PanelsOptions): uPlot.Plugin {
  return {
    hooks: {
      draw: (u) => {
        const panels = options.panels();
        if (panels.length === 0) return;
        const { ctx } = u;
        const px = uPlot.pxRatio;
        const xAt = pointPosition(u);
        const layout = panelLayout(
          panels.map((panel) => panel.taType),
          u.bbox.height,
          u.bbox.height / px,
        );
        const left = u.bbox.left;
        const right = u.bbox.left + u.bbox.width;
        for (const band of layout.panels) {
          const panel = panels.find((candidate) => candidate.taType === band.type);
          if (!panel) continue;
          const top = u.bbox.top + band.top;
          const bottom = top + band.height;
          const count = panel.lines[0]?.values.length ?? panel.histogram?.length ?? 0;
          const visible = visibleIndexes(u, count);
          const columns = [...panel.lines.map((line) => line.values)];
          if (panel.histogram) columns.push(panel.histogram);
          const [min, max] = panelRange(panel.taType, columns, visible[0], visible[1]);
          const y = (value: number) => bottom - ((value - min) / (max - min)) * band.height;
          const color = options.colorOf(panel.colorIndex);
          const across = (value: number, dash: number[]) => {
            ctx.setLineDash(dash.map((length) => length * px));
            ctx.beginPath();
            ctx.moveTo(left, Math.round(y(value)) + 0.5);
            ctx.lineTo(right, Math.round(y(value)) + 0.5);
            ctx.stroke();
          };

          ctx.save();
          ctx.beginPath();
          ctx.rect(left, top, u.bbox.width, band.height);
          ctx.clip();
          if (panel.taType === 'RSI') {
            ctx.fillStyle = withAlpha(color, PANEL_BAND_ALPHA_HEX);
            const bandTop = y(RSI_AXIS.bandMax);
            ctx.fillRect(left, bandTop, u.bbox.width, y(RSI_AXIS.bandMin) - bandTop);
          }
          ctx.lineWidth = px;
          ctx.strokeStyle = options.colors.grid;
          across(max, []);
          ctx.strokeStyle = options.colors.textMuted;
          across(panelTicks(panel.taType, [min, max])[2] as number, [1, 3]);
          if (panel.levels) {
            ctx.strokeStyle = options.fade(color);
            across(panel.levels.low, [4, 3]);
            across(panel.levels.high, [4, 3]);
          }
          ctx.setLineDash([]);
          if (panel.histogram) {
            const histogram = panel.histogram;
            const barsOf = (rising: boolean) =>
              barsPath(
                snappedBars({
                  from: visible[0],
                  to: visible[1],
                  x: xAt,
                  y: (index) => {
                    const value = histogram[index] as number;
                    return value >= 0 === rising ? y(value) : Number.NaN;
                  },
                  base: y(0),
                  width: pointWidth(u) * HISTOGRAM_SHARE,
                }),
              );
            ctx.fillStyle = options.fade(options.colors.positive);
            ctx.fill(barsOf(true));
            ctx.fillStyle = options.fade(options.colors.negative);
            ctx.fill(barsOf(false));
          }
          ctx.lineWidth = 1 * px;
          panel.lines.forEach((line, index) => {
            ctx.strokeStyle = index === 0 ? color : options.fade(color);
            strokeValues(ctx, line.values, visible, { x: xAt, y });
          });
          ctx.restore();

          ctx.save();
          ctx.font = options.font;
          const gap = 4 * px;
          ctx.fillStyle = options.colors.textMuted;
          ctx.textAlign = 'left';
          ctx.textBaseline = 'top';
          ctx.fillText(panel.label, left + gap, top + gap / 2);
          // Axis labels on the right, the ends first; one that would overlap another is left out.
          ctx.textBaseline = 'middle';
          const lineHeight = ctx.measureText('0').actualBoundingBoxAscent * 2 || 12 * px;
          const placed: number[] = [];
          for (const tick of panelTicks(panel.taType, [min, max])) {
            const at = Math.min(bottom - lineHeight / 2, Math.max(top + lineHeight / 2, y(tick)));
            if (placed.some((other) => Math.abs(other - at) < lineHeight)) continue;
            placed.push(at);
            const text = formatNumber(tick, options.locale, {
              maximumFractionDigits: panel.taType === 'MACD' ? 2 : 0,
            });
            ctx.fillText(text, right + gap, at);
          }
          ctx.restore();
        }
      },
    },
  };
}

/** Colours of the buy/sell markers: buys, sells, points with both, and the dots' outline. */
export interface BuySellColors {
  buy: string;
  sell: string;
  mixed: string;
  outline: string;
}

/** Radius of a buy/sell dot, in CSS pixels. */
const TRADE_DOT_RADIUS_PX = 5;

/**
 * Draws the customer's trades (SPEC §4 "Buy/sell markers") as dots at their price: a buy at its
 * quantity-weighted buy price, a sell at its sell price, a point with both at the weighted price
 * of all, coloured buy, sell or mixed.
 */
export function buySellPlugin(options: {
  markers: () => readonly BuySellMarker[];
  /** A price on the price scale (percent from the start while comparing). */
  toPriceScale: (price: number) => number;
  colors: BuySellColors;
}): uPlot.Plugin {
  return {
    hooks: {
      draw: (u) => {
        const markers = options.markers();
        if (markers.length === 0) return;
        const { ctx } = u;
        const min = u.scales.x?.min ?? 0;
        const max = u.scales.x?.max ?? 0;
        ctx.save();
        ctx.beginPath();
        ctx.rect(u.bbox.left, u.bbox.top, u.bbox.width, u.bbox.height);
        ctx.clip();
        ctx.lineWidth = 1.5 * uPlot.pxRatio;
        ctx.strokeStyle = options.colors.outline;
        for (const marker of markers) {
          if (marker.index < min || marker.index > max) continue;
          const price =
            marker.kind === 'buy'
              ? marker.buyPrice
              : marker.kind === 'sell'
                ? marker.sellPrice
                : marker.tooltip.price;
          if (price === undefined) continue;
          const x = u.valToPos(marker.index, 'x', true);
          const y = u.valToPos(options.toPriceScale(price), 'y', true);
          ctx.fillStyle = options.colors[marker.kind];
          ctx.beginPath();
          ctx.arc(x, y, TRADE_DOT_RADIUS_PX * uPlot.pxRatio, 0, 2 * Math.PI);
          ctx.fill();
          ctx.stroke();
        }
        ctx.restore();
      },
    },
  };
}

/** A historical event kind that has an icon (SPEC §4: 'other' events have none). */
export type EventIconKind = Exclude<EventMarkerKind, 'other'>;

/** Size of a historical event icon, in CSS pixels. */
const EVENT_ICON_PX = 18;

/** Room between an event icon and the bottom of the price area, in CSS pixels. */
const EVENT_ICON_MARGIN_PX = 2;

/**
 * Draws historical events (SPEC §4) as icons at the bottom of the price area, at their point;
 * several at one point stack upwards. The icons are images from `icon`'s URLs, loaded once per
 * chart and drawn once loaded; until then, or without a URL, a small dot in the kind's colour
 * stands in. The marker under the cursor shows its hover variant.
 */
export function eventsPlugin(options: {
  markers: () => readonly EventMarker[];
  icon: (kind: EventIconKind, hover: boolean) => string | undefined;
  /** The price area's band of the plot, as a share of its height. */
  priceBand: (u: uPlot) => PlotBand;
  colors: Record<EventIconKind, string>;
}): uPlot.Plugin {
  const images = new Map<string, HTMLImageElement>();
  let hovered = -1;
  let destroyed = false;

  const imageOf = (u: uPlot, url: string | undefined) => {
    if (url === undefined) return undefined;
    let image = images.get(url);
    if (!image) {
      image = new Image();
      image.addEventListener('load', () => {
        if (!destroyed) u.redraw(false, false);
      });
      image.src = url;
      images.set(url, image);
    }
    return image.complete && image.naturalWidth > 0 ? image : undefined;
  };

  return {
    hooks: {
      setCursor: (u) => {
        const index = u.cursor.idx ?? -1;
        const next = options.markers().some((marker) => marker.index === index) ? index : -1;
        if (next === hovered) return;
        hovered = next;
        u.redraw(false, false);
      },
      draw: (u) => {
        const markers = options.markers();
        if (markers.length === 0) return;
        const { ctx } = u;
        const px = uPlot.pxRatio;
        const band = options.priceBand(u);
        const size = EVENT_ICON_PX * px;
        const bottom =
          u.bbox.top + (band.top + band.height) * u.bbox.height - EVENT_ICON_MARGIN_PX * px;
        const min = u.scales.x?.min ?? 0;
        const max = u.scales.x?.max ?? 0;
        const stacked = new Map<number, number>();
        ctx.save();
        for (const marker of markers) {
          if (marker.kind === 'other' || marker.index < min || marker.index > max) continue;
          const below = stacked.get(marker.index) ?? 0;
          stacked.set(marker.index, below + 1);
          const x = u.valToPos(marker.index, 'x', true);
          const top = bottom - size * (below + 1);
          const image = imageOf(u, options.icon(marker.kind, marker.index === hovered));
          if (image) {
            ctx.drawImage(image, x - size / 2, top, size, size);
          } else {
            ctx.fillStyle = options.colors[marker.kind];
            ctx.beginPath();
            ctx.arc(x, top + size / 2, size / 4, 0, 2 * Math.PI);
            ctx.fill();
          }
        }
        ctx.restore();
      },
      destroy: () => {
        destroyed = true;
      },
    },
  };
}
