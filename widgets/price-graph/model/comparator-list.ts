import type { Comparator } from '../../../core/schemas/graph-user-settings';
import type { InstrumentSearchResult } from '../../../core/schemas/instrument-search';
import { freeSeriesColor } from './series-palette';

/**
 * The graph's comparison instruments: which search hits may be added, where a pick goes, and the
 * palette slot each one draws in.
 */

/** At most 8 comparators: the default limit of comparison instruments on one graph. */
export const MAX_COMPARATORS = 8;

/** What picking a search hit came to; `comparators` is the list to store (unchanged unless added or replaced). */
export type AddComparatorOutcome = 'added' | 'replaced' | 'limitReached' | 'alreadyAdded' | 'own';

export interface AddComparatorResult {
  readonly outcome: AddComparatorOutcome;
  readonly comparators: readonly Comparator[];
}

/** The hits a graph offers for comparison: never the graph's own instrument. */
export function comparisonCandidates<T extends Pick<InstrumentSearchResult, 'orderBookId'>>(
  hits: readonly T[],
  ownOrderBookId: string,
): T[] {
  return hits.filter((hit) => hit.orderBookId !== ownOrderBookId);
}

/**
 * Whether the list is full, so that a pick adds nothing. This holds only for a limit other than 1;
 * with a limit of 1 a pick replaces the comparison shown.
 */
export function comparatorLimitReached(current: readonly Comparator[], limit: number): boolean {
  return limit !== 1 && current.length >= limit;
}

function comparatorOf(hit: InstrumentSearchResult, colorIndex: number): Comparator {
  const { orderBookId, symbol, name, country, groupType, entityType } = hit;
  return { orderBookId, symbol, colorIndex, name, country, groupType, entityType };
}

/**
 * Adds a picked hit to the comparators, in this order:
 * 1. the graph's own instrument is never a comparison (`own`);
 * 2. an instrument already compared stays as it is (`alreadyAdded`);
 * 3. with a limit of 1 the pick replaces the comparison shown, in its colour (`replaced`);
 * 4. at the limit nothing is added (`limitReached`);
 * 5. otherwise the pick is appended in the lowest free colour (`added`).
 */
export function addComparator(
  current: readonly Comparator[],
  hit: InstrumentSearchResult,
  limit: number = MAX_COMPARATORS,
  ownOrderBookId?: string,
  /** The colours the graph's technical analyses draw in: a new comparison takes none of them. */
  takenColors: readonly number[] = [],
): AddComparatorResult {
  const unchanged = (outcome: AddComparatorOutcome) => ({ outcome, comparators: current });
  if (hit.orderBookId === ownOrderBookId) return unchanged('own');
  if (current.some((comparator) => comparator.orderBookId === hit.orderBookId)) {
    return unchanged('alreadyAdded');
  }
  if (limit === 1 && current.length > 0) {
    return { outcome: 'replaced', comparators: [comparatorOf(hit, current[0]?.colorIndex ?? 0)] };
  }
  if (comparatorLimitReached(current, limit)) return unchanged('limitReached');
  const colorIndex = freeSeriesColor([
    ...takenColors,
    ...current.map((comparator) => comparator.colorIndex),
  ]);
  return { outcome: 'added', comparators: [...current, comparatorOf(hit, colorIndex)] };
}

/** The comparators without the one of `orderBookId`; the others keep their colours. */
export function removeComparator(
  current: readonly Comparator[],
  orderBookId: string,
): Comparator[] {
  return current.filter((comparator) => comparator.orderBookId !== orderBookId);
}
