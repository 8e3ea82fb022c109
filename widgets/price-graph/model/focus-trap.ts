/**
 * Keeping the keyboard inside the maximized graph: it covers the page, so Tab and Shift+Tab
 * wrap around its own controls instead of walking into the page hidden behind it, as in a
 * modal dialog.
 */

/**
 * Where Tab (or Shift+Tab, `backwards`) moves focus inside a trap of `count` controls when the
 * focus is on the control at `index` (-1: on the trap's own box, or on none of them). A number
 * is the control to focus instead of the browser's next; `undefined` lets the browser move.
 */
export function trappedFocusTarget(
  index: number,
  count: number,
  backwards: boolean,
): number | undefined {
  if (count === 0) return undefined;
  if (index < 0) return backwards ? count - 1 : 0;
  if (backwards && index === 0) return count - 1;
  if (!backwards && index === count - 1) return 0;
  return undefined;
}
