import { discoverySearch } from '../../../core/endpoints/cms';
import type { ListingKind } from '../data/listings';
import { integerParam } from '../request-input';
import { json, patternOf, Rejection, type Route } from '../router';
import {
  DEFAULT_SEARCH_LIMIT,
  MAX_SEARCH_LIMIT,
  searchInstruments,
  type InstrumentSearch,
} from './cms/instrument-search';

const CATEGORIES: readonly ListingKind[] = ['stock', 'fund', 'index'];

/** A CMS lookup names the prod or the test CMS; the sandbox has one, which serves both. */
const ENVIRONMENTS: readonly string[] = ['prod', 'test'];

/**
 * What a search request asks for. The environment is required (`prod` or `test`),
 * and so is the query, which must hold more than white space;
 * `category` is one of `stock`, `fund`, `index` (any case); `limit` a whole number from 1,
 * cut at MAX_SEARCH_LIMIT. Anything else is a 400 INPUT_ERROR (the sandbox's choice: the catalogue
 * shows no error for the search).
 */
function searchRequest(query: URLSearchParams): InstrumentSearch {
  const environment = query.get('environment');
  if (environment === null || environment === '') {
    throw new Rejection(400, 'MANDATORY_FIELD_MISSING', 'environment is required (prod or test)');
  }
  if (!ENVIRONMENTS.includes(environment)) {
    throw new Rejection(400, 'INPUT_ERROR', `environment is prod or test, not ${environment}`);
  }
  const text = query.get('query') ?? '';
  if (text.trim() === '') {
    throw new Rejection(400, 'INPUT_ERROR', 'query is required and may not be blank');
  }
  const categoryText = query.get('category');
  const category = CATEGORIES.find((kind) => kind === categoryText?.toLowerCase());
  if (categoryText !== null && categoryText !== '' && !category) {
    throw new Rejection(
      400,
      'INPUT_ERROR',
      `category is one of ${CATEGORIES.join(', ')}, not ${categoryText}`,
    );
  }
  const limitText = query.get('limit');
  const limit =
    limitText === null || limitText === ''
      ? DEFAULT_SEARCH_LIMIT
      : integerParam(limitText, 'limit');
  if (limit < 1) throw new Rejection(400, 'INPUT_ERROR', `limit must be 1 or more, not ${limit}`);
  return { query: text, category, limit: Math.min(limit, MAX_SEARCH_LIMIT) };
}

/**
 * The CMS area: the discovery search (catalogue: `/cms/v1` discovery-search-engine/
 * search with query, category and limit), which the sandbox answers with its instruments for
 * the price graph's comparator search. Public: a logged-out instrument page compares too. The
 * answer is a bare list of hits, best first, `[]` for none (core/schemas/instrument-search.ts).
 */
export function cmsRoutes(): Route[] {
  return [
    {
      method: 'GET',
      pattern: patternOf(discoverySearch({ environment: 'test' })),
      handler: ({ query }) => json(200, searchInstruments(searchRequest(query))),
    },
  ];
}
