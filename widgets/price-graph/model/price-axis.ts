import { formatNumber, type Locale } from '../../../core/i18n';

/**
 * The price axis's tick texts: k above 1000, M above 1,000,000, and tick decimals below 5
 * (docs/rules.md#graph-limits).
 */

/** Values above this are written in thousands, `k`. */
export const THOUSANDS_ABOVE = 1_000;
/** Values above this are written in millions, `M`. */
export const MILLIONS_ABOVE = 1_000_000;
/** Ticks show decimals only while the axis's values are below this. */
export const TICK_DECIMALS_BELOW = 5;

/** Most decimals a price tick is written with. */
const MAX_TICK_DECIMALS = 6;

/**
 * The decimals that write every multiple of `increment` exactly (0 for whole steps), at most 6:
 * steps of 0.25 need 2, not the 1 their first digit needs, or 4.25 would read as 4.3.
 */
export function decimalsOfIncrement(increment: number): number {
  if (!(increment > 0) || !Number.isFinite(increment)) return 0;
  let decimals = Math.max(0, Math.ceil(-Math.log10(increment) - 1e-9));
  // The tolerance absorbs float noise such as 4.6 - 4.5 = 0.0999999999999996.
  const isWhole = (value: number) => Math.abs(value - Math.round(value)) < 1e-6;
  while (decimals < MAX_TICK_DECIMALS && !isWhole(increment * 10 ** decimals)) decimals += 1;
  return Math.min(MAX_TICK_DECIMALS, decimals);
}

/** The scale a tick is written in: none, thousands or millions. */
function scaleOf(magnitude: number): { divisor: number; suffix: string } {
  if (magnitude > MILLIONS_ABOVE) return { divisor: MILLIONS_ABOVE, suffix: 'M' };
  if (magnitude > THOUSANDS_ABOVE) return { divisor: THOUSANDS_ABOVE, suffix: 'k' };
  return { divisor: 1, suffix: '' };
}

/**
 * The texts of an axis's ticks. All ticks share one scale (the largest tick's), so `950` and
 * `1.05k` never sit side by side; within it the decimals are the fewest that write every tick
 * exactly. Below 5 the ticks keep their decimals; from 5 up, unscaled ticks are whole numbers
 * because the axis asks for whole steps there (`priceAxisSteps`). The decimals follow the step,
 * not the tick's size: an axis of prices below 5 padded past 5 keeps its half steps written
 * `4.5`, `5.0`, `5.5`, never `5`, `5`, `6`.
 */
export function priceTickTexts(ticks: readonly number[], locale: Locale): string[] {
  const magnitude = Math.max(0, ...ticks.map((tick) => Math.abs(tick)));
  const { divisor, suffix } = scaleOf(magnitude);
  const increment =
    ticks.length > 1 ? Math.abs((ticks[1] as number) - (ticks[0] as number)) : magnitude;
  const decimals = decimalsOfIncrement(increment / divisor);
  return ticks.map(
    (tick) =>
      `${formatNumber(tick / divisor, locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals })}${suffix}`,
  );
}

/**
 * The step sizes the price axis may use: decimal steps only while values are below 5, whole steps
 * from there up.
 */
export function priceAxisSteps(maxValue: number): number[] {
  const steps: number[] = [];
  const smallest = Math.abs(maxValue) < TICK_DECIMALS_BELOW ? -6 : 0;
  for (let exponent = smallest; exponent <= 12; exponent += 1) {
    for (const mantissa of [1, 2, 2.5, 5]) {
      const step = mantissa * 10 ** exponent;
      // 2.5 steps only where they stay whole or the axis has decimals anyway.
      if (mantissa === 2.5 && exponent === 0 && smallest === 0) continue;
      steps.push(Number(step.toPrecision(3)));
    }
  }
  return steps;
}

/**
 * How far (CSS pixels, centre to centre) a price label keeps from a price tag on the axis: half
 * the tag's 18 px height plus half a label's line. A nearer label would lie under the tag.
 */
export const PRICE_TAG_CLEARANCE_PX = 16;

/**
 * Which of the price axis's labels show beside its tags (the previous close, the current
 * price): those at least `PRICE_TAG_CLEARANCE_PX` from every tag, by their positions on the
 * axis in CSS pixels. The tag carries the exact price, so the label it would cover is left out
 * rather than drawn under it.
 */
export function labelsClearOfTags(labels: readonly number[], tags: readonly number[]): boolean[] {
  return labels.map((label) =>
    tags.every((tag) => Math.abs(label - tag) >= PRICE_TAG_CLEARANCE_PX),
  );
}
