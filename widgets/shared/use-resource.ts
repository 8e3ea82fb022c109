import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  createResource,
  type ResourceLoad,
  type ResourceOptions,
  type ResourceState,
  type ResourceStore,
} from '../../core/http/resource';
import { pollResource, type PollPolicy } from '../../core/http/resource-poll';
import { useSignalValue } from './use-signal-value';

/** What a component reads of a resource: its state for the key of this render, and a reload. */
export interface ResourceView<T> extends ResourceState<T> {
  reload: ResourceStore<T>['reload'];
}

/**
 * What a component asks of its resource besides the load: read once, but `tolerate` and
 * `refreshMs`, which may change with the render.
 */
export interface UseResourceOptions<T> extends Omit<ResourceOptions<T>, 'load' | 'refreshMs'> {
  /** How often the key is loaded again on a timer (undefined: never), read with each new key. */
  refreshMs?: number;
  /** Loads the key again while its answer is moving (`core/http/resource-poll.ts`). */
  poll?: PollPolicy<T>;
}

/**
 * The one adapter through which components load (a thin React layer over core, like
 * `use-signal-value.ts`). It keeps one resource per component, asks it for `key` (undefined: not
 * yet), and disposes of it on unmount. `load`, `tolerate` and `refreshMs` may change on every
 * render: the latest are used when the key or a reload asks for a load. The other options are read once,
 * when the resource is made.
 */
export function useResource<T>(
  key: string | undefined,
  load: ResourceLoad<T>,
  options: UseResourceOptions<T> = {},
): ResourceView<T> {
  const { refreshMs, tolerate } = options;
  const latest = useRef({ load, refreshMs, tolerate });
  useLayoutEffect(() => {
    latest.current = { load, refreshMs, tolerate };
  });
  const [resource] = useState(() => {
    // An answer that needs no load (a prefetched request's, come just now) is shown as loaded:
    // the first request loads nothing, and no render follows this one for it.
    const data = key === undefined ? undefined : options.cache?.takeAnswered?.(key);
    return createResource<T>({
      ...options,
      answered: key === undefined || data === undefined ? undefined : { key, data },
      load: (...args) => latest.current.load(...args),
      refreshMs: () => latest.current.refreshMs,
      tolerate: (...args) => latest.current.tolerate?.(...args) ?? false,
    });
  });
  useEffect(() => () => resource.dispose(), [resource]);
  // Read once, as the resource's other options are.
  const [poll] = useState(() => options.poll);
  useEffect(() => poll && pollResource(resource, poll), [resource, poll]);
  useEffect(() => resource.request(key), [resource, key]);
  const state = useSignalValue(resource.state);
  // Until the effect asks for a new key, this render already shows that key loading, with the
  // answer kept for it if there is one (such as a prefetched first answer: shown in the first
  // render, with no render without it before).
  const kept = state.key === key || key === undefined ? undefined : options.cache?.get(key);
  const shown: ResourceState<T> =
    state.key === key
      ? state
      : kept === undefined
        ? { ...state, key, loading: key !== undefined, error: undefined }
        : { key, data: kept, dataKey: key, loading: true, error: undefined };
  return { ...shown, reload: resource.reload };
}
