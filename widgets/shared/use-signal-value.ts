import type { ReadonlySignal } from '@preact/signals-core';
import { useSyncExternalStore } from 'react';

/** The one adapter through which components read core signals (STYLE.md: a thin React layer). */
export function useSignalValue<T>(source: ReadonlySignal<T>): T {
  return useSyncExternalStore(
    (onChange) => source.subscribe(onChange),
    () => source.value,
  );
}
