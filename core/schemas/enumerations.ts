import * as v from 'valibot';

// Every enumeration of the broker's API (and the market currencies), spelled and ordered exactly
// as the API lists them. Each comes as a const tuple (for menus and loops), a picklist schema (for
// parsing) and the inferred type. Each schema is marked free of effects (`@__PURE__`): a file a
// page loads uses a few of them, and the minifiers leave out the rest only when told that building
// one does nothing else.

//#region Order flow

/** A fund order's side as the fund-trading API spells it (`orderside`, `order_side`). */
export const ORDER_SIDES = ['BUY', 'SELL'] as const;
/** Parses a fund order side. */
export const OrderSideSchema = /* @__PURE__ */ v.picklist(ORDER_SIDES);
/** A fund order side. */
export type OrderSide = v.InferOutput<typeof OrderSideSchema>;

/** An allocation request's side, lower-case unlike the fund order side. */
export const SIDES = ['buy', 'sell'] as const;
/** Parses an allocation request side. */
export const SideSchema = /* @__PURE__ */ v.picklist(SIDES);
/** An allocation request side. */
export type Side = v.InferOutput<typeof SideSchema>;

/** The statuses an allocation request moves through. */
export const ALLOCATION_REQUEST_STATUSES = [
  'REQUEST_REJECTED',
  'IN_PROGRESS',
  'ORDER_APPROVED',
  'CANCEL_IN_PROGRESS',
  'CANCELLED',
  'ORDER_REJECTED',
  'ORDER_EXECUTED',
] as const;
/** Parses an allocation request status. */
export const AllocationRequestStatusSchema = /* @__PURE__ */ v.picklist(
  ALLOCATION_REQUEST_STATUSES,
);
/** An allocation request status. */
export type AllocationRequestStatus = v.InferOutput<typeof AllocationRequestStatusSchema>;

/** Why an allocation request action is not allowed ("Reasons", §6, §8). */
export const ALLOCATION_REASONS = [
  'SOLD_ALREADY',
  'BOUGHT_ALREADY',
  'REQUESTS_CLOSED',
  'NOT_AUTHORIZED_TO_BUY',
  'NOT_AUTHORIZED_TO_SELL',
] as const;
/** Parses an allocation rejection reason. */
export const AllocationReasonSchema = /* @__PURE__ */ v.picklist(ALLOCATION_REASONS);
/** An allocation rejection reason. */
export type AllocationReason = v.InferOutput<typeof AllocationReasonSchema>;

/** Order types; allocation request actions are asked for with `FUND`. */
export const ORDER_TYPES = ['FUND', 'EXCHANGE_TRADING'] as const;
/** Parses an order type. */
export const OrderTypeSchema = /* @__PURE__ */ v.picklist(ORDER_TYPES);
/** An order type. */
export type OrderType = v.InferOutput<typeof OrderTypeSchema>;

/** Algo order aggression levels. */
export const ALGO_AGGRESSION_LEVELS = ['PASSIVE', 'MODERATE', 'AGGRESSIVE'] as const;
/** Parses an algo order aggression level. */
export const AlgoAggressionLevelSchema = /* @__PURE__ */ v.picklist(ALGO_AGGRESSION_LEVELS);
/** An algo order aggression level. */
export type AlgoAggressionLevel = v.InferOutput<typeof AlgoAggressionLevelSchema>;

//#endregion
//#region Instruments and funds

/** Instrument classes. */
export const INSTRUMENT_CLASSES = [
  'EXCHANGE_TRADED_FUND',
  'MUTUAL_FUND',
  'INVESTMENT_FUND',
  'STOCK',
] as const;
/** Parses an instrument class. */
export const InstrumentClassSchema = /* @__PURE__ */ v.picklist(INSTRUMENT_CLASSES);
/** An instrument class. */
export type InstrumentClass = v.InferOutput<typeof InstrumentClassSchema>;

/** Analyst ratings. */
export const RATINGS = ['BUY', 'HOLD', 'SELL'] as const;
/** Parses a rating. */
export const RatingSchema = /* @__PURE__ */ v.picklist(RATINGS);
/** A rating. */
export type Rating = v.InferOutput<typeof RatingSchema>;

/** Fund risk labels. */
export const FUND_RISK_LABELS = ['LOW', 'MEDIUM', 'HIGH'] as const;
/** Parses a fund risk label. */
export const FundRiskLabelSchema = /* @__PURE__ */ v.picklist(FUND_RISK_LABELS);
/** A fund risk label. */
export type FundRiskLabel = v.InferOutput<typeof FundRiskLabelSchema>;

/** SFDR article numbers a fund is classified under (numbers, not strings). */
export const SFDR_ARTICLES = [6, 8, 9] as const;
/** Parses an SFDR article number. */
export const SfdrArticleSchema = /* @__PURE__ */ v.picklist(SFDR_ARTICLES);
/** An SFDR article number. */
export type SfdrArticle = v.InferOutput<typeof SfdrArticleSchema>;

/** Dividend strategies of a fund. */
export const DIVIDEND_STRATEGIES = ['ACCUMULATED', 'DISTRIBUTED', 'INCOME'] as const;
/** Parses a dividend strategy. */
export const DividendStrategySchema = /* @__PURE__ */ v.picklist(DIVIDEND_STRATEGIES);
/** A dividend strategy. */
export type DividendStrategy = v.InferOutput<typeof DividendStrategySchema>;

/**
 * Dividend types. The catalogue gives them as "annual through daily, bonus, and combined
 * split and redemption"; the frequencies in between are those the historical event
 * types name (biannual, triannual, quarterly, monthly) plus weekly.
 */
export const DIVIDEND_TYPES = [
  'ANNUAL',
  'BIANNUAL',
  'TRIANNUAL',
  'QUARTERLY',
  'MONTHLY',
  'WEEKLY',
  'DAILY',
  'BONUS',
  'COMBINED_SPLIT_AND_REDEMPTION',
] as const;
/** Parses a dividend type. */
export const DividendTypeSchema = /* @__PURE__ */ v.picklist(DIVIDEND_TYPES);
/** A dividend type. */
export type DividendType = v.InferOutput<typeof DividendTypeSchema>;

/** How often a fund trades. */
export const TRADING_FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
/** Parses a trading frequency. */
export const TradingFrequencySchema = /* @__PURE__ */ v.picklist(TRADING_FREQUENCIES);
/** A trading frequency. */
export type TradingFrequency = v.InferOutput<typeof TradingFrequencySchema>;

//#endregion
//#region Markets

/** Order book statuses, as the live feed's `trading_status` frames carry them. */
export const ORDERBOOK_STATUSES = [
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
] as const;
/** Parses an order book status. */
export const OrderbookStatusSchema = /* @__PURE__ */ v.picklist(ORDERBOOK_STATUSES);
/** An order book status. */
export type OrderbookStatus = v.InferOutput<typeof OrderbookStatusSchema>;

/** Market hours statuses. */
export const MARKET_HOURS_STATUSES = [
  'CLOSED',
  'PRE_MARKET_PRICES',
  'PRE_MARKET_TRADING',
  'CONTINUOUS_TRADING',
  'POST_TRADING',
  'SUSPENDED_OR_HALTED',
] as const;
/** Parses a market hours status. */
export const MarketHoursStatusSchema = /* @__PURE__ */ v.picklist(MARKET_HOURS_STATUSES);
/** A market hours status. */
export type MarketHoursStatus = v.InferOutput<typeof MarketHoursStatusSchema>;

/** The four markets, by country code. */
export const MARKET_COUNTRIES = ['DK', 'FI', 'NO', 'SE'] as const;
/** Parses a market country code. */
export const MarketCountrySchema = /* @__PURE__ */ v.picklist(MARKET_COUNTRIES);
/** A market country code. */
export type MarketCountry = v.InferOutput<typeof MarketCountrySchema>;

/** The currency of each market: Denmark DKK, Finland EUR, Norway NOK, Sweden SEK. */
export const MARKET_CURRENCIES = {
  DK: 'DKK',
  FI: 'EUR',
  NO: 'NOK',
  SE: 'SEK',
} as const satisfies Record<MarketCountry, string>;
/** Parses one of the market currencies (its list marked free of effects: unused, it goes). */
export const MarketCurrencySchema = /* @__PURE__ */ v.picklist(
  /* @__PURE__ */ MARKET_COUNTRIES.map((country) => MARKET_CURRENCIES[country]),
);
/** A market currency. */
export type MarketCurrency = v.InferOutput<typeof MarketCurrencySchema>;

/** The countries tax reports are produced for. */
export const SUPPORTED_TAX_COUNTRIES = ['SE', 'NO', 'FI', 'DK'] as const;
/** Parses a supported tax country. */
export const SupportedTaxCountrySchema = /* @__PURE__ */ v.picklist(SUPPORTED_TAX_COUNTRIES);
/** A supported tax country. */
export type SupportedTaxCountry = v.InferOutput<typeof SupportedTaxCountrySchema>;

//#endregion
//#region Customers and onboarding

/** The status of a required action. */
export const REQUIRED_ACTION_STATUSES = ['PENDING', 'DONE', 'FAILED'] as const;
/** Parses a required-action status. */
export const RequiredActionStatusSchema = /* @__PURE__ */ v.picklist(REQUIRED_ACTION_STATUSES);
/** A required-action status. */
export type RequiredActionStatus = v.InferOutput<typeof RequiredActionStatusSchema>;

/** Person types: natural, juridical, estate. */
export const PERSON_TYPES = ['NAT', 'JUR', 'EST'] as const;
/** Parses a person type. */
export const PersonTypeSchema = /* @__PURE__ */ v.picklist(PERSON_TYPES);
/** A person type. */
export type PersonType = v.InferOutput<typeof PersonTypeSchema>;

/** Where a customer is routed after login. */
export const CUSTOMER_ROUTING_STATUSES = [
  'LOGIN',
  'ONBOARDING',
  'ONBOARDING_INTENT',
  'ONBOARDING_OPEN_CASE',
  'MANUAL_SUPPORT',
  'MINOR',
  'ONBOARDING_NIGHTLY_DOWNTIME',
] as const;
/** Parses a customer routing status. */
export const CustomerRoutingStatusSchema = /* @__PURE__ */ v.picklist(CUSTOMER_ROUTING_STATUSES);
/** A customer routing status. */
export type CustomerRoutingStatus = v.InferOutput<typeof CustomerRoutingStatusSchema>;

/** Signup steps. */
export const SIGNUP_STEPS = [
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
] as const;
/** Parses a signup step. */
export const SignupStepSchema = /* @__PURE__ */ v.picklist(SIGNUP_STEPS);
/** A signup step. */
export type SignupStep = v.InferOutput<typeof SignupStepSchema>;

/** Question types of a questionnaire. */
export const QUESTION_TYPES = ['SINGLE_CHOICE', 'MULTIPLE_CHOICE'] as const;
/** Parses a question type. */
export const QuestionTypeSchema = /* @__PURE__ */ v.picklist(QUESTION_TYPES);
/** A question type. */
export type QuestionType = v.InferOutput<typeof QuestionTypeSchema>;

/** Questionnaires (customer due diligence). */
export const QUESTIONNAIRES = ['PrivateBasic', 'PrivateBasicODD', 'CompanyBasicODD'] as const;
/** Parses a questionnaire name. */
export const QuestionnaireSchema = /* @__PURE__ */ v.picklist(QUESTIONNAIRES);
/** A questionnaire name. */
export type Questionnaire = v.InferOutput<typeof QuestionnaireSchema>;

/** Customer segments. */
export const CUSTOMER_SEGMENTS = ['PRIVATE_BANKING', 'RETAIL', 'ACTIVE_TRADER'] as const;
/** Parses a customer segment. */
export const CustomerSegmentSchema = /* @__PURE__ */ v.picklist(CUSTOMER_SEGMENTS);
/** A customer segment. */
export type CustomerSegment = v.InferOutput<typeof CustomerSegmentSchema>;

/** Private banking tiers. */
export const PRIVATE_BANKING_TIERS = ['GOLD', 'PLATINUM', 'BLACK', 'SIGNATURE'] as const;
/** Parses a private banking tier. */
export const PrivateBankingTierSchema = /* @__PURE__ */ v.picklist(PRIVATE_BANKING_TIERS);
/** A private banking tier. */
export type PrivateBankingTier = v.InferOutput<typeof PrivateBankingTierSchema>;

//#endregion
//#region News

/** News regions. */
export const NEWS_REGIONS = ['SE', 'NO', 'DK', 'FI', 'WORLD'] as const;
/** Parses a news region. */
export const NewsRegionSchema = /* @__PURE__ */ v.picklist(NEWS_REGIONS);
/** A news region. */
export type NewsRegion = v.InferOutput<typeof NewsRegionSchema>;

/** News types. */
export const NEWS_TYPES = [
  'ANALYSIS',
  'FLASH',
  'MARKET_COMMENTARY',
  'NEWS',
  'PRESS_RELEASE',
] as const;
/** Parses a news type. */
export const NewsTypeSchema = /* @__PURE__ */ v.picklist(NEWS_TYPES);
/** A news type. */
export type NewsType = v.InferOutput<typeof NewsTypeSchema>;

/** News filters. */
export const NEWS_FILTERS = ['MY_NEWS', 'TRENDING'] as const;
/** Parses a news filter. */
export const NewsFilterSchema = /* @__PURE__ */ v.picklist(NEWS_FILTERS);
/** A news filter. */
export type NewsFilter = v.InferOutput<typeof NewsFilterSchema>;

//#endregion
//#region Price graph

/** Graph period ids. */
export const PERIOD_IDS = [
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
] as const;
/** Parses a period id. */
export const PeriodIdSchema = /* @__PURE__ */ v.picklist(PERIOD_IDS);
/** A period id. */
export type PeriodId = v.InferOutput<typeof PeriodIdSchema>;

/** Graph resolution ids, finest first. */
export const RESOLUTION_IDS = [
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
] as const;
/** Parses a resolution id. */
export const ResolutionIdSchema = /* @__PURE__ */ v.picklist(RESOLUTION_IDS);
/** A resolution id. */
export type ResolutionId = v.InferOutput<typeof ResolutionIdSchema>;

//#endregion
