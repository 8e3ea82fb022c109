import uPlot from 'uplot';
import { formatNumber, type Locale } from '../../../core/i18n';
import { extremes, type PriceSeries } from '../model/price-series';

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
 * the point closed above its open.
 */
export function candlesPlugin(
  kind: 'candlestick' | 'ohlc',
  series: () => PriceSeries,
  colors: CandleColors,
): uPlot.Plugin {
  return {
    hooks: {
      draw: (u) => {
        const data = series();
        const min = Math.max(0, Math.floor(u.scales.x?.min ?? 0));
        const max = Math.min(data.times.length - 1, Math.ceil(u.scales.x?.max ?? -1));
        if (max < min) return;
        const { ctx } = u;
        const pxPerPoint = Math.abs(u.valToPos(1, 'x', true) - u.valToPos(0, 'x', true));
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
            const x = Math.round(u.valToPos(index, 'x', true));
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

/** Tells when a frame has been drawn (the first frame, for the benchmark and tests). */
export function drawnPlugin(onDrawn: (points: number) => void): uPlot.Plugin {
  return { hooks: { draw: (u) => onDrawn(u.data[0].length) } };
}
