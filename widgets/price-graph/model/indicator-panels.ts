/**
 * Where the indicator panels sit in the plot: extra panel heights are RSI 20%, Stochastic 8% and
 * MACD 18%, and their positions depend on how many indicators are active
 * (docs/rules.md#graph-limits).
 *
 * The panels stack below the price area in a fixed order, RSI, Stochastic, MACD, whatever
 * order they were added in, so a panel is always found in the same place. Each takes its share
 * of the whole plot's height; the price area keeps the rest at the top.
 */

/** The indicators drawn in a panel of their own. */
export type PanelType = 'RSI' | 'STOCHASTIC' | 'MACD';

/** Each panel's share of the plot's height (0.2 is 20 %). */
export const PANEL_HEIGHT_SHARE: Readonly<Record<PanelType, number>> = {
  RSI: 0.2,
  STOCHASTIC: 0.08,
  MACD: 0.18,
};

/** The order the panels stack in, from the price area down. */
export const PANEL_ORDER: readonly PanelType[] = ['RSI', 'STOCHASTIC', 'MACD'];

/** The RSI axis range is 10 to 90 (band 0 to 100, midline 50). */
export const RSI_AXIS = { min: 10, max: 90, bandMin: 0, bandMax: 100, midline: 50 } as const;

/** The Stochastic axis is 0 to 100 (midline 50). */
export const STOCHASTIC_AXIS = { min: 0, max: 100, midline: 50 } as const;

/** A horizontal band of the plot: its top edge and its height, measured from the plot's top. */
export interface PlotBand {
  readonly top: number;
  readonly height: number;
}

/** The price area and each active panel, in the unit of the plot height given. */
export interface PanelLayout {
  readonly price: PlotBand;
  readonly panels: readonly (PlotBand & { readonly type: PanelType })[];
}

/**
 * The least height of a panel in CSS pixels: on a phone the stated shares leave an RSI panel about
 * 40 px high, too low to read its lines or fit its three labels.
 */
export const PANEL_MIN_HEIGHT_PX = 64;

/** The room above each panel in CSS pixels, so its top label keeps clear of the labels above. */
export const PANEL_GAP_PX = 16;

/** The most of the plot the panels (with their gaps) may take, so the price keeps half. */
export const PANELS_MAX_SHARE = 0.5;

/**
 * The bands of a plot `plotHeight` high (any unit: 1 gives shares, pixels give pixels) with the
 * given panels active. A type given twice has one panel (one RSI, one Stochastic, one MACD at
 * most). Given the plot's height in CSS pixels (`plotHeightPx`), each panel is at least
 * `PANEL_MIN_HEIGHT_PX` high and has `PANEL_GAP_PX` above it, all the panels together taking at
 * most half the plot; without it, the panels take the stated shares exactly.
 */
export function panelLayout(
  active: Iterable<PanelType>,
  plotHeight: number,
  plotHeightPx = 0,
): PanelLayout {
  const wanted = new Set(active);
  const types = PANEL_ORDER.filter((type) => wanted.has(type));
  const px = plotHeightPx > 0 ? plotHeightPx : undefined;
  // The panels' heights and the gaps above them, as shares of the plot.
  const gap = px === undefined || types.length === 0 ? 0 : PANEL_GAP_PX / px;
  let heights = types.map((type) =>
    px === undefined
      ? PANEL_HEIGHT_SHARE[type]
      : Math.max(PANEL_HEIGHT_SHARE[type], PANEL_MIN_HEIGHT_PX / px),
  );
  const gaps = gap * types.length;
  const wantedShare = heights.reduce((sum, height) => sum + height, 0);
  if (px !== undefined && wantedShare + gaps > PANELS_MAX_SHARE) {
    const room = Math.max(0, PANELS_MAX_SHARE - gaps);
    heights = heights.map((height) => (height / wantedShare) * room);
  }
  const panelsShare = heights.reduce((sum, height) => sum + height, 0) + gaps;
  let top = (1 - panelsShare) * plotHeight;
  const panels = types.map((type, index) => {
    top += gap * plotHeight;
    const height = (heights[index] ?? 0) * plotHeight;
    const band = { type, top, height };
    top += height;
    return band;
  });
  return { price: { top: 0, height: (1 - panelsShare) * plotHeight }, panels };
}

/**
 * The range a scale spanning the whole plot needs so that `min`..`max` fill exactly `band`
 * (a share of a plot 1 high): the range is stretched beyond the band by the room above and
 * below it. This places the price in the price area and the volume in its lowest part.
 */
export function rangeInBand(min: number, max: number, band: PlotBand): [number, number] {
  const span = (max - min || 1) / band.height;
  const bottom = min - (1 - band.top - band.height) * span;
  return [bottom, bottom + span];
}

/** Room above and below a MACD's largest swing, as a share of it. */
const MACD_PADDING_SHARE = 0.1;

/**
 * The value range a panel shows: RSI 10 to 90, Stochastic 0 to 100, MACD around zero, as far as the
 * visible stretch of its values (`from`..`to`, indexes) swings either way.
 */
export function panelRange(
  type: PanelType,
  values: readonly Float64Array[],
  from: number,
  to: number,
): [number, number] {
  if (type === 'RSI') return [RSI_AXIS.min, RSI_AXIS.max];
  if (type === 'STOCHASTIC') return [STOCHASTIC_AXIS.min, STOCHASTIC_AXIS.max];
  let swing = 0;
  for (const column of values) {
    for (let index = Math.max(0, from); index <= Math.min(column.length - 1, to); index += 1) {
      const value = Math.abs(column[index] as number);
      if (value > swing) swing = value;
    }
  }
  const reach = (swing || 1) * (1 + MACD_PADDING_SHARE);
  return [-reach, reach];
}

/**
 * The values a panel's axis labels: the ends of its range and its midline (RSI 10, 50, 90;
 * Stochastic 0, 50, 100; MACD its reach either way and 0), the ends first, so that a panel too
 * low for three labels keeps the ends.
 */
export function panelTicks(type: PanelType, range: readonly [number, number]): number[] {
  const midline =
    type === 'RSI' ? RSI_AXIS.midline : type === 'STOCHASTIC' ? STOCHASTIC_AXIS.midline : 0;
  return [range[1], range[0], midline];
}
