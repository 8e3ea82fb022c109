import { useMemo, useState, type ReactNode } from 'react';
import { formatNumber, type Translate } from '../../../core/i18n';
import type { TooltipPosition } from '../../../core/schemas/graph-user-settings';
import type { ChartCursor } from './plugins/cursor';
import { drawsCandles } from './chart-input';
import { ChartTooltip } from './chart-tooltip';
import { tooltipTimeText } from '../model/time-axis';
import type { PriceChartInput } from './chart-controller';
import { PriceChart } from './price-chart';

/**
 * The chart and the tooltip of the point under the cursor. The cursor is this component's
 * own state: a mouse move renders the chart's slider value and the tooltip, not the whole
 * card around them (its header, drawer, pills and period list), which would otherwise be
 * rendered anew on every move.
 */
export function ChartWithTooltip(props: {
  input: Omit<PriceChartInput, 'onCursor'>;
  theme: string;
  /** The chart's accessible name. */
  label: string;
  /** Id of the element describing the chart (its text summary). */
  describedBy: string;
  /** The instrument's name, which the tooltip shows. */
  name: string;
  position: TooltipPosition;
  t: Translate;
  /** What sits between the chart and the tooltip (the chart's text summary). */
  children?: ReactNode;
}) {
  const { input } = props;
  const [cursor, setCursor] = useState<ChartCursor | null>(null);
  const chartInput = useMemo<PriceChartInput>(() => ({ ...input, onCursor: setCursor }), [input]);
  const { series, intraday, locale, timeZone, decimals } = input;
  const time = cursor ? series.times[cursor.index] : undefined;
  const point =
    cursor && time !== undefined
      ? {
          index: cursor.index,
          text: `${tooltipTimeText(time, intraday, locale, timeZone)}: ${formatNumber(series.close[cursor.index] ?? 0, locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals })}`,
        }
      : undefined;
  return (
    <>
      <PriceChart
        input={chartInput}
        theme={props.theme}
        label={props.label}
        describedBy={props.describedBy}
        point={point}
      />
      {props.children}
      {cursor ? (
        <ChartTooltip
          series={series}
          cursor={cursor}
          name={props.name}
          candles={drawsCandles(input.graphType)}
          intraday={intraday}
          decimals={decimals}
          position={props.position}
          locale={locale}
          timeZone={timeZone}
          t={props.t}
          layers={input.layers}
        />
      ) : null}
    </>
  );
}
