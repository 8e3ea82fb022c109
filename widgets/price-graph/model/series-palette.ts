import type {
  Comparator,
  TechnicalAnalysisSetting,
} from '../../../core/schemas/graph-user-settings';

/**
 * One palette for every series drawn over the price, picked by `colorIndex`: comparisons and
 * technical analyses take their colours from the same slots, so no two of them on screen share a
 * colour. It has a slot for each of the most a graph can show at once, the 8 comparisons plus 8
 * technical analyses; the main series draws in the accent, which no slot resembles (see the theme's
 * `--bw-graph-series-{n}` tokens).
 */

/** The palette's slots: at most 8 comparators plus at most 8 technical analyses. */
export const SERIES_PALETTE_SIZE = 16;

/**
 * The lowest palette slot none of `taken` draws in. With fewer series than slots it is always
 * inside the palette, so a graph at most at its limits never shares a colour.
 */
export function freeSeriesColor(taken: Iterable<number>): number {
  const used = new Set(taken);
  let index = 0;
  while (used.has(index)) index += 1;
  return index;
}

/**
 * The comparisons and technical analyses with a colour each of their own. A comparison keeps
 * its colour; a technical analysis whose colour a comparison (or an analysis before it) already
 * has, or which lies outside the palette, takes the lowest slot no other series keeps. Stored settings from
 * before the palette was shared had the two lists counting from slot 0 each. Entries that keep
 * their colour, and lists without a change, are returned as they are.
 */
export function seriesColorsApart(
  comparators: readonly Comparator[],
  analyses: readonly TechnicalAnalysisSetting[],
): { comparators: readonly Comparator[]; analyses: readonly TechnicalAnalysisSetting[] } {
  // First every entry whose colour is its own keeps it (comparisons first), then each of the
  // others takes the lowest slot still free, so one clash moves one series only.
  const taken: number[] = [];
  const keeps = <T extends { colorIndex: number }>(entry: T): boolean => {
    if (taken.includes(entry.colorIndex) || entry.colorIndex >= SERIES_PALETTE_SIZE) return false;
    taken.push(entry.colorIndex);
    return true;
  };
  const kept = [...comparators.map(keeps), ...analyses.map(keeps)];
  const own = <T extends { colorIndex: number }>(entry: T, at: number): T => {
    if (kept[at]) return entry;
    const colorIndex = freeSeriesColor(taken);
    taken.push(colorIndex);
    return { ...entry, colorIndex };
  };
  const nextComparators = comparators.map((entry, index) => own(entry, index));
  const nextAnalyses = analyses.map((entry, index) => own(entry, comparators.length + index));
  const same = <T>(before: readonly T[], after: readonly T[]) =>
    after.every((entry, index) => entry === before[index]) ? before : after;
  return {
    comparators: same(comparators, nextComparators),
    analyses: same(analyses, nextAnalyses),
  };
}
