import uPlot from 'uplot';

/** A price drawn as a label on the price axis, with an optional line across the plot. */
export interface PriceMark {
  value: number;
  text: string;
  color: string;
  /** Draws a dashed line across the plot at the price (the previous close). */
  line: boolean;
}

/**
 * Labels prices on the price axis (the price marker modes: the closing price, the current price, or
 * both) and draws the previous close as a dashed line. Marks outside the visible price range are
 * left out rather than pinned to an edge, which would misstate them.
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
