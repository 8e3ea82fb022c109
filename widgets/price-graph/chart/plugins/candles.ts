import uPlot from 'uplot';
import type { PriceSeries } from '../../model/price-series';
import { candlesByColumn, drawsInTurbo, type CandleColumns } from '../../model/turbo-candles';
import { pointPosition, pointWidth } from '../point-positions';

/** Colours of candles: rising and falling. */
export interface CandleColors {
  up: string;
  down: string;
}

/**
 * Draws candlesticks (a body from open to close and a wick from low to high) or OHLC bars (a
 * vertical low–high line with the open ticked left and the close right), coloured by whether the
 * point closed above its open. Above the chart turbo threshold of points on screen, the candles of
 * each pixel column are drawn as one (model/turbo-candles.ts).
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
