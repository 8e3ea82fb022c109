import uPlot from 'uplot';
import { formatNumber, type Locale } from '../../../../core/i18n';
import { extremes } from '../../model/price-series';

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
