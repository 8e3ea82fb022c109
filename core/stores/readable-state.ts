/**
 * A value that changes, as any signal library (or React's `useSyncExternalStore`) can wrap it:
 * `value` is the current one, and `subscribe` calls its listener at once with it and again
 * after every change, until the function it returns is called. The kit's stores are signals,
 * which have this shape; a page or another copy of the kit reads them through it, as its own
 * signals could not track them.
 */
export interface ReadableState<T> {
  readonly value: T;
  subscribe(listener: (value: T) => void): () => void;
}
