/*
 * The spark graph's numbers in one place (docs/rules.md#graph-limits), each with its unit in the
 * name.
 */
import type { PeriodId } from '../../../core/schemas/enumerations';

/** A spark needs at least this many finite numbers; with fewer it renders nothing. */
export const MIN_FINITE_POINTS = 2;

/**
 * The spark default maximum points, 5. In this design it is the largest series that still marks
 * every point with a dot. A spark has no axes and no tooltip, so with this few points the line
 * between them is mostly interpolation: the dots show where the data is (a two-point spark reads as
 * two observations, not as a trend). Denser series draw the line alone, where dots would merge into
 * a thick smudge. The number of points drawn is never capped: every finite point of the series is
 * drawn.
 */
export const SPARK_DEFAULT_MAXIMUM_POINTS = 5;

/** The period a spark by instrument shows when no `period` is given: today against yesterday's close. */
export const SPARK_DEFAULT_PERIOD = 'DAY_1' satisfies PeriodId;

/**
 * How far outside the viewport, in CSS pixels, a spark by instrument starts loading its
 * series, so that it is drawn by the time the reader scrolls to it.
 */
export const NEAR_VIEWPORT_MARGIN_PX = 400;

/**
 * Fraction digits of the first and last value in the accessible summary: at least 2, as prices are
 * quoted, and at most 4, as the graph's ticks (tick decimals below 5), so float noise never reaches
 * the text. The change is a percentage with 2 decimals, as the graph shows percentages.
 */
export const SUMMARY_VALUE_DIGITS = { minimumFractionDigits: 2, maximumFractionDigits: 4 };
