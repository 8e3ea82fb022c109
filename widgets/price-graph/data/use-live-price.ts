import { useMemo } from 'react';
import type { ResolutionId } from '../../../core/schemas/enumerations';
import { useFeed } from '../../shared/use-feed';
import { INTRADAY_BAR_MS } from '../model/graph-resolutions';
import { withLivePrice, type PriceSeries } from '../model/price-series';

/**
 * The series with the feed's latest price in it (on DAY_1 the last point follows
 * the feed's price ticks), on the page's one live connection. Off (`live` false) it subscribes
 * to nothing and gives the series as it is.
 */
export function useLivePrice(
  series: PriceSeries,
  instrumentId: string,
  resolution: ResolutionId | undefined,
  live: boolean,
): PriceSeries {
  const { message } = useFeed(live ? { t: 'price', id: instrumentId } : null);
  const last = message?.data.last;
  const time = message?.data.tick_timestamp;
  const barMs = (resolution && INTRADAY_BAR_MS[resolution]) ?? INTRADAY_BAR_MS.MIN_5 ?? 0;
  return useMemo(
    () =>
      live && typeof last === 'number' && typeof time === 'number'
        ? withLivePrice(series, { time, price: last }, barMs)
        : series,
    [series, live, last, time, barMs],
  );
}
