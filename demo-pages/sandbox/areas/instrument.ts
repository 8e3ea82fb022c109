import {
  corporate,
  fundInfo,
  instrumentById,
  instrumentWithPositions,
  suitability,
  suitabilityExpiryDates,
} from '../../../core/endpoints/instrument';
import type { BrokerContext } from '../broker';
import { calendarDay, nextMonthEndTradingDay, nextTradingDay } from '../calendar';
import { customerRoute } from '../customer-route';
import type { PricedFund } from '../data/fund-universe';
import type { Market } from '../data/markets';
import { HISTORY_START_DAY } from '../data/price-paths';
import { calendarDateParam, integerList, requireDateOrder } from '../request-input';
import { json, patternOf, Rejection, type Route } from '../router';
import { positionBodies } from './holdings';
import { corporateEvents } from './instrument/corporate-events';

/** An instrument as the order panel reads it; `isin`, `index_fund` and the type are extra. */
const instrumentBody = (fund: PricedFund) => ({
  instrument_id: fund.instrumentId,
  name: fund.name,
  currency: fund.currency,
  min_investment: fund.minInvestment,
  buy_fee: fund.buyFee,
  sell_fee: fund.sellFee,
  // A stand-in page of the sandbox, relative to the API (see site-pages.ts).
  prospectus_url: `/sandbox/documents/fact-sheets/${fund.isin}`,
  mifid2_category: fund.mifid2Category,
  isin: fund.isin,
  instrument_type: 'MUTUAL_FUND',
  index_fund: fund.indexFund,
});

/**
 * When the fund next trades, from the server clock: a daily fund on the next day its market
 * trades, a monthly one on the month's last such day; no day for a side the fund is closed for.
 */
function fundInfoBody(fund: PricedFund, market: Market, now: number) {
  const today = calendarDay(now);
  const next =
    fund.tradingFrequency === 'DAILY'
      ? nextTradingDay(market, today)
      : nextMonthEndTradingDay(market, today);
  return {
    trading_info: {
      trading_frequency: fund.tradingFrequency,
      cut_off_time: fund.cutOffTime,
      next_buy_day: fund.openForBuy ? next : null,
      next_sell_day: fund.openForSell ? next : null,
      min_investment: { value: fund.minInvestment, currency: fund.currency },
    },
  };
}

/**
 * The days a corporate events request covers: `fromDate` and `toDate` (`yyyy-MM-dd`)
 * when given, else from the start of the price history up to today. A malformed or reversed
 * range is a 400 INPUT_ERROR.
 */
function eventDays(query: URLSearchParams, now: number): { from: string; to: string } {
  const given = (name: string) => {
    const text = query.get(name);
    return text === null || text === '' ? undefined : calendarDateParam(text, name);
  };
  const from = given('fromDate') ?? HISTORY_START_DAY;
  const to = given('toDate') ?? calendarDay(now);
  requireDateOrder({ name: 'fromDate', date: from }, { name: 'toDate', date: to });
  return { from, to };
}

/**
 * The instrument area. The instrument and its fund info are public (anyone may read them), and
 * so are a listing's corporate events (`corporate?instrumentId=…&fromDate=…&toDate=…`, the
 * price graph's historical events, a bare list: see instrument/corporate-events.ts); the
 * customer's positions in it and their suitability need a logged-in customer. An id outside the
 * fund universe (outside every listing, for the events) is a 404 UNKNOWN_INSTRUMENT.
 */
export function instrumentRoutes(context: BrokerContext): Route[] {
  const { funds, paths, now } = context;
  return [
    {
      method: 'GET',
      pattern: patternOf(corporate()),
      handler: ({ query }) => {
        const id = query.get('instrumentId');
        if (id === null || id === '') {
          throw new Rejection(400, 'MANDATORY_FIELD_MISSING', 'instrumentId is required');
        }
        const path = paths.find(id);
        if (!path) throw new Rejection(404, 'UNKNOWN_INSTRUMENT', `No instrument ${id}`);
        const at = now();
        return json(200, corporateEvents(path, paths.seed, eventDays(query, at), at));
      },
    },
    {
      method: 'GET',
      pattern: patternOf(instrumentById(':id')),
      handler: ({ params }) => json(200, instrumentBody(funds.require(params.id))),
    },
    {
      method: 'GET',
      pattern: patternOf(fundInfo(':id')),
      handler: ({ params }) => {
        const fund = funds.require(params.id);
        return json(200, fundInfoBody(fund, paths.of(fund.instrumentId).market, now()));
      },
    },
    customerRoute(context, {
      method: 'GET',
      pattern: patternOf(instrumentWithPositions(':id', [])),
      handler: ({ params, query }, customer) => {
        const fund = funds.require(params.id);
        const accounts = customer.requireAccounts(integerList(query, 'accids'));
        return json(200, {
          ...instrumentBody(fund),
          positions: accounts.flatMap((account) =>
            positionBodies(context, customer, account, fund),
          ),
        });
      },
    }),
    customerRoute(context, {
      method: 'GET',
      pattern: patternOf(suitability(':id')),
      handler: ({ params }, customer) => {
        const fund = funds.require(params.id);
        return json(200, {
          eligible: customer.isSuitable(fund, now()),
          mifid2_category: fund.mifid2Category,
        });
      },
    }),
    customerRoute(context, {
      method: 'GET',
      pattern: patternOf(suitabilityExpiryDates()),
      handler: (_request, customer) =>
        json(200, { expiration_timestamps: customer.knowledgeTestExpiry }),
    }),
  ];
}
