import type { QueryEndpoint } from '../../core/endpoints/endpoint-call';
import type { ApiError } from '../../core/http/api-error';
import { queryCache } from '../../core/http/query';
import type { ResourceLoad } from '../../core/http/resource';
import { useResource, type ResourceView, type UseResourceOptions } from './use-resource';
import { useWidget } from './widget-context';

/**
 * One thing a widget loads from the API: loading (with the last data kept on screen while it
 * reloads), ready, or failed with the `ApiError`. `idle` while its inputs are not known yet.
 */
export type Resource<T> =
  | { status: 'idle'; data: undefined }
  | { status: 'loading'; data: T | undefined }
  | { status: 'ready'; data: T }
  | { status: 'failed'; data: T | undefined; error: ApiError };

export interface ResourceHandle<T> {
  resource: Resource<T>;
  /** Loads again; `force` skips shared answers (e.g. the fund orders after an order). */
  reload: (options?: { force?: boolean }) => void;
}

/**
 * A resource's view for its key as a status a form can switch on. Only an answer to this key
 * is shown: a new key starts empty.
 */
export function resourceStatus<T>(view: ResourceView<T>): ResourceHandle<T> {
  const { key } = view;
  const answered = view.dataKey === key;
  const data = answered ? view.data : undefined;
  const resource: Resource<T> =
    key === undefined
      ? { status: 'idle', data: undefined }
      : view.error
        ? { status: 'failed', data, error: view.error }
        : view.loading || !answered
          ? { status: 'loading', data }
          : { status: 'ready', data: view.data as T };
  return { resource, reload: view.reload };
}

/** What a load of several queries asks besides its load. */
export interface ApiResourceOptions<T> extends Pick<UseResourceOptions<T>, 'refreshMs' | 'poll'> {
  /**
   * The endpoints it reads: a write that changes one of them (`QueryCache.invalidate`) loads it
   * again, past shared answers. Read once.
   */
  reads?: readonly QueryEndpoint[];
}

/**
 * Loads `load` whenever `key` changes (undefined: not yet), and again on `reload` or when a write
 * changes an endpoint it `reads`, as a status (`resourceStatus`). For loads that take more than
 * one query (the order book); a single query of the catalogue is `useQuery`.
 */
export function useApiResource<T>(
  key: string | undefined,
  load: (options: { signal: AbortSignal; force: boolean }) => Promise<T>,
  { reads, ...options }: ApiResourceOptions<T> = {},
): ResourceHandle<T> {
  const { apiBase } = useWidget();
  const loadKey: ResourceLoad<T> = (_key, loadOptions) => load(loadOptions);
  return resourceStatus(
    useResource(key, loadKey, {
      ...options,
      invalidateOn: reads && ((invalidate) => queryCache(apiBase).onInvalidate(reads, invalidate)),
    }),
  );
}
