/** Exchange trading paths (SPEC §7, Backend path catalogue). */

/** Algorithmic orders. Method and payload: not shown in the spec. */
export const algoOrders = (): string => '/exchange-trading/v1/algo-orders';
