/**
 * The compare search as a combobox (WAI-ARIA 1.2 combobox with a listbox): focus stays in the
 * search box while Down and Up move the active result, Enter picks it, Escape closes the list.
 */

/**
 * The result active after `key` with `active` active (undefined: none) among `count` results:
 * Down goes to the next, from none to the first; Up to the previous, from none to the last;
 * both wrap at the ends. `undefined` for a key that does not move, or without results.
 */
export function activeResultAfter(
  key: string,
  active: number | undefined,
  count: number,
): number | undefined {
  if (count === 0) return undefined;
  if (key === 'ArrowDown') return active === undefined ? 0 : (active + 1) % count;
  if (key === 'ArrowUp') return active === undefined ? count - 1 : (active - 1 + count) % count;
  return undefined;
}
