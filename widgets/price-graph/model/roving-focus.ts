/**
 * Roving focus in a row of buttons (the period bar): the row is one Tab stop, and the arrow keys
 * move between its buttons, as in the WAI-ARIA toolbar pattern. The buttons are not chosen by
 * moving: Enter or Space chooses, so a reader can walk past periods without loading each one.
 */

/** The keys that move focus inside the row. */
const MOVES: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The button focus moves to on `key` from the button at `index` of `count`, wrapping at the
 * ends; `undefined` for a key that does not move (it is left to the button).
 */
export function rovingFocusTarget(key: string, index: number, count: number): number | undefined {
  const move = MOVES[key];
  if (!move || count === 0) return undefined;
  return move(Math.min(Math.max(index, 0), count - 1), count);
}

/**
 * The one button of the row that takes Tab: the one focus last rested on if it is still there,
 * else the chosen one, else the first.
 */
export function rovingTabStop(count: number, focused: number | undefined, chosen: number): number {
  if (focused !== undefined && focused >= 0 && focused < count) return focused;
  return chosen >= 0 && chosen < count ? chosen : 0;
}
