import { useLayoutEffect, useState } from 'react';
import { inFrameAfterNext } from '../ui/draw-timing';

/**
 * Whether the card shows its controls: the header's chips and toggles and the period bar. A card
 * whose first render already draws its chart (the element's first series came with it) shows
 * them one frame after the chart: that first frame is the chart's, in a card whose rows for the
 * controls keep their height (nothing moves when the controls fill them), and the controls'
 * render, about as long as the chart's, comes in the next. A card that waits for its data shows
 * its controls at once.
 */
export function useControlsAfterChart(chartInFirstRender: boolean): boolean {
  const [shown, setShown] = useState(!chartInFirstRender);
  useLayoutEffect(() => {
    if (shown) return undefined;
    return inFrameAfterNext(() => setShown(true));
  }, [shown]);
  return shown;
}
