import uPlot from 'uplot';
import { formatNumber, type Locale } from '../../../../core/i18n';
import { panelTicks } from '../../model/indicator-panels';
import type { PanelLayer } from '../../model/chart-layers';

/** How an indicator panel's parts are drawn (see panels.ts): its lines and its texts. */

/** Strokes a line through the visible values, broken where a value is missing. */
export function strokeValues(
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

/** Where a panel is drawn and what its texts are drawn with. */
export interface PanelPlace {
  /** The panel's value range, bottom to top. */
  range: [number, number];
  /** A value's height in the panel, in canvas pixels. */
  y: (value: number) => number;
  /** The panel's edges in canvas pixels; its axis labels go right of `right`. */
  box: { left: number; right: number; top: number; bottom: number };
  font: string;
  color: string;
  locale: Locale;
}

/**
 * An indicator panel's texts: its label at its top left, and its axis labels on the right, the
 * ends first, kept inside the panel; a label that would overlap one placed before is left out.
 */
export function drawPanelLabels(
  ctx: CanvasRenderingContext2D,
  panel: Pick<PanelLayer, 'label' | 'taType'>,
  place: PanelPlace,
): void {
  const { left, right, top, bottom } = place.box;
  const px = uPlot.pxRatio;
  ctx.save();
  ctx.font = place.font;
  const gap = 4 * px;
  ctx.fillStyle = place.color;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'top';
  ctx.fillText(panel.label, left + gap, top + gap / 2);
  ctx.textBaseline = 'middle';
  const lineHeight = ctx.measureText('0').actualBoundingBoxAscent * 2 || 12 * px;
  const placed: number[] = [];
  for (const tick of panelTicks(panel.taType, place.range)) {
    const at = Math.min(bottom - lineHeight / 2, Math.max(top + lineHeight / 2, place.y(tick)));
    if (placed.some((other) => Math.abs(other - at) < lineHeight)) continue;
    placed.push(at);
    const text = formatNumber(tick, place.locale, {
      maximumFractionDigits: panel.taType === 'MACD' ? 2 : 0,
    });
    ctx.fillText(text, right + gap, at);
  }
  ctx.restore();
}
