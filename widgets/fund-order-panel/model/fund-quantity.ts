import { formatNumber, type Locale } from '../../../core/i18n';
import { QUANTITY_DECIMALS } from '../../../core/orders/order-limits';

/**
 * A number of fund units as the panel shows it everywhere (the sell form's estimate, the
 * confirmation, the receipt): always QUANTITY_DECIMALS decimals, in the locale's notation, so
 * an estimate of 2.41904 and a booked 2.419 both read `2.4190` (`2,4190` in Swedish).
 */
export const formatQuantity = (units: number, locale: Locale): string =>
  formatNumber(units, locale, {
    minimumFractionDigits: QUANTITY_DECIMALS,
    maximumFractionDigits: QUANTITY_DECIMALS,
  });
