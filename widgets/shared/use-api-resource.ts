import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { ApiError } from '../../core/http/api-error';

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

const asApiError = (error: unknown): ApiError =>
  error instanceof ApiError
    ? error
    : new ApiError('network', '', error instanceof Error ? error.message : String(error), {
        cause: error,
      });

/**
 * Loads `load` whenever `key` changes (undefined: not yet), and again on `reload`. The request
 * is aborted when the key changes or the component unmounts, so a late answer never lands in a
 * widget that moved on.
 */
export function useApiResource<T>(
  key: string | undefined,
  load: (options: { signal: AbortSignal; force: boolean }) => Promise<T>,
): ResourceHandle<T> {
  const [state, setState] = useState<{ key: string | undefined; resource: Resource<T> }>({
    key: undefined,
    resource: { status: 'idle', data: undefined },
  });
  const [request, setRequest] = useState({ count: 0, force: false });
  // The latest `load` is used when the key or a reload asks for it; a new closure alone must
  // not fetch again.
  const loadLatest = useEffectEvent(load);

  useEffect(() => {
    if (key === undefined) return;
    const controller = new AbortController();
    setState((previous) => ({
      key,
      resource: {
        status: 'loading',
        data: previous.key === key ? previous.resource.data : undefined,
      },
    }));
    loadLatest({ signal: controller.signal, force: request.force }).then(
      (data) => {
        if (!controller.signal.aborted) setState({ key, resource: { status: 'ready', data } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((previous) => ({
          key,
          resource: {
            status: 'failed',
            data: previous.key === key ? previous.resource.data : undefined,
            error: asApiError(error),
          },
        }));
      },
    );
    return () => controller.abort();
  }, [key, request]);

  const reload = useCallback((options: { force?: boolean } = {}) => {
    setRequest((previous) => ({ count: previous.count + 1, force: options.force ?? false }));
  }, []);

  const resource: Resource<T> =
    key === undefined
      ? { status: 'idle', data: undefined }
      : state.key === key
        ? state.resource
        : { status: 'loading', data: undefined };
  return { resource, reload };
}
