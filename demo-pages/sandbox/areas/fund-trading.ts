import { fundOrders, placeFundOrder } from '../../../core/endpoints/fund-trading';
import { FundOrderRequestSchema, type FundOrderRequest } from '../../../core/schemas/fund-order';
import type { BrokerContext } from '../broker';
import type { CustomerBook, PlacedFundOrder } from '../customer-book';
import { customerRoute } from '../customer-route';
import { navIn } from '../data/fund-universe';
import { INSTRUMENTS } from '../data/instruments';
import { roundToCents } from '../money';
import { parseBody } from '../request-input';
import { json, patternOf, Rejection, type Route } from '../router';
import { fundOrderRejection, type FundOrderCase } from './fund-trading/order-rules';
import { buyVolume, sellVolume } from './fund-trading/order-volume';

/** What the broker knows about a customer's order, for its rules. */
export function fundOrderCase(
  { funds, now }: BrokerContext,
  customer: CustomerBook,
  order: FundOrderRequest,
  /** Leave out the money the order would take today (a plan's money is drawn on its day). */
  options: { fundsDrawnLater?: boolean } = {},
): FundOrderCase {
  const fund = funds.get(order.instrument_id);
  const account = customer.account(order.accid);
  const drawnLater = options.fundsDrawnLater ?? false;
  return {
    order,
    customer: customer.persona,
    instrument:
      fund ??
      (INSTRUMENTS.some((i) => i.instrumentId === order.instrument_id) ? 'not-a-fund' : undefined),
    account: account && {
      ...account,
      tradingPower: drawnLater ? Number.POSITIVE_INFINITY : account.cash,
    },
    suitable: fund ? customer.isSuitable(fund, now()) : false,
    availableUnits: account ? customer.availableUnits(account, order.instrument_id) : 0,
    indexFundBuysTodaySek: drawnLater ? 0 : customer.indexFundBuysOnDay(now()),
  };
}

/** Checks an order against the broker's rules and books it: a buy takes its amount from the cash. */
function placeOrder(
  context: BrokerContext,
  customer: CustomerBook,
  order: FundOrderRequest,
): PlacedFundOrder {
  const rejection = fundOrderRejection(fundOrderCase(context, customer, order));
  if (rejection) throw new Rejection(rejection.status, rejection.code);
  const fund = context.funds.require(order.instrument_id);
  const account = customer.requireAccount(order.accid);
  const buying = order.orderside === 'BUY';
  if (buying) account.cash = roundToCents(account.cash - order.amount.value);
  const placed: PlacedFundOrder = {
    orderId: context.broker.nextOrderId(),
    accid: account.accid,
    accno: account.accno,
    side: order.orderside,
    instrumentId: fund.instrumentId,
    name: fund.name,
    volume: buying
      ? buyVolume(order.amount.value, fund.buyFee, navIn(fund, account.currency))
      : sellVolume(customer.availableUnits(account, fund.instrumentId), order.percent),
    amount: buying ? { value: order.amount.value, currency: account.currency } : null,
    percent: buying ? null : order.percent,
    placedAt: context.now(),
    referrer: order.order_referrer ?? null,
  };
  customer.fundOrders.push(placed);
  return placed;
}

/** A fund order as both calls answer it: the `fund_order` fields of the catalogue and the v2 list's. */
const fundOrderBody = (order: PlacedFundOrder) => ({
  order_id: order.orderId,
  accid: order.accid,
  account_number: order.accno,
  order_side: order.side,
  instrument_id: order.instrumentId,
  name: order.name,
  volume: order.volume,
  amount: order.amount,
  percent: order.percent,
  order_referrer: order.referrer,
  state: 'ACTIVE',
  created: new Date(order.placedAt).toISOString(),
});

/**
 * The fund-trading area: placing a fund order (checked with `fundOrderRejection`), and the v2
 * list of the customer's orders, newest first. Orders stay pending (ACTIVE) while the server
 * runs: a buy has taken its amount from the trading power, a sell holds its units back from
 * the holdings that can still be sold.
 */
export function fundTradingRoutes(context: BrokerContext): Route[] {
  return [
    customerRoute(context, {
      method: 'POST',
      pattern: patternOf(placeFundOrder()),
      kind: 'fund-order',
      handler: ({ body }, customer) => {
        const order = parseBody(FundOrderRequestSchema, body, 'fund order');
        const placed = placeOrder(context, customer, order);
        return json(201, { fund_order: fundOrderBody(placed) });
      },
    }),
    customerRoute(context, {
      method: 'GET',
      pattern: patternOf(fundOrders()),
      handler: (_request, customer) =>
        json(200, { fund_orders: customer.fundOrders.toReversed().map(fundOrderBody) }),
    }),
  ];
}
