import uPlot from 'uplot';
import {
  HIGHLIGHT_ANIMATION_MS,
  HIGHLIGHT_FADE_STEP_MS,
  highlightStrength,
} from '../model/newest-point-highlight';

/** The ring's radius around the newest point, in CSS pixels. */
const RING_RADIUS_PX = 6;

/** The ring's stroke, in CSS pixels. */
const RING_WIDTH_PX = 2;

/** The ring of a chart: the plugin that draws it, and what tells it a newest point arrived. */
export interface NewestPointRing {
  /** Draws the ring around the last point of the price series while it fades. */
  readonly plugin: uPlot.Plugin;
  /** The newest point has just arrived: ring it, and draw it again as it fades. */
  arrived(): void;
  /** Stops the fading redraws (the chart is going away). */
  stop(): void;
}

/**
 * The ring of the newest point's 50 s highlight (model/newest-point-highlight.ts), for one chart
 * component whose uPlot may be built anew (a new shape): `plot` gives the current one, and `color`
 * the price line's colour.
 */
export function newestPointRing(
  plot: () => uPlot | null,
  color: () => string,
  now: () => number = () => performance.now(),
): NewestPointRing {
  let arrivedAt: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const fade = () => {
    timer = undefined;
    if (arrivedAt === undefined) return;
    const elapsed = now() - arrivedAt;
    if (elapsed >= HIGHLIGHT_ANIMATION_MS) arrivedAt = undefined;
    plot()?.redraw(false);
    if (arrivedAt !== undefined) {
      timer = setTimeout(fade, HIGHLIGHT_FADE_STEP_MS - (elapsed % HIGHLIGHT_FADE_STEP_MS));
    }
  };

  const plugin: uPlot.Plugin = {
    hooks: {
      draw: (u) => {
        if (arrivedAt === undefined) return;
        const strength = highlightStrength(now() - arrivedAt);
        const last = u.data[0].length - 1;
        const value = u.data[1]?.[last];
        if (strength <= 0 || last < 0 || typeof value !== 'number') return;
        const x = u.valToPos(last, 'x', true);
        const y = u.valToPos(value, 'y', true);
        const { left, top, width, height } = u.bbox;
        if (x < left || x > left + width || y < top || y > top + height) return;
        const { ctx } = u;
        ctx.save();
        ctx.globalAlpha = strength;
        ctx.strokeStyle = color();
        ctx.lineWidth = RING_WIDTH_PX * uPlot.pxRatio;
        ctx.beginPath();
        ctx.arc(x, y, RING_RADIUS_PX * uPlot.pxRatio, 0, 2 * Math.PI);
        ctx.stroke();
        ctx.restore();
      },
    },
  };

  return {
    plugin,
    arrived() {
      arrivedAt = now();
      clearTimeout(timer);
      timer = setTimeout(fade, HIGHLIGHT_FADE_STEP_MS);
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
      arrivedAt = undefined;
    },
  };
}
