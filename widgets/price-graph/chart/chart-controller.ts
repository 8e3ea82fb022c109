import uPlot from 'uplot';
import { chartData } from './chart-data';
import { chartShape, layerSeriesShape, type ChartInput } from './chart-input';
import { buildChart, setLayerSeries } from './graph-options';
import { newestPointRing, type NewestPointRing } from './newest-point-ring';
import { themeColors, type ChartColors } from './palette';
import { newestPointArrived } from '../model/newest-point-highlight';
import { afterRender, inNextTask } from '../ui/draw-timing';

/** The window size debounce, 100 milliseconds: a resize redraws once it settles. */
export const RESIZE_DEBOUNCE_MS = 100;

/** The chart's input without what the chart itself measures (size) and reads (colours). */
export type PriceChartInput = Omit<ChartInput, 'width' | 'height' | 'colors'>;

/** The uPlot chart of one element box, framework-free (`PriceChart` is its React adapter). */
export interface ChartController {
  /**
   * Shows `input`: a new chart for a new shape of it (`chartShape`: the settings, theme and
   * locale), else the new data and layers drawn into the chart there is.
   */
  update(input: PriceChartInput): void;
  /**
   * The theme changed: the colours are read again when the chart is next drawn, once the theme
   * shows on the element (the element shows it after its children's updates).
   */
  readColors(): void;
  /**
   * Moves the cursor by `step` points (±Infinity: to an end), and a zoomed view with it; false
   * when there is no chart.
   */
  moveCursor(step: number): boolean;
  /** Hides the cursor (the chart lost the focus). */
  hideCursor(): void;
  /** Destroys the chart and stops measuring: nothing of it stays behind. */
  destroy(): void;
}

/** The time scale's range when the reader has zoomed in; undefined while the whole series shows. */
function zoomedRange(plot: uPlot): { min: number; max: number } | undefined {
  const { min, max } = plot.scales.x ?? {};
  const last = plot.data[0].length - 1;
  return min !== undefined && max !== undefined && (min > 0 || max < last)
    ? { min, max }
    : undefined;
}

/**
 * The chart drawn in `box`, sized by it and resized when it changes (once the size settles).
 *
 * When it draws: a new shape of chart, another series (a period switch) or new layers on the
 * series shown (indicators computed) are drawn in a task of their own after the update that
 * asked for them: the render and the drawing, each tens of milliseconds with the canvas
 * painted on the main thread, are two tasks rather than one long one, and the drawing task
 * still comes before the next frame. A live tick costs a render's worth: it is drawn once the
 * current task's work is done. So is the first chart: nothing is on screen to answer a reader
 * yet, and a task apart would only put a frame without the chart before the one with it. What
 * comes before a draw (several updates in one task, or before a build) is drawn once, the
 * latest. A live tick, a new setting and new layers keep the reader's zoom; another series
 * shows whole.
 */
export function createChartController(box: HTMLElement): ChartController {
  let size = { width: 0, height: 0 };
  let colors: ChartColors = themeColors(box);
  let colorsStale = false;
  let plot: uPlot | null = null;
  /** What the chart shows; the options' callbacks read it, so new data needs no new chart. */
  let source: { current: ChartInput } | null = null;
  let builtShape: string | undefined;
  /** The layers' lines the chart has series for (`layerSeriesShape`). */
  let builtLayers: string | undefined;
  /** What the chart is to show. */
  let wanted: PriceChartInput | null = null;
  let cancelDraw: (() => void) | undefined;
  // The 50 s highlight of the newest point, on whichever chart is built.
  const ring: NewestPointRing = newestPointRing(
    () => plot,
    () => source?.current.colors.line ?? 'currentColor',
  );

  const measure = () => {
    size = { width: Math.floor(box.clientWidth), height: Math.floor(box.clientHeight) };
  };
  measure();
  let resizeTimer: ReturnType<typeof setTimeout> | undefined;
  const observer = new ResizeObserver(() => {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(() => {
      const { width, height } = size;
      measure();
      if (size.width === width && size.height === height) return;
      plot?.setSize(size);
    }, RESIZE_DEBOUNCE_MS);
  });
  observer.observe(box);

  /** Brings the chart up to what is wanted. */
  const draw = () => {
    cancelDraw = undefined;
    if (!wanted) return;
    if (colorsStale) {
      colors = themeColors(box);
      colorsStale = false;
    }
    const nextInput: ChartInput = { ...wanted, ...size, colors };
    const shape = chartShape(nextInput);
    const current = source;
    if (!plot || !current || builtShape !== shape) {
      // A setting changed on the series shown: the new chart keeps the reader's zoom.
      const zoom =
        plot && current?.current.series.times[0] === nextInput.series.times[0]
          ? zoomedRange(plot)
          : undefined;
      plot?.destroy();
      const built = { current: nextInput };
      source = built;
      builtShape = shape;
      builtLayers = layerSeriesShape(nextInput.layers);
      const options = buildChart(built, getComputedStyle(box).fontFamily || 'sans-serif');
      options.plugins = [...(options.plugins ?? []), ring.plugin];
      plot = new uPlot(options, chartData(nextInput), box);
      // Before its first draw, which is queued: the chart is drawn once, zoomed.
      if (zoom) plot.setScale('x', zoom);
      return;
    }
    const drawn = current.current;
    current.current = nextInput;
    // Nothing to draw anew; the input's callbacks (such as the event icons) may still be new.
    if (drawn.series === nextInput.series && drawn.layers === nextInput.layers) return;
    const layers = layerSeriesShape(nextInput.layers);
    if (layers !== builtLayers) {
      setLayerSeries(plot, nextInput);
      builtLayers = layers;
    }
    if (drawn.series.times[0] !== nextInput.series.times[0]) {
      ring.stop();
      plot.setData(chartData(nextInput));
      return;
    }
    if (newestPointArrived(drawn.series, nextInput.series)) ring.arrived();
    // uPlot neither redraws nor re-ranges after data set without resetting the scales: setting
    // the time scale to where it is does both, keeping the reader's zoom.
    // A view that reached the last point keeps reaching it when a new bar opens.
    const { min, max } = plot.scales.x ?? {};
    const lastBefore = plot.data[0].length - 1;
    plot.setData(chartData(nextInput), false);
    const lastNow = plot.data[0].length - 1;
    if (min !== undefined && max !== undefined) {
      plot.setScale('x', { min, max: max >= lastBefore ? max + lastNow - lastBefore : max });
    } else {
      plot.redraw();
    }
  };

  return {
    update(input) {
      wanted = input;
      if (cancelDraw) return;
      const drawn = plot ? source?.current : undefined;
      const apart =
        drawn !== undefined &&
        (colorsStale ||
          builtShape !== chartShape({ ...input, colors }) ||
          drawn.series.times[0] !== input.series.times[0] ||
          (drawn.series === input.series && drawn.layers !== input.layers));
      cancelDraw = apart ? inNextTask(draw) : afterRender(draw);
    },
    readColors() {
      colorsStale = true;
    },
    moveCursor(step) {
      const chart = plot;
      if (!chart) return false;
      const count = chart.data[0].length;
      const current = chart.cursor.idx ?? (step < 0 ? count : -1);
      const index = Math.min(count - 1, Math.max(0, current + step));
      // A point outside the reader's zoom moves the view to it, as wide as it was: at once, so
      // the cursor is placed on the view it is in.
      const { min, max } = chart.scales.x ?? {};
      if (min !== undefined && max !== undefined && (index < min || index > max)) {
        const from = index < min ? index : index - (max - min);
        chart.batch(() => chart.setScale('x', { min: from, max: from + max - min }));
      }
      const top = chart.valToPos(chart.data[1]?.[index] ?? 0, 'y');
      chart.setCursor({ left: chart.valToPos(index, 'x'), top });
      return true;
    },
    hideCursor() {
      plot?.setCursor({ left: -10, top: -10 });
    },
    destroy() {
      cancelDraw?.();
      clearTimeout(resizeTimer);
      observer.disconnect();
      ring.stop();
      plot?.destroy();
      plot = null;
      source = null;
    },
  };
}
