/** Exchange trading paths. */

/** Algorithmic orders. Method and payload: not shown in the catalogue. */
export const algoOrders = (): string => '/exchange-trading/v1/algo-orders';
