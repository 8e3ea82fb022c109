import uPlot from 'uplot';
import { labelsClearOfTags, priceAxisSteps, priceTickTexts } from '../model/price-axis';
import { MIN_TIME_TICKS, tickText, timeTicks, type TimeUnit } from '../model/time-axis';
import { priceMarks } from './chart-data';
import type { ChartSource } from './chart-input';

/** The chart's two axes: time along the bottom, the price on the right. */

/**
 * Minimum room between two time ticks, in CSS pixels: the longest tick text (nine characters at
 * 12 px, `jan. 2026`, `28. sep.`) and a gap.
 */
const TIME_TICK_SPACING_PX = 64;

/** Room of the price axis on the right, in CSS pixels. */
const PRICE_AXIS_SIZE_PX = 64;

/**
 * The time axis: ticks where the local calendar turns (model/time-axis.ts), hours only for
 * intraday bars, as many as fit apart and at least three, each labelled in the step it marks.
 */
export function timeAxis(source: ChartSource, font: string): uPlot.Axis {
  const { colors, grid, intraday, locale, timeZone } = source.current;
  let ticks: { unit: TimeUnit } = { unit: 'day' };
  return {
    scale: 'x',
    font,
    stroke: colors.textMuted,
    grid: { show: grid, stroke: colors.grid, width: 1 },
    ticks: { show: false },
    space: TIME_TICK_SPACING_PX,
    splits: (u, _axis, min, max) => {
      const found = timeTicks(
        source.current.calendar,
        min,
        max,
        Math.max(MIN_TIME_TICKS, Math.floor(u.bbox.width / uPlot.pxRatio / TIME_TICK_SPACING_PX)),
        intraday ? 'hour' : 'day',
      );
      ticks = found;
      return found.indexes;
    },
    values: (_u, splits) =>
      splits.map((index) => {
        const time = source.current.series.times[index];
        return time === undefined ? '' : tickText(time, ticks.unit, locale, timeZone);
      }),
  };
}

/** The splits of the price axis inside the price area; those over the panels are left out. */
function inPriceArea(range: () => [number, number]): uPlot.Axis.Filter {
  return (_u, splits) => {
    const [min, max] = range();
    return splits.map((split) => (split >= min && split <= max ? split : null));
  };
}

/**
 * The price axis on the right, over the price area only (`priceRange`, the visible range the
 * price scale keeps), in steps that suit the prices' size; in percent while comparing. A label
 * a price mark covers is left out.
 */
export function priceAxis(
  source: ChartSource,
  font: string,
  priceRange: () => [number, number],
): uPlot.Axis {
  const { colors, grid, locale, series, layers } = source.current;
  const percent = layers.priceInPercent !== undefined;
  const maxClose = percent
    ? 0
    : series.close.reduce((max, value) => Math.max(max, Math.abs(value)), 0);
  const filter = inPriceArea(priceRange);
  return {
    scale: 'y',
    side: 1,
    size: PRICE_AXIS_SIZE_PX,
    font,
    stroke: colors.textMuted,
    grid: { show: grid, stroke: colors.grid, width: 1, filter },
    ticks: { show: false },
    filter,
    incrs: priceAxisSteps(maxClose),
    values: (u, splits: (number | null)[]) => {
      const shown = splits.filter((split): split is number => split !== null);
      const texts = priceTickTexts(shown, locale);
      // A label under a price tag (the previous close, the current price) is left out.
      const clear = labelsClearOfTags(
        splits.map((split) => (split === null ? NaN : u.valToPos(split, 'y'))),
        priceMarks(source.current).map((mark) => u.valToPos(mark.value, 'y')),
      );
      return splits.map((split, index) =>
        split === null || !clear[index]
          ? ''
          : `${texts[shown.indexOf(split)] ?? ''}${percent ? ' %' : ''}`,
      );
    },
  };
}
