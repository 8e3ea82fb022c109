/**
 * When an order's answer is lost (a timeout, a dropped connection, a 5xx, an answer that fails its
 * schema), the order may or may not have been placed. It is never sent again on its own: the panel
 * compares the order list from before sending with one fetched after, and an entry that is new and
 * matches what was sent is the order: an order is never sent twice.
 */
export function placedSince<T>(
  before: readonly T[],
  after: readonly T[],
  options: {
    /** The entry's id, if the list gives one. */
    idOf: (entry: T) => string | number | null | undefined;
    /** Whether the entry is the kind of order that was sent (account, instrument, side). */
    matches: (entry: T) => boolean;
  },
): T | undefined {
  const { idOf, matches } = options;
  const candidates = after.filter(matches);
  const earlier = before.filter(matches);
  const earlierIds = new Set(earlier.map(idOf));
  if (candidates.every((entry) => idOf(entry) != null)) {
    return candidates.find((entry) => !earlierIds.has(idOf(entry)));
  }
  // Without ids, one more matching entry than before is the order; lists are newest first.
  return candidates.length > earlier.length ? candidates[0] : undefined;
}
