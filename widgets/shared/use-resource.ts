import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  createResource,
  type ResourceLoad,
  type ResourceOptions,
  type ResourceState,
  type ResourceStore,
} from '../../core/http/resource';
import { useSignalValue } from './use-signal-value';

/** What a component reads of a resource: its state for the key of this render, and a reload. */
export interface ResourceView<T> extends ResourceState<T> {
  reload: ResourceStore<T>['reload'];
}

/**
 * The one adapter through which components load (a thin React layer over core, like
 * `use-signal-value.ts`). It keeps one resource per component, asks it for `key` (undefined: not
 * yet), and disposes of it on unmount. `load` may be a new closure on every render: the latest one
 * is used when the key or a reload asks for a load. The other options are read once, when the
 * resource is made.
 */
export function useResource<T>(
  key: string | undefined,
  load: ResourceLoad<T>,
  options: Omit<ResourceOptions<T>, 'load'> = {},
): ResourceView<T> {
  const latestLoad = useRef(load);
  useLayoutEffect(() => {
    latestLoad.current = load;
  });
  const [resource] = useState(() =>
    createResource<T>({ ...options, load: (...args) => latestLoad.current(...args) }),
  );
  useEffect(() => () => resource.dispose(), [resource]);
  useEffect(() => resource.request(key), [resource, key]);
  const state = useSignalValue(resource.state);
  // Until the effect asks for a new key, this render already shows that key loading.
  const shown: ResourceState<T> =
    state.key === key ? state : { ...state, key, loading: key !== undefined, error: undefined };
  return { ...shown, reload: resource.reload };
}
