/**
 * The 50 s highlight animation (docs/rules.md#graph-limits), as this kit's chart reads it: the
 * newest point, when it arrives while the chart is on screen (on one day, each live price tick from
 * the feed; on any period, a revalidation that brings a later point), is ringed, and the ring fades
 * out over 50 s. A reader glancing back sees where the price last moved and how recently.
 */
import type { PriceSeries } from './price-series';

/** How long the newest point stays highlighted after it arrives, in milliseconds. */
export const HIGHLIGHT_ANIMATION_MS = 50_000;

/**
 * How often the fading ring is drawn again while no new data comes, in milliseconds: ten
 * steps over the 50 s, each a full redraw of the chart, instead of one per frame (the kit's
 * choice: a ring that fades in steps costs a redraw every 5 s, not sixty a second).
 */
export const HIGHLIGHT_FADE_STEP_MS = 5_000;

type Points = Pick<PriceSeries, 'times' | 'close'>;

/**
 * Whether `after` is `before` with a new newest point: the same series (its first point at the
 * same time) whose last point is later, or at the same time at another price (a tick inside the
 * last bar). A series starting elsewhere (another period) brings no newest point.
 */
export function newestPointArrived(before: Points, after: Points): boolean {
  const lastBefore = before.times.length - 1;
  const lastAfter = after.times.length - 1;
  if (lastBefore < 0 || lastAfter < 0 || before.times[0] !== after.times[0]) return false;
  const timeBefore = before.times[lastBefore] as number;
  const timeAfter = after.times[lastAfter] as number;
  return (
    timeAfter > timeBefore ||
    (timeAfter === timeBefore && after.close[lastAfter] !== before.close[lastBefore])
  );
}

/**
 * How strongly the newest point is ringed `elapsedMs` after it arrived: fully at once, fading
 * evenly to nothing at 50 s, nothing afterwards; drawn in steps of 5 s.
 */
export function highlightStrength(elapsedMs: number): number {
  if (!(elapsedMs >= 0) || elapsedMs >= HIGHLIGHT_ANIMATION_MS) return 0;
  const step = Math.floor(elapsedMs / HIGHLIGHT_FADE_STEP_MS) * HIGHLIGHT_FADE_STEP_MS;
  return 1 - step / HIGHLIGHT_ANIMATION_MS;
}
