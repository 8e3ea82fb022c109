import uPlot from 'uplot';
import type { BuySellMarker } from '../../../../core/indicators';

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
 * Draws the customer's trades as dots at their price: a buy at its quantity-weighted buy price, a
 * sell at its sell price, a point with both at the weighted price of all, coloured buy, sell or
 * mixed.
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
