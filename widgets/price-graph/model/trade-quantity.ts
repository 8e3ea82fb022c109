import { formatNumber, type Locale } from '../../../core/i18n';

/** Quantities that are not whole are shown with 4 decimals. */
export const FRACTIONAL_QUANTITY_DECIMALS = 4;

/**
 * A traded quantity as the graph shows it (whole numbers as is, otherwise with 4 decimals): 150
 * stays `150`, 2.5 reads `2.5000`.
 */
export function tradeQuantityText(quantity: number, locale: Locale): string {
  const decimals = Number.isInteger(quantity) ? 0 : FRACTIONAL_QUANTITY_DECIMALS;
  return formatNumber(quantity, locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
}
