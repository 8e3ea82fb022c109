import uPlot from 'uplot';
import type { Locale } from '../../../../core/i18n';
import { panelLayout, panelRange, panelTicks, RSI_AXIS } from '../../model/indicator-panels';
import type { PanelLayer } from '../../model/chart-layers';
import { OPACITY_HEX, withAlpha } from '../palette';
import { drawPanelLabels, strokeValues } from './panel-parts';
import { pointPosition, pointWidth, visibleIndexes } from '../point-positions';
import { barsPath, snappedBars } from '../snapped-bars';

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
            ctx.fillStyle = withAlpha(color, OPACITY_HEX.panelBand);
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

          drawPanelLabels(ctx, panel, {
            range: [min, max],
            y,
            box: { left, right, top, bottom },
            font: options.font,
            color: options.colors.textMuted,
            locale: options.locale,
          });
        }
      },
    },
  };
}
