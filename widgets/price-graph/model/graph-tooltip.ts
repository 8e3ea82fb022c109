/** Tooltip names are truncated at 18 characters. */
export const TOOLTIP_NAME_MAX_LENGTH = 18;

/** A series name as the tooltip shows it: at most 18 characters, the cut marked with an ellipsis. */
export function tooltipName(name: string): string {
  const characters = Array.from(name.trim());
  return characters.length > TOOLTIP_NAME_MAX_LENGTH
    ? `${characters.slice(0, TOOLTIP_NAME_MAX_LENGTH - 1).join('')}…`
    : characters.join('');
}

/** Most decimals a price is shown with. */
const MAX_PRICE_DECIMALS = 4;
/** Fewest decimals a price is shown with. */
const MIN_PRICE_DECIMALS = 2;

/**
 * The decimals a series' prices are shown with: as many as its values carry (a NOKIA quote at
 * 4.512 has 3), at least 2 and at most 4, looked up on a sample so a long series costs little.
 */
export function priceDecimals(values: Float64Array): number {
  let decimals = MIN_PRICE_DECIMALS;
  const step = Math.max(1, Math.floor(values.length / 200));
  for (let index = 0; index < values.length; index += step) {
    const value = values[index] as number;
    for (let digits = decimals + 1; digits <= MAX_PRICE_DECIMALS; digits += 1) {
      const scaled = value * 10 ** (digits - 1);
      if (Math.abs(scaled - Math.round(scaled)) > 1e-6) decimals = digits;
    }
  }
  return decimals;
}
