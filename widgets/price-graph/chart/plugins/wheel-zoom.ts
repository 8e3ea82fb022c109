import type uPlot from 'uplot';

/** The wheel zoom step, 20%. */
export const WHEEL_ZOOM_STEP = 0.2;

/** The fewest points a zoomed-in view keeps, so the wheel cannot zoom into nothing. */
const MIN_VISIBLE_POINTS = 5;

/**
 * Zooms the time axis with the mouse wheel in 20 % steps around the pointer; zooming out stops
 * at the whole series. A double click shows the whole series again (uPlot's own reset).
 */
export function wheelZoomPlugin(pointCount: () => number): uPlot.Plugin {
  return {
    hooks: {
      ready: (u) => {
        u.over.addEventListener(
          'wheel',
          (event) => {
            const min = u.scales.x?.min;
            const max = u.scales.x?.max;
            if (min === undefined || max === undefined) return;
            const lastIndex = pointCount() - 1;
            if (lastIndex < 1) return;
            const range = max - min;
            const zoomIn = event.deltaY < 0;
            const nextRange = Math.min(
              lastIndex,
              Math.max(
                MIN_VISIBLE_POINTS - 1,
                zoomIn ? range * (1 - WHEEL_ZOOM_STEP) : range / (1 - WHEEL_ZOOM_STEP),
              ),
            );
            if (nextRange === range) return;
            event.preventDefault();
            const rect = u.over.getBoundingClientRect();
            const share = rect.width > 0 ? (event.clientX - rect.left) / rect.width : 0.5;
            const anchor = min + range * share;
            let nextMin = anchor - nextRange * share;
            let nextMax = nextMin + nextRange;
            if (nextMin < 0) [nextMin, nextMax] = [0, nextRange];
            if (nextMax > lastIndex) [nextMin, nextMax] = [lastIndex - nextRange, lastIndex];
            u.setScale('x', { min: nextMin, max: nextMax });
          },
          { passive: false },
        );
      },
    },
  };
}
