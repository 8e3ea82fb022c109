import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ALGO_AGGRESSION_LEVELS,
  AlgoAggressionLevelSchema,
  ALLOCATION_REASONS,
  ALLOCATION_REQUEST_STATUSES,
  AllocationReasonSchema,
  AllocationRequestStatusSchema,
  CUSTOMER_ROUTING_STATUSES,
  CUSTOMER_SEGMENTS,
  CustomerRoutingStatusSchema,
  CustomerSegmentSchema,
  DIVIDEND_STRATEGIES,
  DIVIDEND_TYPES,
  DividendStrategySchema,
  FUND_RISK_LABELS,
  FundRiskLabelSchema,
  INSTRUMENT_CLASSES,
  InstrumentClassSchema,
  MARKET_COUNTRIES,
  MARKET_CURRENCIES,
  MARKET_HOURS_STATUSES,
  MarketCurrencySchema,
  MarketHoursStatusSchema,
  NEWS_FILTERS,
  NEWS_REGIONS,
  NEWS_TYPES,
  NewsFilterSchema,
  NewsRegionSchema,
  NewsTypeSchema,
  ORDER_SIDES,
  ORDER_TYPES,
  ORDERBOOK_STATUSES,
  OrderbookStatusSchema,
  OrderSideSchema,
  OrderTypeSchema,
  PERIOD_IDS,
  PERSON_TYPES,
  PeriodIdSchema,
  PersonTypeSchema,
  PRIVATE_BANKING_TIERS,
  PrivateBankingTierSchema,
  QUESTION_TYPES,
  QUESTIONNAIRES,
  QuestionnaireSchema,
  QuestionTypeSchema,
  RATINGS,
  RatingSchema,
  REQUIRED_ACTION_STATUSES,
  RequiredActionStatusSchema,
  RESOLUTION_IDS,
  ResolutionIdSchema,
  SFDR_ARTICLES,
  SfdrArticleSchema,
  SideSchema,
  SIDES,
  SIGNUP_STEPS,
  SignupStepSchema,
  SUPPORTED_TAX_COUNTRIES,
  SupportedTaxCountrySchema,
  TRADING_FREQUENCIES,
  TradingFrequencySchema,
} from './enumerations';
import {
  FUND_DEVELOPMENT_CURRENCIES,
  FundDevelopmentCurrencySchema,
  GRAPH_TYPES,
  GraphTypeSchema,
  HISTORICAL_EVENT_KINDS,
  LINE_GRAPH_TYPE_FLAGS,
  LineGraphTypeFlagSchema,
  PRICE_MARKER_MODES,
  PriceMarkerModeSchema,
} from './graph-setting-values';

type Enumeration = {
  name: string;
  values: readonly (string | number)[];
  schema: v.GenericSchema;
  spec: readonly (string | number)[];
};

// The `spec` lists are copied from the catalogue.md §3 (Enumerations, Price graph entities),
// word for word and in the the catalogue's order.
const enumerations: Enumeration[] = [
  {
    name: 'Allocation request status',
    values: ALLOCATION_REQUEST_STATUSES,
    schema: AllocationRequestStatusSchema,
    spec: [
      'REQUEST_REJECTED',
      'IN_PROGRESS',
      'ORDER_APPROVED',
      'CANCEL_IN_PROGRESS',
      'CANCELLED',
      'ORDER_REJECTED',
      'ORDER_EXECUTED',
    ],
  },
  {
    name: 'Reasons',
    values: ALLOCATION_REASONS,
    schema: AllocationReasonSchema,
    spec: [
      'SOLD_ALREADY',
      'BOUGHT_ALREADY',
      'REQUESTS_CLOSED',
      'NOT_AUTHORIZED_TO_BUY',
      'NOT_AUTHORIZED_TO_SELL',
    ],
  },
  { name: 'Side', values: SIDES, schema: SideSchema, spec: ['buy', 'sell'] },
  {
    name: 'Fund order side (orderside)',
    values: ORDER_SIDES,
    schema: OrderSideSchema,
    spec: ['BUY', 'SELL'],
  },
  {
    name: 'Order type',
    values: ORDER_TYPES,
    schema: OrderTypeSchema,
    spec: ['FUND', 'EXCHANGE_TRADING'],
  },
  {
    name: 'Instrument classes',
    values: INSTRUMENT_CLASSES,
    schema: InstrumentClassSchema,
    spec: ['EXCHANGE_TRADED_FUND', 'MUTUAL_FUND', 'INVESTMENT_FUND', 'STOCK'],
  },
  { name: 'Ratings', values: RATINGS, schema: RatingSchema, spec: ['BUY', 'HOLD', 'SELL'] },
  {
    name: 'Fund risk label',
    values: FUND_RISK_LABELS,
    schema: FundRiskLabelSchema,
    spec: ['LOW', 'MEDIUM', 'HIGH'],
  },
  { name: 'SFDR articles', values: SFDR_ARTICLES, schema: SfdrArticleSchema, spec: [6, 8, 9] },
  {
    name: 'Dividend strategies',
    values: DIVIDEND_STRATEGIES,
    schema: DividendStrategySchema,
    spec: ['ACCUMULATED', 'DISTRIBUTED', 'INCOME'],
  },
  {
    name: 'Trading frequency',
    values: TRADING_FREQUENCIES,
    schema: TradingFrequencySchema,
    spec: ['DAILY', 'WEEKLY', 'MONTHLY'],
  },
  {
    name: 'Orderbook statuses',
    values: ORDERBOOK_STATUSES,
    schema: OrderbookStatusSchema,
    spec: [
      'CLOSED',
      'CLOSING_AUCTION',
      'CONTINUOUS_TRADING',
      'INTRADAY_AUCTION',
      'OPENING_AUCTION',
      'POST_TRADING',
      'PRE_TRADING',
      'SUSPENDED_OR_HALTED',
      'TRADING_AT_LAST',
      'UNKNOWN',
    ],
  },
  {
    name: 'Market hours statuses',
    values: MARKET_HOURS_STATUSES,
    schema: MarketHoursStatusSchema,
    spec: [
      'CLOSED',
      'PRE_MARKET_PRICES',
      'PRE_MARKET_TRADING',
      'CONTINUOUS_TRADING',
      'POST_TRADING',
      'SUSPENDED_OR_HALTED',
    ],
  },
  {
    name: 'Required-action status',
    values: REQUIRED_ACTION_STATUSES,
    schema: RequiredActionStatusSchema,
    spec: ['PENDING', 'DONE', 'FAILED'],
  },
  {
    name: 'Person types',
    values: PERSON_TYPES,
    schema: PersonTypeSchema,
    spec: ['NAT', 'JUR', 'EST'],
  },
  {
    name: 'Customer routing status',
    values: CUSTOMER_ROUTING_STATUSES,
    schema: CustomerRoutingStatusSchema,
    spec: [
      'LOGIN',
      'ONBOARDING',
      'ONBOARDING_INTENT',
      'ONBOARDING_OPEN_CASE',
      'MANUAL_SUPPORT',
      'MINOR',
      'ONBOARDING_NIGHTLY_DOWNTIME',
    ],
  },
  {
    name: 'Signup steps',
    values: SIGNUP_STEPS,
    schema: SignupStepSchema,
    spec: [
      'EXISTING',
      'KYC',
      'CONTACT_INFO',
      'RESIDENCY',
      'ACCOUNT_PICKER',
      'ACCOUNT_ALIAS',
      'CITIZENSHIP',
      'TAX_INFO',
      'MILESTONE_ONE',
      'MILESTONE_TWO',
      'MILESTONE_THREE',
    ],
  },
  {
    name: 'Question types',
    values: QUESTION_TYPES,
    schema: QuestionTypeSchema,
    spec: ['SINGLE_CHOICE', 'MULTIPLE_CHOICE'],
  },
  {
    name: 'Questionnaires',
    values: QUESTIONNAIRES,
    schema: QuestionnaireSchema,
    spec: ['PrivateBasic', 'PrivateBasicODD', 'CompanyBasicODD'],
  },
  {
    name: 'Supported tax countries',
    values: SUPPORTED_TAX_COUNTRIES,
    schema: SupportedTaxCountrySchema,
    spec: ['SE', 'NO', 'FI', 'DK'],
  },
  {
    name: 'Algo order aggression levels',
    values: ALGO_AGGRESSION_LEVELS,
    schema: AlgoAggressionLevelSchema,
    spec: ['PASSIVE', 'MODERATE', 'AGGRESSIVE'],
  },
  {
    name: 'Customer segments',
    values: CUSTOMER_SEGMENTS,
    schema: CustomerSegmentSchema,
    spec: ['PRIVATE_BANKING', 'RETAIL', 'ACTIVE_TRADER'],
  },
  {
    name: 'Private banking tiers',
    values: PRIVATE_BANKING_TIERS,
    schema: PrivateBankingTierSchema,
    spec: ['GOLD', 'PLATINUM', 'BLACK', 'SIGNATURE'],
  },
  {
    name: 'News regions',
    values: NEWS_REGIONS,
    schema: NewsRegionSchema,
    spec: ['SE', 'NO', 'DK', 'FI', 'WORLD'],
  },
  {
    name: 'News types',
    values: NEWS_TYPES,
    schema: NewsTypeSchema,
    spec: ['ANALYSIS', 'FLASH', 'MARKET_COMMENTARY', 'NEWS', 'PRESS_RELEASE'],
  },
  {
    name: 'News filters',
    values: NEWS_FILTERS,
    schema: NewsFilterSchema,
    spec: ['MY_NEWS', 'TRENDING'],
  },
  {
    name: 'Period ids',
    values: PERIOD_IDS,
    schema: PeriodIdSchema,
    spec: [
      'DAY_1',
      'WEEK_1',
      'MONTH_1',
      'MONTH_3',
      'MONTH_6',
      'YTD',
      'YEAR_1',
      'YEAR_3',
      'YEAR_5',
      'YEAR_10',
      'ALL',
      'CUSTOM',
    ],
  },
  {
    name: 'Resolution ids',
    values: RESOLUTION_IDS,
    schema: ResolutionIdSchema,
    spec: [
      'MIN_1',
      'MIN_2',
      'MIN_5',
      'MIN_15',
      'MIN_30',
      'HOUR_1',
      'HOUR_4',
      'DAY',
      'WEEK',
      'MONTH',
      'QUARTER',
    ],
  },
  {
    name: 'Graph types',
    values: GRAPH_TYPES,
    schema: GraphTypeSchema,
    spec: ['line', 'candlestick', 'ohlc', 'column'],
  },
  {
    name: 'Line graph type flags',
    values: LINE_GRAPH_TYPE_FLAGS,
    schema: LineGraphTypeFlagSchema,
    spec: ['development-colors', 'soft-line', 'area-gradient'],
  },
  {
    name: 'Price marker modes',
    values: PRICE_MARKER_MODES,
    schema: PriceMarkerModeSchema,
    spec: ['off', 'closing-price', 'current-price', 'current-and-closing-price'],
  },
  {
    name: 'Fund development currencies',
    values: FUND_DEVELOPMENT_CURRENCIES,
    schema: FundDevelopmentCurrencySchema,
    spec: ['last', 'SEK', 'DKK', 'EUR', 'NOK', 'CAD', 'USD', 'NAV'],
  },
];

describe('enumerations', () => {
  describe.each(enumerations)('$name', ({ values, schema, spec }) => {
    it('lists exactly the values the catalogue lists, in its order', () => {
      expect(values).toEqual(spec);
    });

    it('accepts each of them', () => {
      for (const value of spec) expect(v.is(schema, value)).toBe(true);
    });

    it('rejects any other value, another spelling, or a number given as text', () => {
      expect(v.is(schema, 'OTHER')).toBe(false);
      expect(v.is(schema, null)).toBe(false);
      for (const value of spec) {
        const otherSpelling = typeof value === 'string' ? value.toLowerCase() : String(value);
        if (otherSpelling !== value) expect(v.is(schema, otherSpelling)).toBe(false);
      }
    });
  });

  describe('market currencies', () => {
    it('maps DK to DKK, FI to EUR, NO to NOK and SE to SEK', () => {
      expect(MARKET_CURRENCIES).toEqual({ DK: 'DKK', FI: 'EUR', NO: 'NOK', SE: 'SEK' });
      expect(MARKET_COUNTRIES).toEqual(['DK', 'FI', 'NO', 'SE']);
    });

    it('accepts only the four market currencies', () => {
      for (const currency of ['DKK', 'EUR', 'NOK', 'SEK'])
        expect(v.is(MarketCurrencySchema, currency)).toBe(true);
      expect(v.is(MarketCurrencySchema, 'USD')).toBe(false);
    });
  });

  describe('dividend types', () => {
    it('run from annual through daily, then bonus and combined split and redemption', () => {
      expect(DIVIDEND_TYPES[0]).toBe('ANNUAL');
      expect(DIVIDEND_TYPES.slice(-3)).toEqual(['DAILY', 'BONUS', 'COMBINED_SPLIT_AND_REDEMPTION']);
    });
  });

  describe('historical event kinds in settings', () => {
    it('are dividends, positive reports, negative reports and others', () => {
      expect(HISTORICAL_EVENT_KINDS).toEqual([
        'dividends',
        'positive-reports',
        'negative-reports',
        'others',
      ]);
    });
  });
});
