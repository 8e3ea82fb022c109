import type { PriceTick } from './model/live-ticks';

/** Where a live spark's ticks come from. */
export interface LivePrices {
  readonly feedUrl: string;
  readonly apiBase: string;
  readonly instrumentId: string;
}

/**
 * Follows an instrument's price ticks (`{t: 'price', id}`) on the page's one feed connection,
 * shared with every element of the kit: sparks of the same instrument share one subscription. The
 * feed client is loaded the first time a spark goes live, so a page of still sparks never downloads
 * it. Returns the function that stops following.
 */
export function followPrices(
  source: LivePrices,
  onTick: (tick: PriceTick) => void,
  onProblem: (message: string) => void,
): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  import('./live-feed').then(
    ({ feedClientFor }) => {
      if (stopped) return;
      const feed = feedClientFor(source.feedUrl, source.apiBase);
      stop = feed.subscribe({ t: 'price', id: source.instrumentId }, (message) => {
        if (message.type === 'err') onProblem(`the live feed refused prices: ${message.data.msg}`);
        else onTick({ time: message.data.tick_timestamp, value: message.data.last });
      });
    },
    (error: unknown) => onProblem(`the live feed could not be loaded: ${String(error)}`),
  );
  return () => {
    stopped = true;
    stop?.();
  };
}
