import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import uPlot from 'uplot';
import { chartData } from './chart-data';
import { chartShape, type ChartInput } from './chart-input';
import { buildChart } from './graph-options';
import { newestPointRing, type NewestPointRing } from './newest-point-ring';
import { themeColors, type ChartColors } from './palette';
import { newestPointArrived } from '../model/newest-point-highlight';
import { afterRender, inNextTask } from '../ui/draw-timing';
import * as css from '../price-graph.css';

/** The window size debounce, 100 milliseconds: a resize redraws once it settles. */
export const RESIZE_DEBOUNCE_MS = 100;

/** The chart's input without what the chart itself measures (size) and reads (colours). */
export type PriceChartInput = Omit<ChartInput, 'width' | 'height' | 'colors'>;

/** Keys that move the cursor from point to point, and how far (Home and End go to the ends). */
const CURSOR_KEYS: Readonly<Record<string, number>> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  PageUp: -10,
  PageDown: 10,
  Home: -Infinity,
  End: Infinity,
};

/**
 * The uPlot canvas. A chart is built for each shape of the input (`chartShape`: the settings,
 * theme, locale, and which layers there are; a pure options builder, see
 * chart/graph-options.ts), in a task of its own after the render, and new data is drawn into
 * the chart there is at the end of the render's task. The chart is sized by its box and resized
 * when the box changes, and destroyed with the component, so nothing of an old chart stays
 * behind after a period switch. `theme` is only a reason to read the colours again.
 */
export function PriceChart(props: {
  input: PriceChartInput;
  theme: string;
  /** The chart's accessible name; it is focusable and its points can be stepped through by key. */
  label: string;
  /** Id of the element describing the chart (its text summary). */
  describedBy: string;
  /** The point under the cursor, and how it reads (its date and price). */
  point: { index: number; text: string } | undefined;
}) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<uPlot | null>(null);
  const size = useRef({ width: 0, height: 0 });

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const measure = () => {
      size.current = {
        width: Math.floor(element.clientWidth),
        height: Math.floor(element.clientHeight),
      };
    };
    measure();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const { width, height } = size.current;
        measure();
        if (size.current.width === width && size.current.height === height) return;
        chart.current?.setSize(size.current);
      }, RESIZE_DEBOUNCE_MS);
    });
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, []);

  const { input, theme } = props;
  const source = useRef<{ current: ChartInput } | null>(null);
  const fontFamily = useRef('sans-serif');
  const [colors, setColors] = useState<ChartColors | undefined>();
  // The theme changes only the colours read here; it is the reason to read them again.
  useLayoutEffect(() => {
    if (box.current) setColors(themeColors(box.current));
  }, [theme]);
  const shape = colors ? chartShape({ ...input, colors }) : undefined;

  /** What the chart is to show, and the shape of the chart built. */
  const wanted = useRef<{ input: PriceChartInput; colors: ChartColors; shape: string } | null>(
    null,
  );
  const builtShape = useRef<string | undefined>(undefined);
  const cancelDraw = useRef<(() => void) | undefined>(undefined);
  // The 50 s highlight of the newest point, on whichever chart is built.
  const ring = useRef<NewestPointRing | null>(null);

  /**
   * Brings the chart up to what is wanted: a new chart for a new shape (settings, theme, locale,
   * layers added or removed), else the new data drawn into the chart there is: a live tick keeps
   * the reader's zoom, another series (a period switch) shows whole.
   */
  const draw = () => {
    cancelDraw.current = undefined;
    const element = box.current;
    const next = wanted.current;
    if (!element || !next) return;
    const nextInput: ChartInput = { ...next.input, ...size.current, colors: next.colors };
    const plot = chart.current;
    const current = source.current;
    if (!plot || !current || builtShape.current !== next.shape) {
      plot?.destroy();
      fontFamily.current = getComputedStyle(element).fontFamily || 'sans-serif';
      const built = { current: nextInput };
      source.current = built;
      builtShape.current = next.shape;
      ring.current ??= newestPointRing(
        () => chart.current,
        () => source.current?.current.colors.line ?? 'currentColor',
      );
      const options = buildChart(built, fontFamily.current);
      options.plugins = [...(options.plugins ?? []), ring.current.plugin];
      chart.current = new uPlot(options, chartData(nextInput), element);
      return;
    }
    const drawn = current.current;
    current.current = nextInput;
    // Nothing to draw anew; the input's callbacks (such as the event icons) may still be new.
    if (drawn.series === nextInput.series && drawn.layers === nextInput.layers) return;
    if (drawn.series.times[0] !== nextInput.series.times[0]) {
      ring.current?.stop();
      plot.setData(chartData(nextInput));
      return;
    }
    if (newestPointArrived(drawn.series, nextInput.series)) ring.current?.arrived();
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

  // A new shape of chart, another series (a period switch) or new layers on the series shown
  // (indicators computed) are drawn in a task of their own after the render that asked for
  // them: the render and the drawing, each tens of milliseconds with the canvas painted on the
  // main thread, are two tasks rather than one long one, and the drawing task still comes
  // before the next frame. A live tick costs a render's worth: it is drawn once the render is
  // done, in its task. So is the first chart: nothing is on screen to answer a reader yet, and
  // a task apart would only put a frame without the chart before the one with it. What comes
  // before a draw (several renders in one task, or before a build) is drawn once, the latest.
  useLayoutEffect(() => {
    if (!colors || shape === undefined) return;
    wanted.current = { input, colors, shape };
    if (cancelDraw.current) return;
    const drawn = chart.current ? source.current?.current : undefined;
    const apart =
      drawn !== undefined &&
      (builtShape.current !== shape ||
        drawn.series.times[0] !== input.series.times[0] ||
        (drawn.series === input.series && drawn.layers !== input.layers));
    cancelDraw.current = apart ? inNextTask(draw) : afterRender(draw);
  }, [input, colors, shape]);

  useLayoutEffect(
    () => () => {
      cancelDraw.current?.();
      ring.current?.stop();
      chart.current?.destroy();
      chart.current = null;
      source.current = null;
    },
    [],
  );

  // The keyboard moves uPlot's own cursor, so keyboard and mouse show the same tooltip.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = CURSOR_KEYS[event.key];
    const plot = chart.current;
    if (step === undefined || !plot) return;
    event.preventDefault();
    const count = plot.data[0].length;
    const current = plot.cursor.idx ?? (step < 0 ? count : -1);
    const index = Math.min(count - 1, Math.max(0, current + step));
    const top = plot.valToPos(plot.data[1]?.[index] ?? 0, 'y');
    plot.setCursor({ left: plot.valToPos(index, 'x'), top });
  };

  return (
    // A slider over the points: the arrow keys step through them, and a screen reader reads
    // each point's date and price as its value.
    <div
      ref={box}
      className={css.chartBox}
      role="slider"
      tabIndex={0}
      aria-label={props.label}
      aria-describedby={props.describedBy}
      aria-valuemin={0}
      aria-valuemax={Math.max(0, props.input.series.times.length - 1)}
      aria-valuenow={props.point?.index ?? 0}
      aria-valuetext={props.point?.text ?? props.label}
      onKeyDown={onKeyDown}
      onBlur={() => chart.current?.setCursor({ left: -10, top: -10 })}
    />
  );
}
