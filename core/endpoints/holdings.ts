/**
 * Holdings and returns paths (docs/rules.md#backend-calls: `/holdings`), and the account
 * positions call of the order-flow table.
 *
 * The catalogue shows no version for this area, so none is added, and lists its items as words: the
 * kebab-case segments are this kit's choice (`dividend-summary`, `company-events/upcoming`,
 * `positions-and-allocation`, `own-capital-graph/by-year`). "(by-year, today, by-period)" is
 * read as the spans of both the historical returns and the own-capital graph. The account
 * positions path is not shown in the catalogue at all: `/holdings/accounts/{accid}/positions` is this
 * kit's choice. Methods and payloads: not shown unless a builder says otherwise.
 */
import { path } from './path';
import type { Id } from './path-params';

/** The spans of the historical returns and the own-capital graph. */
export type HoldingsSpan = 'by-year' | 'today' | 'by-period';

/** The dividend summary. Method and payload: not shown in the catalogue. */
export const dividendSummary = (): string => '/holdings/dividend-summary';

/** The instruments held. Method and payload: not shown in the catalogue. */
export const instruments = (): string => '/holdings/instruments';

/** The positions held. Method and payload: not shown in the catalogue. */
export const positions = (): string => '/holdings/positions';

/** Upcoming company events of the holdings. Method and payload: not shown in the catalogue. */
export const companyEventsUpcoming = (): string => '/holdings/company-events/upcoming';

/** Past company events of the holdings. Method and payload: not shown in the catalogue. */
export const companyEventsHistorical = (): string => '/holdings/company-events/historical';

/** Positions together with their allocation. Method and payload: not shown in the catalogue. */
export const positionsAndAllocation = (): string => '/holdings/positions-and-allocation';

/** Historical returns over a span. Method and payload: not shown in the catalogue. */
export const historicalReturns = (span: HoldingsSpan): string =>
  path`/holdings/historical-returns/${span}`;

/** The own-capital graph over a span. Method and payload: not shown in the catalogue. */
export const ownCapitalGraph = (span: HoldingsSpan): string =>
  path`/holdings/own-capital-graph/${span}`;

/** The customer's own capital. Method and payload: not shown in the catalogue. */
export const ownCapital = (): string => '/holdings/own-capital';

/** The balance overview. Method and payload: not shown in the catalogue. */
export const balanceOverview = (): string => '/holdings/balance-overview';

/**
 * Account positions: GET by accid; throttle 7 s. Each position gives
 * instrument.instrument_id, market_value_acc.value and instrument.last_nav.
 */
export const accountPositions = (accid: Id): string => path`/holdings/accounts/${accid}/positions`;
