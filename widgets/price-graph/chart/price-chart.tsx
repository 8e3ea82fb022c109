import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import {
  createChartController,
  type ChartController,
  type PriceChartInput,
} from './chart-controller';
import * as css from '../price-graph.css';

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
 * The chart's box, focusable, whose points can be stepped through by key: the React adapter of
 * the chart's controller (chart-controller.ts), which owns uPlot, its size and when it draws. The
 * controller lives as long as the component, and is given each new input after the render;
 * `theme` is only a reason to read the colours again.
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
  const controller = useRef<ChartController | null>(null);
  const { input, theme } = props;

  useLayoutEffect(() => {
    if (!box.current) return undefined;
    const made = createChartController(box.current);
    controller.current = made;
    return () => {
      made.destroy();
      controller.current = null;
    };
  }, []);
  // Before the input is shown in the same commit: a new theme draws with its colours.
  const colorsRead = useRef(theme);
  useLayoutEffect(() => {
    if (colorsRead.current === theme) return;
    colorsRead.current = theme;
    controller.current?.readColors();
  }, [theme]);
  useLayoutEffect(() => controller.current?.update(input), [input, theme]);

  // The keyboard moves uPlot's own cursor, so keyboard and mouse show the same tooltip.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = CURSOR_KEYS[event.key];
    if (step !== undefined && controller.current?.moveCursor(step)) event.preventDefault();
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
      onBlur={() => controller.current?.hideCursor()}
    />
  );
}
