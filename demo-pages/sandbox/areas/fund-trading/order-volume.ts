import { roundUnits } from '../../money';

/**
 * How many fund units an order moves. A buy's fee comes out of its amount (total buy
 * = amount, fee = amount × fee% / 100); a sell takes its percent of the units not already on
 * sell orders, which is what the order panel shows as the holdings.
 */
export const buyVolume = (
  amount: number,
  buyFeePercent: number,
  navInOrderCurrency: number,
): number => roundUnits((amount - (amount * buyFeePercent) / 100) / navInOrderCurrency);

export const sellVolume = (availableUnits: number, percent: number): number =>
  roundUnits((availableUnits * percent) / 100);
