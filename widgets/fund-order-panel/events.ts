/*
 * The details of `<fund-order-panel>`'s events. The contract names them (contract.ts), and the
 * panel sends them through its element's `emit`, typed by that contract. An order's outcome is
 * the order model's to describe (model/order-sending.ts).
 */

export type { OrderFailedDetail, OrderPlacedDetail } from './model/order-sending';

/** Detail of `bw-not-logged-in`: nothing more than the news itself. */
export type NotLoggedInDetail = Record<string, never>;

/** Detail of `bw-order-close`: the customer closed the panel's result. */
export interface OrderCloseDetail {
  /** Where the panel sends the customer, if anywhere (the community feed). */
  destination: string | undefined;
}
