import { DAY_MS, dayNumberOf, previousSession, sessionOnOrAfter } from '../../data/markets';
import { HISTORY_START_DAY, type PricePath } from '../../data/price-paths';

/*
 * The close a development is measured from. A graph's `previousClose`, a period's return and
 * a year of the historical table all start from the close of the trading day before their
 * first point, so the period button, the graph and the table agree on a period's change.
 */

/** The close of the last trading day before the local day `dayNumber`; null before history. */
function closeBeforeDay(path: PricePath, dayNumber: number): number | null {
  // The price at a session's close is its close (a fund's NAV); null outside the history.
  return path.priceAt(previousSession(path.market, dayNumber).closeMs);
}

/**
 * The close before a series' first point, stamped `firstPointMs` (a session's local date is
 * its UTC date, see markets.ts).
 */
export const closeBeforePoint = (path: PricePath, firstPointMs: number): number | null =>
  closeBeforeDay(path, Math.floor(firstPointMs / DAY_MS));

/**
 * The close before the first point of a window starting at `startMs`, without drawing it.
 * Daily bars begin with the first session that opens in the window, intraday bars with the
 * session under way at its start (when it starts inside trading hours).
 */
export function closeBeforeWindow(
  path: PricePath,
  startMs: number,
  intraday: boolean,
): number | null {
  const session = path.sessionAt(startMs);
  const startsInSession =
    session.openMs === startMs || (intraday && path.kind !== 'fund' && startMs < session.closeMs);
  return startsInSession ? closeBeforeDay(path, session.dayNumber) : path.priceAt(session.closeMs);
}

/** The close of the history's first trading day. */
const firstClose = (path: PricePath): number | null =>
  path.priceAt(sessionOnOrAfter(path.market, dayNumberOf(HISTORY_START_DAY)).closeMs);

/**
 * The close a development over a window is measured from: the close before the window, or,
 * for a window that begins before the price history (ALL, which starts on 1970-01-01), the
 * first close of the history. The sandbox's reading: ALL then shows the whole history's change
 * rather than none.
 */
export const developmentBase = (
  path: PricePath,
  startMs: number,
  intraday: boolean,
): number | null => closeBeforeWindow(path, startMs, intraday) ?? firstClose(path);

/** A change in percent, rounded to the 2 decimals a percent is shown with. */
export const percentChange = (from: number, to: number): number =>
  Math.round(((to - from) / from) * 10_000) / 100;
