import { FUND_IDS, FUNDS } from './funds';
import { INSTRUMENTS } from './instruments';
import { MARKET_OF_COUNTRY, MARKETS, type MarketId } from './markets';
import { MARKET_CURRENCIES, type MarketCountry } from '../../../core/schemas/enumerations';

/**
 * Where each priced thing of the sandbox is listed and how its price behaves: the stocks of
 * instruments.ts, the funds of funds.ts, and one index per exchange for the feed's indicator
 * subscriptions (indicator keyed by market and id).
 */

/** What a listing is: stocks and indices trade all day; a fund has one NAV per trading day. */
export type ListingKind = 'stock' | 'fund' | 'index';

/** A priced listing. */
export interface Listing {
  /** The id the feed and the REST API use (an instrument id, or an index symbol). */
  id: string;
  kind: ListingKind;
  /** The readable name the instrument search finds and answers. */
  name: string;
  /** The ticker the instrument search finds and the graph's comparator pills show. */
  symbol: string;
  market: MarketId;
  /** The price (or NAV, or index level) on the anchor day of the price paths. */
  basePrice: number;
  /** Annualised volatility of daily log returns, as a fraction (0.3 = 30 %). */
  annualVolatility: number;
  /** Expected yearly log growth of the price, as a fraction. */
  annualDrift: number;
}

interface StockTerms {
  market: MarketId;
  basePrice: number;
  annualVolatility: number;
}

/** Each stock's exchange and a realistic price level, by symbol. */
const STOCK_TERMS: Readonly<Record<string, StockTerms>> = {
  'NOVO B': { market: 'CSE', basePrice: 452.3, annualVolatility: 0.32 },
  EQNR: { market: 'OSE', basePrice: 254.6, annualVolatility: 0.3 },
  NOKIA: { market: 'HSE', basePrice: 4.512, annualVolatility: 0.33 },
  'VOLV B': { market: 'SSE', basePrice: 281.4, annualVolatility: 0.28 },
  'ERIC B': { market: 'SSE', basePrice: 83.26, annualVolatility: 0.34 },
  'ATCO A': { market: 'SSE', basePrice: 171.9, annualVolatility: 0.27 },
  NESTE: { market: 'HSE', basePrice: 13.04, annualVolatility: 0.4 },
  'MAERSK B': { market: 'CSE', basePrice: 11_240, annualVolatility: 0.35 },
  DNB: { market: 'OSE', basePrice: 248.1, annualVolatility: 0.24 },
  SAND: { market: 'SSE', basePrice: 226.5, annualVolatility: 0.29 },
  ORSTED: { market: 'CSE', basePrice: 148.7, annualVolatility: 0.45 },
  KNEBV: { market: 'HSE', basePrice: 55.42, annualVolatility: 0.22 },
  'INVE B': { market: 'SSE', basePrice: 302.8, annualVolatility: 0.22 },
  MOWI: { market: 'OSE', basePrice: 201.3, annualVolatility: 0.28 },
  EVO: { market: 'SSE', basePrice: 812.4, annualVolatility: 0.38 },
  SAMPO: { market: 'HSE', basePrice: 9.214, annualVolatility: 0.2 },
};

const STOCK_DRIFT = 0.08;
const INDEX_DRIFT = 0.07;

/** Fund volatility by kind of fund: bond funds barely move, equity funds move like an index. */
const FUND_VOLATILITY: Readonly<Record<number, number>> = {
  [FUND_IDS.swedenIndex]: 0.17,
  [FUND_IDS.globalGrowth]: 0.19,
  [FUND_IDS.swedishSmallCapsClosedForBuy]: 0.23,
  [FUND_IDS.shortBondClosedForSell]: 0.015,
  [FUND_IDS.hedgeMonthly]: 0.08,
  [FUND_IDS.norwayIndex]: 0.19,
  [FUND_IDS.norwegianBond]: 0.04,
  [FUND_IDS.denmarkIndex]: 0.18,
  [FUND_IDS.finnishEquity]: 0.21,
  [FUND_IDS.euroBondNoCategory]: 0.04,
};

/** The index of each exchange, as the feed's indicator subscriptions name it. */
export const INDEX_SYMBOLS: Readonly<Record<MarketId, string>> = {
  SSE: 'OMXS30',
  OSE: 'OBX',
  CSE: 'OMXC25',
  HSE: 'OMXH25',
};

/** The readable names of the indices, as the instrument search answers them. */
export const INDEX_NAMES: Readonly<Record<MarketId, string>> = {
  SSE: 'OMX Stockholm 30',
  OSE: 'Oslo Børs OBX',
  CSE: 'OMX Copenhagen 25',
  HSE: 'OMX Helsinki 25',
};

const INDEX_LEVELS: Readonly<Record<MarketId, number>> = {
  SSE: 2_512.4,
  OSE: 1_352.8,
  CSE: 1_704.6,
  HSE: 4_921.3,
};

const countryOfCurrency = (currency: string): MarketCountry =>
  (Object.keys(MARKET_CURRENCIES) as MarketCountry[]).find(
    (country) => MARKET_CURRENCIES[country] === currency,
  ) ?? 'SE';

/** Every listing of the sandbox, by id. */
export const LISTINGS: ReadonlyMap<string, Listing> = new Map(
  [
    ...INSTRUMENTS.map((instrument): Listing => {
      const terms = STOCK_TERMS[instrument.symbol] ?? {
        market: 'SSE',
        basePrice: 100,
        annualVolatility: 0.3,
      };
      return {
        id: String(instrument.instrumentId),
        kind: 'stock',
        name: instrument.name,
        symbol: instrument.symbol,
        annualDrift: STOCK_DRIFT,
        ...terms,
      };
    }),
    ...FUNDS.map((fund): Listing => ({
      id: String(fund.instrumentId),
      kind: 'fund',
      name: fund.name,
      symbol: fund.symbol,
      market: MARKET_OF_COUNTRY[countryOfCurrency(fund.currency)],
      basePrice: fund.baseNav,
      annualVolatility: FUND_VOLATILITY[fund.instrumentId] ?? 0.15,
      // Bond-like funds grow slowly; equity funds like the market.
      annualDrift: (FUND_VOLATILITY[fund.instrumentId] ?? 0.15) < 0.1 ? 0.02 : INDEX_DRIFT,
    })),
    ...(Object.keys(MARKETS) as MarketId[]).map((market): Listing => ({
      id: INDEX_SYMBOLS[market],
      kind: 'index',
      name: INDEX_NAMES[market],
      symbol: INDEX_SYMBOLS[market],
      market,
      basePrice: INDEX_LEVELS[market],
      annualVolatility: 0.18,
      annualDrift: INDEX_DRIFT,
    })),
  ].map((listing) => [listing.id, listing]),
);
