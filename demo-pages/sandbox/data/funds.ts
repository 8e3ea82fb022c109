import type { MarketCurrency, TradingFrequency } from '../../../core/schemas/enumerations';

/**
 * The sandbox's fund universe: ten funds over the four market currencies, chosen so that each
 * rule of the catalogue and §8 has a fund that meets it. Terms are fixed; only the NAV follows the
 * seed and the clock (see `FundUniverse` in fund-universe.ts).
 */
export interface SandboxFund {
  instrumentId: number;
  isin: string;
  name: string;
  /**
   * A short ticker, as the comparator search answers it and the graph's pills show it (docs/rules.md#price-graph
   * "Pill bar"). Funds have no exchange ticker; these are the sandbox's own.
   */
  symbol: string;
  currency: MarketCurrency;
  /** NAV per unit on the price paths' anchor day (see price-paths.ts), in `currency`. */
  baseNav: number;
  /** Smallest buy amount (default 100). */
  minInvestment: number;
  /** Fees in percent of the amount. */
  buyFee: number;
  sellFee: number;
  /** The knowledge test that covers the fund; `null`: none needed (the link goes to `/`). */
  mifid2Category: string | null;
  tradingFrequency: TradingFrequency;
  /** Local time of day orders must be in by. */
  cutOffTime: string;
  /** An index fund ("superfund"): refused to partner customers, capped per day. */
  indexFund: boolean;
  openForBuy: boolean;
  openForSell: boolean;
}

/** The funds by role, for persona data, tests and demo pages. */
export const FUND_IDS = {
  swedenIndex: 16100101,
  globalGrowth: 16100102,
  swedishSmallCapsClosedForBuy: 16100103,
  shortBondClosedForSell: 16100104,
  hedgeMonthly: 16100105,
  norwayIndex: 16100106,
  norwegianBond: 16100107,
  denmarkIndex: 16100108,
  finnishEquity: 16100109,
  euroBondNoCategory: 16100110,
} as const;

const daily = { tradingFrequency: 'DAILY', openForBuy: true, openForSell: true } as const;
const noFees = { buyFee: 0, sellFee: 0 };

export const FUNDS: readonly SandboxFund[] = [
  {
    ...daily,
    ...noFees,
    instrumentId: FUND_IDS.swedenIndex,
    isin: 'SE0011000101',
    symbol: 'SVIX',
    name: 'Sverige Indexfond',
    currency: 'SEK',
    baseNav: 312.4,
    minInvestment: 100,
    mifid2Category: 'UCITS',
    cutOffTime: '15:00',
    indexFund: true,
  },
  {
    ...daily,
    instrumentId: FUND_IDS.globalGrowth,
    isin: 'SE0011000102',
    symbol: 'GLTV',
    name: 'Global Tillväxt',
    currency: 'SEK',
    baseNav: 184.75,
    minInvestment: 100,
    buyFee: 0.25,
    sellFee: 0.25,
    mifid2Category: 'UCITS',
    cutOffTime: '15:00',
    indexFund: false,
  },
  {
    ...daily,
    ...noFees,
    instrumentId: FUND_IDS.swedishSmallCapsClosedForBuy,
    isin: 'SE0011000103',
    symbol: 'SMBS',
    name: 'Småbolag Sverige',
    currency: 'SEK',
    baseNav: 96.1,
    minInvestment: 500,
    mifid2Category: 'UCITS',
    cutOffTime: '15:00',
    indexFund: false,
    openForBuy: false,
  },
  {
    ...daily,
    instrumentId: FUND_IDS.shortBondClosedForSell,
    isin: 'SE0011000104',
    symbol: 'RTKO',
    name: 'Räntefond Kort',
    currency: 'SEK',
    baseNav: 101.32,
    minInvestment: 100,
    buyFee: 0,
    sellFee: 0.1,
    mifid2Category: 'UCITS',
    cutOffTime: '15:00',
    indexFund: false,
    openForSell: false,
  },
  {
    ...noFees,
    instrumentId: FUND_IDS.hedgeMonthly,
    isin: 'SE0011000105',
    symbol: 'NHA',
    name: 'Nordic Hedge Alpha',
    currency: 'SEK',
    baseNav: 1250,
    minInvestment: 10_000,
    mifid2Category: 'AIF',
    tradingFrequency: 'MONTHLY',
    cutOffTime: '12:00',
    indexFund: false,
    openForBuy: true,
    openForSell: true,
  },
  {
    ...daily,
    ...noFees,
    instrumentId: FUND_IDS.norwayIndex,
    isin: 'NO0011000106',
    symbol: 'NOIX',
    name: 'Norge Indeks',
    currency: 'NOK',
    baseNav: 228.9,
    minInvestment: 100,
    mifid2Category: 'UCITS',
    cutOffTime: '13:00',
    indexFund: true,
  },
  {
    ...daily,
    instrumentId: FUND_IDS.norwegianBond,
    isin: 'NO0011000107',
    symbol: 'NOOB',
    name: 'Norsk Obligasjon',
    currency: 'NOK',
    baseNav: 104.2,
    minInvestment: 250,
    buyFee: 0,
    sellFee: 0.2,
    mifid2Category: 'UCITS',
    cutOffTime: '13:00',
    indexFund: false,
  },
  {
    ...daily,
    ...noFees,
    instrumentId: FUND_IDS.denmarkIndex,
    isin: 'DK0011000108',
    symbol: 'DKIX',
    name: 'Danmark Indeks',
    currency: 'DKK',
    baseNav: 152.35,
    minInvestment: 100,
    mifid2Category: 'UCITS',
    cutOffTime: '14:00',
    indexFund: true,
  },
  {
    ...daily,
    instrumentId: FUND_IDS.finnishEquity,
    isin: 'FI0011000109',
    symbol: 'SUOS',
    name: 'Suomi Osake',
    currency: 'EUR',
    baseNav: 38.6,
    minInvestment: 25,
    buyFee: 0.3,
    sellFee: 0.3,
    mifid2Category: 'UCITS',
    cutOffTime: '11:00',
    indexFund: false,
  },
  {
    ...daily,
    ...noFees,
    instrumentId: FUND_IDS.euroBondNoCategory,
    isin: 'FI0011000110',
    symbol: 'EUKO',
    name: 'Euro Korko',
    currency: 'EUR',
    baseNav: 112.05,
    minInvestment: 50,
    mifid2Category: null,
    cutOffTime: '11:00',
    indexFund: false,
  },
];
