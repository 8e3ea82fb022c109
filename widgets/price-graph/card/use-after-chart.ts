import { useLayoutEffect, useState } from 'react';
import { inFrameAfterNext } from '../ui/draw-timing';

/**
 * Whether what the chart's first frame leaves out may come: the controls (the header's chips and
 * toggles, the period bar) and what is drawn over the price from other sources (the feed's live
 * price, the customer's trades, the historical events). A card whose first render already draws
 * its chart (the element's first series came with it) brings them one frame after the chart:
 * that first frame is the chart's, in a card whose rows for the controls keep their height
 * (nothing moves when they fill), and rendering the controls and starting those loads, together
 * about as long as the chart itself, no longer stands between the answer and it. A card that waits
 * for its data brings them at once.
 */
export function useAfterChart(chartInFirstRender: boolean): boolean {
  const [ready, setReady] = useState(!chartInFirstRender);
  useLayoutEffect(() => {
    if (ready) return undefined;
    return inFrameAfterNext(() => setReady(true));
  }, [ready]);
  return ready;
}
