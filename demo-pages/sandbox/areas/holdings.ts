import { accountPositions } from '../../../core/endpoints/holdings';
import type { BrokerContext } from '../broker';
import type { BookAccount, CustomerBook } from '../customer-book';
import type { PricedFund } from '../data/fund-universe';
import { customerRoute } from '../customer-route';
import { exchangeRate, money } from '../money';
import { integerParam } from '../request-input';
import { json, patternOf, type Route } from '../router';

/**
 * A holding as "Account positions" and "Instrument with positions" answer it: the
 * fund's id and last NAV (in the fund's currency), and the market value in the account's
 * currency. `volume`, `name`, the currencies and the exchange rate (account currency per unit of
 * the fund's, for the holdings rule) are extra.
 */
const positionBody = (customer: CustomerBook, account: BookAccount, fund: PricedFund) => ({
  accid: account.accid,
  instrument: {
    instrument_id: fund.instrumentId,
    name: fund.name,
    currency: fund.currency,
    last_nav: fund.nav,
  },
  volume: account.holdings.get(fund.instrumentId) ?? 0,
  market_value_acc: money(customer.marketValue(account, fund), account.currency),
  exchange_rate: exchangeRate(fund.currency, account.currency),
});

/** The account's positions (of one fund when `only` is given); empty holdings are left out. */
export function positionBodies(
  context: BrokerContext,
  customer: CustomerBook,
  account: BookAccount,
  only?: PricedFund,
) {
  return [...account.holdings]
    .filter(([instrumentId, units]) => units > 0 && (!only || only.instrumentId === instrumentId))
    .flatMap(([instrumentId]) => {
      const fund = context.funds.get(instrumentId);
      return fund ? [positionBody(customer, account, fund)] : [];
    });
}

/** The holdings area: one account's positions. */
export function holdingsRoutes(context: BrokerContext): Route[] {
  return [
    customerRoute(context, {
      method: 'GET',
      pattern: patternOf(accountPositions(':accid')),
      handler: ({ params }, customer) => {
        const account = customer.requireAccount(integerParam(params.accid, 'accid'));
        return json(200, positionBodies(context, customer, account));
      },
    }),
  ];
}
