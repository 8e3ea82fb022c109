import type { Locale, Translate } from '../../../core/i18n';
import type { TooltipPosition } from '../../../core/schemas/graph-user-settings';
import { NO_LAYERS, type ChartLayers } from '../model/chart-layers';
import type { PriceSeries } from '../model/price-series';
import { floatingTooltipPlace, tooltipContent, type TooltipRow } from '../model/tooltip-content';
import * as css from '../price-graph.css';
import type { ChartCursor } from './plugins/cursor';

/**
 * The tooltip of the point under the cursor; what it says is `model/tooltip-content.ts`. It follows
 * the cursor, or sits fixed in the corner (the tooltip-position setting).
 */
export function ChartTooltip(props: {
  series: PriceSeries;
  cursor: ChartCursor;
  name: string;
  candles: boolean;
  intraday: boolean;
  decimals: number;
  position: TooltipPosition;
  locale: Locale;
  timeZone: string;
  t: Translate;
  /** What the chart draws besides the price; none when not given. */
  layers?: ChartLayers;
}) {
  const { cursor, position } = props;
  const content = tooltipContent({
    ...props,
    index: cursor.index,
    layers: props.layers ?? NO_LAYERS,
  });
  if (!content) return null;
  return (
    <div
      className={`${css.tooltip} ${css.tooltipPosition[position]}`}
      part="tooltip"
      style={position === 'floating' ? floatingTooltipPlace(cursor) : undefined}
      aria-hidden="true"
    >
      <div>{content.time}</div>
      {content.heading !== undefined ? <div>{content.heading}</div> : null}
      <TooltipRows rows={content.values} />
      {content.trades.length > 0 ? (
        <div className={css.tooltipSection}>
          <TooltipRows rows={content.trades} />
        </div>
      ) : null}
      {content.events.length > 0 ? (
        <div className={css.tooltipSection}>
          <TooltipRows rows={content.events} />
        </div>
      ) : null}
    </div>
  );
}

/** Lines of labels and values. */
function TooltipRows(props: { rows: readonly TooltipRow[] }) {
  return props.rows.map(([label, value], at) => (
    // Two events of one type may share a label: the position keeps the keys apart.
    <div key={`${at}:${label}`} className={css.tooltipRow}>
      <span className={css.tooltipLabel}>{label}</span>
      <span>{value}</span>
    </div>
  ));
}
