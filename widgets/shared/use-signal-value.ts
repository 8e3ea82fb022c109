import type { ReadableState } from '../../core/stores/readable-state';
import { useSyncExternalStore } from 'react';

/**
 * The one adapter through which components read core signals (the React layer stays thin), or any
 * state of that shape, another copy of the kit's included.
 */
export function useSignalValue<T>(source: ReadableState<T>): T {
  return useSyncExternalStore(
    (onChange) => source.subscribe(onChange),
    () => source.value,
  );
}
