import { useCallback, useId, useMemo, useState } from 'react';
import { formatNumber } from '../../core/i18n';
import type { PeriodId } from '../../core/schemas/enumerations';
import { useWidget } from '../shared/widget-context';
import { ChartTooltip } from './chart-tooltip';
import { CustomRangeControl, type CalendarRange } from './custom-range/custom-range-control';
import type { GraphConfig } from './model/graph-config';
import { calendarDay, midnightOf, periodButtons, shiftedRangeEnd } from './model/graph-periods';
import { chooseResolution, isIntraday, requestedResolution } from './model/graph-resolutions';
import type { GraphSettingsView } from './use-graph-settings';
import { priceDecimals } from './model/graph-tooltip';
import { noDataMessage } from './model/no-data';
import { cleanPriceSeries, EMPTY_SERIES } from './model/price-series';
import { chartSummary } from './model/chart-summary';
import { localCalendar, tooltipTimeText } from './model/time-axis';
import { PeriodSelector } from './period-selector';
import { PriceChart, type PriceChartInput } from './price-chart';
import type { ChartCursor } from './chart/chart-plugins';
import { ResolutionSelect } from './resolution-select';
import { useDelayedFlag } from './use-delayed-flag';
import { useLivePrice } from './use-live-price';
import { usePriceTimeSeries } from './use-price-time-series';
import * as css from './price-graph.css';

/** SPEC §9: "Spinner delay 400 ms." */
export const SPINNER_DELAY_MS = 400;

/** Below this width (CSS pixels) the graph uses its small-screen controls (the icon Custom button, the fullscreen picker). */
const SMALL_SCREEN_PX = 480;

/**
 * The graph card (SPEC §2): the header with the resolution dropdown, the chart with its
 * tooltip, and the footer with the period list and the custom range. Data failures other than
 * timeouts are thrown to the error boundary around it.
 */
export function GraphCard(props: { config: GraphConfig; graph: GraphSettingsView }) {
  const { config, graph } = props;
  const { settings, change } = graph;
  const { locale, t, theme } = useWidget();
  const [customRange, setCustomRange] = useState<CalendarRange | undefined>();
  const [cursor, setCursor] = useState<ChartCursor | null>(null);
  // The day the picker is opened on; a graph left open past midnight keeps its day until it remounts.
  const [today] = useState(() => calendarDay(Date.now(), config.timeZone));
  const [compact] = useState(
    () => typeof window !== 'undefined' && window.innerWidth < SMALL_SCREEN_PX,
  );

  const period: PeriodId =
    settings.period === 'CUSTOM' && !customRange ? config.defaultPeriod : settings.period;
  const resolution = requestedResolution(settings.resolution, period, undefined);
  const view = usePriceTimeSeries({
    instrumentId: config.instrumentId,
    period,
    resolution,
    range: period === 'CUSTOM' ? customRange : undefined,
  });
  if (view.error) throw view.error;
  const { data } = view;

  const series = useMemo(() => (data ? cleanPriceSeries(data.pricePoints) : EMPTY_SERIES), [data]);
  const returnedResolution = view.current ? data?.returnedResolution : undefined;
  const live = view.current && period === 'DAY_1' && config.kind !== 'fund';
  const shown = useLivePrice(series, config.instrumentId, returnedResolution, live);
  const calendar = useMemo(
    () => localCalendar(shown.times, config.timeZone),
    [shown.times, config.timeZone],
  );
  const decimals = useMemo(() => priceDecimals(series.close), [series.close]);
  const intraday = isIntraday(data?.returnedResolution);
  const previousClose = data?.previousClose ?? undefined;
  const candles = settings.graphType === 'candlestick' || settings.graphType === 'ohlc';

  const onDrawn = useCallback((points: number) => config.onDrawn(points), [config]);
  const input = useMemo<PriceChartInput>(
    () => ({
      series: shown,
      calendar,
      graphType: candles && !shown.hasCandles ? 'line' : settings.graphType,
      lineFlags: settings.lineGraphType,
      grid: settings.grid,
      volume: settings.volume,
      highestAndLowest: settings.highestAndLowest,
      priceMarkers: settings.priceMarkers,
      previousClose: previousClose ?? undefined,
      previousCloseLine: period === 'DAY_1' && previousClose !== undefined,
      intraday,
      decimals,
      locale,
      timeZone: config.timeZone,
      texts: { highest: t('priceGraph.highest'), lowest: t('priceGraph.lowest') },
      onCursor: setCursor,
      onDrawn,
    }),
    [
      shown,
      calendar,
      candles,
      settings,
      previousClose,
      period,
      intraday,
      decimals,
      locale,
      config.timeZone,
      t,
      onDrawn,
    ],
  );

  const summaryId = useId();
  // A pass over every point: not redone on each cursor move, which renders the card too.
  const summary = useMemo(
    () =>
      chartSummary(shown, {
        period:
          period === 'CUSTOM' && customRange
            ? t('priceGraph.periodName.CUSTOM', { ...customRange })
            : t(`priceGraph.periodName.${period}`),
        decimals,
        locale,
        t,
      }),
    [shown, period, customRange, decimals, locale, t],
  );
  const pointText =
    cursor && cursor.index < shown.times.length
      ? `${tooltipTimeText(shown.times[cursor.index] ?? 0, intraday, locale, config.timeZone)}: ${formatNumber(shown.close[cursor.index] ?? 0, locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals })}`
      : '';

  const spinner = useDelayedFlag(view.validating, SPINNER_DELAY_MS);
  const availablePeriods = data?.availablePeriods ?? [];
  const buttons = periodButtons(availablePeriods, config.graphIdentifier);
  const hasData = shown.times.length > 0;
  const validResolutions = view.current ? (data?.validResolutionsForPeriod ?? []) : [];

  return (
    <div className={css.card}>
      <div className={css.header}>
        {config.features.has('resolution') ? (
          <ResolutionSelect
            valid={validResolutions}
            value={returnedResolution}
            t={t}
            onChange={(chosen) =>
              change('resolution', chooseResolution(settings.resolution, period, chosen))
            }
          />
        ) : null}
      </div>
      <div className={css.plotArea}>
        {hasData ? (
          <PriceChart
            input={input}
            theme={theme}
            label={t('priceGraph.chart', { name: config.name })}
            describedBy={summaryId}
            point={cursor && pointText ? { index: cursor.index, text: pointText } : undefined}
          />
        ) : (
          <div className={css.chartBox} />
        )}
        <p id={summaryId} className={css.visuallyHidden}>
          {summary}
        </p>
        {hasData && cursor ? (
          <ChartTooltip
            series={shown}
            cursor={cursor}
            name={config.name}
            candles={input.graphType === 'candlestick' || input.graphType === 'ohlc'}
            intraday={intraday}
            decimals={decimals}
            position={settings.tooltipPosition}
            locale={locale}
            timeZone={config.timeZone}
            t={t}
          />
        ) : null}
        {!hasData && data && !view.validating ? (
          <p className={css.overlay}>{t(noDataMessage(availablePeriods.length))}</p>
        ) : null}
        {spinner ? (
          <span className={css.spinner} role="status" aria-label={t('priceGraph.loading')} />
        ) : null}
      </div>
      {buttons.length > 1 || hasData ? (
        <div className={css.footer}>
          <PeriodSelector
            buttons={buttons}
            returns={data?.returns ?? []}
            selected={period}
            locale={locale}
            t={t}
            onSelect={(next) => {
              setCustomRange(undefined);
              change('period', next);
            }}
          />
          <CustomRangeControl
            range={period === 'CUSTOM' ? customRange : undefined}
            today={today}
            compact={compact}
            locale={locale}
            t={t}
            onApply={(range) => {
              setCustomRange({
                from: range.from,
                to: shiftedRangeEnd(midnightOf(range.to, config.timeZone), config.timeZone),
              });
              change('period', 'CUSTOM');
            }}
            onClear={() => {
              setCustomRange(undefined);
              if (settings.period === 'CUSTOM') change('period', config.defaultPeriod);
            }}
          />
        </div>
      ) : null}
    </div>
  );
}
