/** How many instrument logos the card has room for. */
export const MAX_PREVIEW_LOGOS = 4;

/**
 * The instrument-count badge shows the count minus the previews shown. Nothing to show (undefined)
 * when every instrument already has its logo on the card.
 */
export function remainingInstruments(
  instrumentCount: number | null | undefined,
  previewsShown: number,
): number | undefined {
  const remaining = (instrumentCount ?? 0) - previewsShown;
  return remaining > 0 ? remaining : undefined;
}
