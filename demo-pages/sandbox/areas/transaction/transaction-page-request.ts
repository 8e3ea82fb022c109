import {
  calendarDateParam,
  integerList,
  integerParam,
  requireDateOrder,
} from '../../request-input';
import { Rejection } from '../../router';

/*
 * What a request for a page of transactions asks (`transactions/page` and the Netfonds
 * transactions, with the transaction filters in the query), read the way the broker
 * would: the defaults for what it leaves out, and no page above the page limit.
 */

/** "Default transactions params: country se, limit 50, offset 0". */
export const TRANSACTIONS_DEFAULTS = { country: 'se', limit: 50, offset: 0 } as const;

/** "Netfonds transactions page limit 200": the longest page the sandbox serves. */
export const PAGE_LIMIT = 200;

const COUNTRIES = ['se', 'no', 'dk', 'fi'] as const;

/** A request for one page of transactions. */
export interface TransactionPageRequest {
  /** The accounts asked for; empty for all of the customer's. */
  accids: number[];
  /** First and last day included (`yyyy-MM-dd`), when given. */
  fromDate?: string;
  toDate?: string;
  /** The instruments asked for; empty for all. */
  instruments: number[];
  country: (typeof COUNTRIES)[number];
  /** How many transactions the page holds at most: the asked limit, cut to PAGE_LIMIT. */
  limit: number;
  /** How many transactions come before the page. */
  offset: number;
}

function countOf(text: string | null, name: string, fallback: number, least: number): number {
  if (text === null || text === '') return fallback;
  const count = integerParam(text, name);
  if (count < least) {
    throw new Rejection(400, 'INPUT_ERROR', `${name} must be ${least} or more, not ${count}`);
  }
  return count;
}

/**
 * Reads a page request. `limit` defaults to `defaultLimit` (50, and the page limit
 * for the Netfonds transactions) and is cut to PAGE_LIMIT, as a backend does with a page
 * that is too long: so a client that asks for more than 200 at once gets a page that looks
 * like the last. Anything malformed is a 400 INPUT_ERROR naming the parameter.
 */
export function transactionPageRequest(
  query: URLSearchParams,
  defaultLimit: number = TRANSACTIONS_DEFAULTS.limit,
): TransactionPageRequest {
  const countryText = query.get('country') ?? TRANSACTIONS_DEFAULTS.country;
  const country = COUNTRIES.find((code) => code === countryText);
  if (!country) {
    throw new Rejection(
      400,
      'INPUT_ERROR',
      `country is one of ${COUNTRIES.join(', ')}, not ${countryText}`,
    );
  }
  const fromText = query.get('fromDate');
  const toText = query.get('toDate');
  const fromDate = fromText === null ? undefined : calendarDateParam(fromText, 'fromDate');
  const toDate = toText === null ? undefined : calendarDateParam(toText, 'toDate');
  if (fromDate !== undefined && toDate !== undefined) {
    requireDateOrder({ name: 'fromDate', date: fromDate }, { name: 'toDate', date: toDate });
  }
  return {
    accids: integerList(query, 'accids'),
    fromDate,
    toDate,
    instruments: integerList(query, 'instrumentFilters'),
    country,
    limit: Math.min(countOf(query.get('limit'), 'limit', defaultLimit, 1), PAGE_LIMIT),
    offset: countOf(query.get('offset'), 'offset', TRANSACTIONS_DEFAULTS.offset, 0),
  };
}
