import * as v from 'valibot';
import { MARKET_COUNTRIES } from './enumerations';
import { OrderBookIdSchema } from './identifiers';
import { knownValue } from './known-values';
import { NonEmptyStringSchema } from './non-empty-string';

// The answer of the discovery search (catalogue: `/cms/v1` discovery-search-engine/search
// with query, category and limit), as the price graph's Compare tab uses it (debounced
// 300 ms, 5 results per query). The catalogue shows no payload: the shape is this kit's choice, a bare
// list whose items carry exactly the comparator's fields of the catalogue but its colour slot, so a
// pick becomes a comparator by adding `colorIndex`.

/** What a search hit is: the `groupType` of a comparator (this kit's values). */
export const INSTRUMENT_GROUP_TYPES = ['STOCK', 'FUND', 'INDEX'] as const;

/** Whether a hit is a tradable instrument or an index: a comparator's `entityType` (this kit's values). */
export const INSTRUMENT_ENTITY_TYPES = ['INSTRUMENT', 'INDEX'] as const;

/**
 * One hit of the instrument search. The order book id and the symbol are what the graph needs
 * to draw a comparison; the name, country and
 * types are shown in the drawer. A country or type this client does not know reads as absent,
 * as the comparator's own fields are optional, rather than failing the whole list.
 */
export const InstrumentSearchResultSchema = v.object({
  orderBookId: OrderBookIdSchema,
  name: v.string(),
  /** The pill label. */
  symbol: NonEmptyStringSchema,
  country: knownValue(MARKET_COUNTRIES),
  groupType: knownValue(INSTRUMENT_GROUP_TYPES),
  entityType: knownValue(INSTRUMENT_ENTITY_TYPES),
});

/** One hit of the instrument search. */
export type InstrumentSearchResult = v.InferOutput<typeof InstrumentSearchResultSchema>;

/** The answer of the instrument search: its hits, best first; none is an empty list. */
export const InstrumentSearchResultListSchema = v.array(InstrumentSearchResultSchema);

/** The answer of the instrument search. */
export type InstrumentSearchResultList = v.InferOutput<typeof InstrumentSearchResultListSchema>;
