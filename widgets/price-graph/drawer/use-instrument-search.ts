import { useEffect, useState } from 'react';
import { priceGraphCalls } from '../../../core/endpoints/price-graph';
import { environmentOfApi } from '../../../core/stores/environment';
import type { InstrumentSearchResultList } from '../../../core/schemas/instrument-search';
import { useWidget } from '../../shared/widget-context';
import { useQuery } from '../../shared/use-query';

const { instrumentSearch } = priceGraphCalls;

/** The search debounce, 300 ms: the wait in milliseconds after the last keystroke. */
export const COMPARATOR_SEARCH_DEBOUNCE_MS = 300;

/** The comparator search limit, 5: the number of hits asked for per query. */
export const COMPARATOR_SEARCH_LIMIT = 5;

/** Where the search for the typed text stands. */
export type InstrumentSearch =
  | { readonly status: 'idle' }
  | { readonly status: 'searching'; readonly query: string }
  | { readonly status: 'found'; readonly query: string; readonly hits: InstrumentSearchResultList }
  | { readonly status: 'failed'; readonly query: string };

/** `value` once it has stayed the same for `delayMs`; until then, the value before. */
function useRestedValue<T>(value: T, delayMs: number): T {
  const [rested, setRested] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setRested(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return rested;
}

/**
 * The comparator search: the discovery search asked for 5 hits once the text has rested for 300 ms.
 * A newer text gives up the search under way at once, so a late answer never shows under a newer
 * query. Blank text searches nothing.
 */
export function useInstrumentSearch(text: string): InstrumentSearch {
  const { apiBase } = useWidget();
  const query = text.trim();
  const rested = useRestedValue(query, COMPARATOR_SEARCH_DEBOUNCE_MS);
  const path =
    query !== '' && rested === query
      ? instrumentSearch.path({
          query,
          limit: COMPARATOR_SEARCH_LIMIT,
          // The CMS of the API's environment, prod or test.
          environment: environmentOfApi(apiBase),
        })
      : undefined;
  const search = useQuery('bearer', instrumentSearch, path);

  if (query === '') return { status: 'idle' };
  if (search.key === undefined || search.loading) return { status: 'searching', query };
  if (search.error) return { status: 'failed', query };
  const hits: InstrumentSearchResultList | undefined =
    search.dataKey === search.key ? search.data : undefined;
  return hits ? { status: 'found', query, hits } : { status: 'searching', query };
}
