/**
 * Instrument paths (docs/rules.md#backend-calls: `/instrument/v1|v2`), and the instrument
 * calls of the order-flow table.
 *
 * The catalogue gives the items of this area as words: their segments (`appropriateness-
 * questionnaire/start`, `file-proxy`, `indicator/order-book-id/{id}`, `slug/{slug}`) are this
 * kit's choice, and each takes the version the catalogue allows (v1 unless asked). The catalogue writes
 * `/instrument-screening` with its own leading slash, so it is read as a path of its own,
 * without a version. The order-flow calls (instrument, fund info, suitability, instrument with
 * positions, suitability expiry dates) have no path in the catalogue at all: they live under
 * `/instrument/v1/instruments/{instrument_id}` and `/instrument/v1/suitability/`, this kit's
 * choice. Methods and payloads: not shown in the catalogue unless a builder says otherwise.
 */
import { indicatorTickerSymbol } from '../schemas/indicator-symbol';
import { path, withQuery } from './path';
import type { Id, IsoDate } from './path-params';

/** The versions the catalogue shows for the instrument area. */
export type InstrumentVersion = 'v1' | 'v2';

/** The screener's instrument classes (stocks, mutual funds, ETFs, investment funds). */
export type ScreeningKind = 'stocks' | 'mutual-funds' | 'etfs' | 'investment-funds';

//#region Backend path catalogue

/** Analyst ratings. Method and payload: not shown in the catalogue. */
export const ratings = (version: InstrumentVersion = 'v1'): string =>
  path`/instrument/${version}/ratings`;

/** Starts the appropriateness (knowledge test) questionnaire. Method and payload: not shown. */
export const appropriatenessQuestionnaireStart = (version: InstrumentVersion = 'v1'): string =>
  path`/instrument/${version}/appropriateness-questionnaire/start`;

/** Examines the appropriateness questionnaire's answers. Method and payload: not shown. */
export const appropriatenessQuestionnaireExamine = (version: InstrumentVersion = 'v1'): string =>
  path`/instrument/${version}/appropriateness-questionnaire/examine`;

/**
 * The query of an instrument's corporate events: its id and, optionally, the first and last
 * day (`yyyy-MM-dd`) the events may fall on. The names are this kit's choice.
 */
export type CorporateEventsQuery = {
  readonly instrumentId: Id;
  readonly fromDate?: IsoDate;
  readonly toDate?: IsoDate;
};

/**
 * Corporate information. With a query: GET, the instrument's historical events, which the
 * price graph marks ("Historical event", "Event marker kind"); the sandbox answers
 * them as a bare list (`HistoricalEventListSchema`). Otherwise method and payload: not shown
 * in the catalogue.
 */
export const corporate = (
  version: InstrumentVersion = 'v1',
  query?: CorporateEventsQuery,
): string => withQuery(path`/instrument/${version}/corporate`, query ?? {});

/** Instrument widget data. Method and payload: not shown in the catalogue. */
export const widget = (version: InstrumentVersion = 'v1'): string =>
  path`/instrument/${version}/widget`;

/** Dividends. Method and payload: not shown in the catalogue. */
export const dividends = (version: InstrumentVersion = 'v1'): string =>
  path`/instrument/${version}/dividends`;

/** Financial statements. Method and payload: not shown in the catalogue. */
export const financials = (version: InstrumentVersion = 'v1'): string =>
  path`/instrument/${version}/financials`;

/** Fundamentals. Method and payload: not shown in the catalogue. */
export const fundamentals = (version: InstrumentVersion = 'v1'): string =>
  path`/instrument/${version}/fundamentals`;

/** The file proxy (documents such as fact sheets). Method and payload: not shown. */
export const fileProxy = (version: InstrumentVersion = 'v1'): string =>
  path`/instrument/${version}/file-proxy`;

/** Instrument icons. Method and payload: not shown in the catalogue. */
export const icons = (version: InstrumentVersion = 'v1'): string =>
  path`/instrument/${version}/icons`;

/**
 * The indicator with a ticker symbol, stripped to its letters and digits (`S&P 500`
 * asks for `SP500`). Method and payload: not shown in the catalogue.
 */
export const indicatorBySymbol = (symbol: string, version: InstrumentVersion = 'v1'): string =>
  path`/instrument/${version}/indicator/symbol/${indicatorTickerSymbol(symbol)}`;

/** The indicator of an order book. Method and payload: not shown in the catalogue. */
export const indicatorByOrderBookId = (
  orderBookId: Id,
  version: InstrumentVersion = 'v1',
): string => path`/instrument/${version}/indicator/order-book-id/${orderBookId}`;

/** The list of indicators. Method and payload: not shown in the catalogue. */
export const indicatorList = (version: InstrumentVersion = 'v1'): string =>
  path`/instrument/${version}/indicator/list`;

/** Key figures (the catalogue spells `keyfigures`). Method and payload: not shown in the catalogue. */
export const keyFigures = (version: InstrumentVersion = 'v1'): string =>
  path`/instrument/${version}/keyfigures`;

/** Short sales (the catalogue spells `shortsales`). Method and payload: not shown in the catalogue. */
export const shortSales = (version: InstrumentVersion = 'v1'): string =>
  path`/instrument/${version}/shortsales`;

/** The instrument with a page slug. Method and payload: not shown in the catalogue. */
export const instrumentBySlug = (slug: string, version: InstrumentVersion = 'v1'): string =>
  path`/instrument/${version}/slug/${slug}`;

/** Funds. Method and payload: not shown in the catalogue. */
export const funds = (version: InstrumentVersion = 'v1'): string =>
  path`/instrument/${version}/funds`;

/** The screener of one instrument class. Method and payload: not shown in the catalogue. */
export const screening = (kind: ScreeningKind): string => path`/instrument-screening/${kind}`;

//#endregion

//#region Order flow: paths of this kit's choice

/** Instrument: GET by instrument_id; cached. */
export const instrumentById = (instrumentId: Id): string =>
  path`/instrument/v1/instruments/${instrumentId}`;

/** Instrument fund info: GET by instrument_id. */
export const fundInfo = (instrumentId: Id): string =>
  path`/instrument/v1/instruments/${instrumentId}/fund-info`;

/** Instrument suitability: GET by instrument_id; throttle 7 s. */
export const suitability = (instrumentId: Id): string =>
  path`/instrument/v1/instruments/${instrumentId}/suitability`;

/**
 * Instrument with positions: GET by instrument_id and accids; throttle
 * 7 s. The accids repeat their key (`accids=1&accids=2`).
 */
export const instrumentWithPositions = (instrumentId: Id, accids: readonly Id[]): string =>
  withQuery(path`/instrument/v1/instruments/${instrumentId}/positions`, { accids });

/** Suitability expiry dates: GET; throttle 1 s. */
export const suitabilityExpiryDates = (): string => '/instrument/v1/suitability/expiry-dates';

//#endregion
