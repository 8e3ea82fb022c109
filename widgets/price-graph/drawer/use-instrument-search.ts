import { useEffect, useState } from 'react';
import { discoverySearch } from '../../../core/endpoints/cms';
import { NO_RETRY } from '../../../core/http/retry-policy';
import { environmentOfApi } from '../../../core/stores/environment';
import {
  InstrumentSearchResultListSchema,
  type InstrumentSearchResultList,
} from '../../../core/schemas/instrument-search';
import { useApiClient } from '../../shared/use-api-client';

/** SPEC §9: "Search debounce 300 ms", the wait in milliseconds after the last keystroke. */
export const COMPARATOR_SEARCH_DEBOUNCE_MS = 300;

/** SPEC §9: "Comparator search limit 5", the number of hits asked for per query. */
export const COMPARATOR_SEARCH_LIMIT = 5;

/** Where the search for the typed text stands. */
export type InstrumentSearch =
  | { readonly status: 'idle' }
  | { readonly status: 'searching'; readonly query: string }
  | { readonly status: 'found'; readonly query: string; readonly hits: InstrumentSearchResultList }
  | { readonly status: 'failed'; readonly query: string };

type Answer =
  | { readonly query: string; readonly hits: InstrumentSearchResultList }
  | { readonly query: string; readonly failed: true };

/**
 * The comparator search (SPEC §5 "Graph limits and options"): the discovery search asked for
 * 5 hits once the text has rested for 300 ms. A newer text aborts the older request, so a
 * late answer never shows under a newer query. Blank text searches nothing.
 */
export function useInstrumentSearch(text: string): InstrumentSearch {
  const client = useApiClient('bearer');
  const query = text.trim();
  const [answer, setAnswer] = useState<Answer | undefined>();

  useEffect(() => {
    if (query === '') return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      client
        .get(
          discoverySearch({
            query,
            limit: COMPARATOR_SEARCH_LIMIT,
            // SPEC §9: the CMS of the API's environment, prod or test.
            environment: environmentOfApi(client.apiBase),
          }),
          InstrumentSearchResultListSchema,
          'instrument search',
          // A failed search is shown at once: the reader types again rather than waits.
          { signal: controller.signal, retry: NO_RETRY },
        )
        .then(
          (hits): Answer => ({ query, hits }),
          (): Answer => ({ query, failed: true }),
        )
        .then((settled) => {
          if (!controller.signal.aborted) setAnswer(settled);
        });
    }, COMPARATOR_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [client, query]);

  if (query === '') return { status: 'idle' };
  if (answer?.query !== query) return { status: 'searching', query };
  return 'hits' in answer
    ? { status: 'found', query, hits: answer.hits }
    : { status: 'failed', query };
}
