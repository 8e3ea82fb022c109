/**
 * Fund trading paths (docs/rules.md#backend-calls: `/fund-trading/v1/trades`), and the
 * fund order calls of the order-flow table. The catalogue shows no path for those two calls: placing
 * an order at `/fund-trading/v1/fund-orders` and listing them at `/fund-trading/v2/fund-orders`
 * (the catalogue names the list "v2") are this kit's choice; the segment follows the `fund_order` and
 * `fund_orders` fields of their answers.
 */

/** Fund trades. Method and payload: not shown in the catalogue. */
export const trades = (): string => '/fund-trading/v1/trades';

/**
 * Place fund order: POST with instrument_id, accid, orderside, amount
 * or percent, and order_referrer; it throws on error, whose code is `data.fields[0].code`.
 */
export const placeFundOrder = (): string => '/fund-trading/v1/fund-orders';

/**
 * Fund orders list, v2: GET; throttle 7 s, forced after an order. It
 * reads `fund_orders`.
 */
export const fundOrders = (): string => '/fund-trading/v2/fund-orders';
